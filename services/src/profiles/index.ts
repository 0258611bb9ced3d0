export { profilesArea } from './area';
export { findProfile, loadProfile, updateProfile } from './commands';
export { decideCoachVerification } from './decide';
export {
  type ProfileFields,
  profileStream,
  VERIFICATION_STATUSES,
  type VerificationStatus,
} from './events';

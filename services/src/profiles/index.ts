export { profilesArea } from './area';
export { decideCreateMatchupProfile } from './areas/decide';
export { initialAreaProfiles } from './areas/state';
export { findProfile, loadProfile, updateProfile } from './commands';
export { decideCoachVerification } from './decide';
export {
  type ProfileFields,
  profileStream,
  VERIFICATION_STATUSES,
  type VerificationStatus,
} from './events';

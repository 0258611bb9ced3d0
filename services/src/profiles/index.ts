export { profilesArea } from './area';
export { areaProfileRoutes } from './areas/routes';
export { findProfile, loadProfile, updateProfile } from './commands';
export { decideCoachVerification } from './decide';
export {
  type ProfileFields,
  profileStream,
  VERIFICATION_STATUSES,
  type VerificationStatus,
} from './events';
export { profilesApi } from './openapi';
export { profileRoutes } from './routes';

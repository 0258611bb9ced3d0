export { areaProfileRoutes } from './areas/routes';
export { findProfile, loadProfile } from './commands';
export { decideCoachVerification } from './decide';
export { profileStream, VERIFICATION_STATUSES, type VerificationStatus } from './events';
export { profilesApi } from './openapi';
export { profileRoutes } from './routes';

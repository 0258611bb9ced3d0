export { findProfile, loadProfile } from './commands';
export { decideCoachVerification } from './decide';
export { profileStream, VERIFICATION_STATUSES, type VerificationStatus } from './events';
export { profileRoutes } from './routes';

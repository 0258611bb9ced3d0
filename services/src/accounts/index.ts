export { ensureAdmin } from './admin';
export { adminUserRoutes } from './admin-users-routes';
export { accountsArea } from './area';
export { loadCurrentUser, sessionWatch } from './current-user';
export { type Role, SECRET_FIELDS, userStream } from './events';
export { accountsApi } from './openapi';
export {
  migrateRegistrationClients,
  type SharedAddressGroup,
  sharedAddressGroups,
  sweepRegistrationClientsPeriodically,
} from './registration-clients';
export { resetRoutes } from './reset-routes';
export { accountRoutes } from './routes';
export type { UserRow } from './rows';

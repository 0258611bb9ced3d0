export { ensureAdmin } from './admin';
export { accountsArea } from './area';
export { registerUser } from './commands';
export { loadCurrentUser, sessionWatch } from './current-user';
export { UsernameTaken } from './errors';
export { type Role, SECRET_FIELDS, userStream } from './events';
export { type SharedAddressGroup, sharedAddressGroups } from './registration-clients';
export type { UserRow } from './rows';

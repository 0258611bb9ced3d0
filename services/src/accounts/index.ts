export { ensureAdmin } from './admin';
export { accountsArea } from './area';
export { loadCurrentUser, sessionWatch } from './current-user';
export { type Role, SECRET_FIELDS, userStream } from './events';
export { type SharedAddressGroup, sharedAddressGroups } from './registration-clients';
export type { UserRow } from './rows';

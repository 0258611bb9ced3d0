export { ensureAdmin } from './admin';
export { loadCurrentUser } from './current-user';
export { SECRET_FIELDS } from './events';
export { accountRoutes } from './routes';

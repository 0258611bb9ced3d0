export { boardAdminRoutes } from './admin-routes';
export { boardApi } from './openapi';
export { boardRoutes } from './routes';
export { votesAsActivity } from './voter-history';

export { boardAdminRoutes } from './admin-routes';
export { prospectsArea } from './area';
export { boardApi } from './openapi';
export { boardRoutes } from './routes';
export { votesAsActivity } from './voter-history';

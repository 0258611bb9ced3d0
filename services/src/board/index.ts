export { boardAdminRoutes } from './admin-routes';
export { boardRoutes } from './routes';

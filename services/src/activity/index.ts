export { activityApi } from './openapi';
export { activityRoutes } from './routes';

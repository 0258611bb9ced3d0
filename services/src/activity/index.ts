export { activityArea } from './area';
export { activityApi } from './openapi';
export { activityRoutes } from './routes';

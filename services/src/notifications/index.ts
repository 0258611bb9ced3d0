export { notificationsApi } from './openapi';
export { notificationRoutes } from './routes';

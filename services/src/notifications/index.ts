export { notificationsArea } from './area';
export { startNotificationMail } from './mailing';
export { notificationsApi } from './openapi';
export { notificationRoutes } from './routes';

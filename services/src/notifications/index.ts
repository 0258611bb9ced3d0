export { notificationsArea } from './area';

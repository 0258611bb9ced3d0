// GET /api/notifications and the live stream's events: the server's answer schemas.
export type {
  Notification,
  NotificationList,
  NotificationsMarked,
} from '@server/notifications/schemas';

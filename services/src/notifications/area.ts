import type { ServiceArea } from '../core/area';
import { notificationEventSchema } from './events';
import { startNotificationMail } from './mailing';
import { notificationsApi } from './openapi';
import { notificationRoutes } from './routes';

/** Notifications: each member's live notifications, and the ones they want mailed. */
export const notificationsArea: ServiceArea = {
  name: 'notifications',
  events: notificationEventSchema.options,
  api: [notificationsApi],
  routes: ({ ctx }) => [notificationRoutes(ctx)],
  processes: [
    {
      name: 'notifications-mail',
      purpose:
        'Mails the notifications a member wants mailed as the notifications projector makes them, and on a slow sweep; each once',
      start: startNotificationMail,
    },
  ],
};

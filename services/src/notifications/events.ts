import { z } from 'zod';
import { event, timestamp } from '../core/event-schema';

/** One stream per person for what they have read: marking never races another area's writes. */
export const notificationReadsStream = (userId: string): string => `notification-reads-${userId}`;

// Version 1 shapes; an upcaster goes in front of parseNotificationEvent when one changes.
export const notificationEventSchema = z.discriminatedUnion('type', [
  event('NotificationRead', { userId: z.string(), notificationId: z.string(), readAt: timestamp }),
  // Everything up to a position of the log the person had seen: what arrives later stays unread.
  event('NotificationsAllRead', { userId: z.string(), through: z.string(), readAt: timestamp }),
]);

export type NotificationEvent = z.infer<typeof notificationEventSchema>;
export const NOTIFICATION_EVENT_TYPES = ['NotificationRead', 'NotificationsAllRead'] as const;

export const parseNotificationEvent = (type: string, data: unknown): NotificationEvent =>
  notificationEventSchema.parse({ type, data });

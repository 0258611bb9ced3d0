import { z } from 'zod';
import { isUuid } from '../core/ids';
import {
  LIST_LIMIT_DEFAULT,
  LIST_LIMIT_MAX,
  NOTIFICATION_TYPES,
  RELATED_TYPES,
  STREAM_SECONDS_MAX,
} from './constants';

const LIMIT = `limit must be a whole number from 1 to ${LIST_LIMIT_MAX}`;
const SECONDS = `for must be a whole number of seconds from 1 to ${STREAM_SECONDS_MAX}`;
const AFTER = 'after must be the id of a notification event, as the stream sent it';

const wholeNumber = (message: string, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(max, message));

/** GET /api/notifications?limit=20: the newest first. */
export const notificationsQuerySchema = z.strictObject({
  limit: wholeNumber(LIMIT, LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT),
});

/** A stream id: the position of the event that caused the notification, `<commit>.<prepare>`. */
export const streamIdSchema = z.string({ error: AFTER }).regex(/^\d{1,20}\.\d{1,20}$/, AFTER);

/** GET /api/notifications/stream: resume after an id (or Last-Event-ID), for at most `for` s. */
export const notificationStreamQuerySchema = z.strictObject({
  after: streamIdSchema.optional(),
  for: wholeNumber(SECONDS, STREAM_SECONDS_MAX).optional(),
});

export const notificationIdSchema = z.strictObject({
  id: z.string().refine(isUuid, 'id must be a notification id (a UUID)'),
});

// ── Answers ─────────────────────────────────────────────────────────────────

export const notificationAnswer = z.strictObject({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  relatedType: z.enum(RELATED_TYPES).nullable(),
  relatedId: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.iso.datetime(),
  /** The live stream's id of it: a page resumes the stream after the newest it has. */
  streamId: z.string(),
});
export type Notification = z.output<typeof notificationAnswer>;

/** GET /api/notifications. */
export const notificationListAnswer = z.strictObject({
  data: z.array(notificationAnswer),
  unread: z.number().int(),
});
export type NotificationList = z.output<typeof notificationListAnswer>;

/** GET /api/notifications/unsubscribe?token=: the link in a notification mail. */
export const unsubscribeQuerySchema = z.strictObject({
  token: z
    .string({ error: 'token is the one from the mail' })
    .max(400, 'token is the one from the mail'),
});

export const notificationUnsubscribedAnswer = z.strictObject({ message: z.string() });
export type NotificationUnsubscribed = z.output<typeof notificationUnsubscribedAnswer>;

/** POST /api/notifications/:id/read and /read-all. */
export const notificationsMarkedAnswer = z.strictObject({
  message: z.string(),
  unread: z.number().int(),
});
export type NotificationsMarked = z.output<typeof notificationsMarkedAnswer>;

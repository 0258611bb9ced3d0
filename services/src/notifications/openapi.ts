import type { ApiArea, Operation } from '../core/http/openapi';
import { STREAM_SECONDS_MAX, STREAMS_PER_USER_MAX } from './constants';
import {
  notificationAnswer,
  notificationIdSchema,
  notificationListAnswer,
  notificationStreamQuerySchema,
  notificationsMarkedAnswer,
  notificationsQuerySchema,
  notificationUnsubscribedAnswer,
  unsubscribeQuerySchema,
} from './schemas';

/** The notifications' calls, by name: the router binds them with `route`. */
export const notificationsOperations = {
  list: {
    method: 'get',
    path: '/notifications',
    summary: 'The newest notifications, and how many are unread',
    access: 'signed-in',
    query: notificationsQuerySchema,
    responses: { 200: { description: 'Newest first', schema: notificationListAnswer } },
  },
  stream: {
    method: 'get',
    path: '/notifications/stream',
    summary:
      'Server-Sent Events (text/event-stream): each new notification as an `event: notification` ' +
      'whose data is a notification as GET /notifications lists it and whose id is its streamId. ' +
      'Resumes after `after` or the Last-Event-ID header; ends after `for` seconds ' +
      `(at most and by default ${STREAM_SECONDS_MAX}), and the browser reconnects`,
    access: 'signed-in',
    query: notificationStreamQuerySchema,
    responses: {
      200: {
        description: 'The event stream; the data of each event is one notification',
        schema: notificationAnswer,
        mediaType: 'text/event-stream',
      },
      429: `The account already holds ${STREAMS_PER_USER_MAX} streams open on this server`,
    },
  },
  read: {
    method: 'post',
    path: '/notifications/:id/read',
    summary: 'Mark one notification read (again changes nothing)',
    access: 'signed-in',
    params: notificationIdSchema,
    responses: {
      200: { description: 'Read; the unread count', schema: notificationsMarkedAnswer },
      404: 'No such notification of yours',
    },
  },
  readAll: {
    method: 'post',
    path: '/notifications/read-all',
    summary: 'Mark every notification so far read',
    access: 'signed-in',
    responses: {
      200: { description: 'Read; the unread count', schema: notificationsMarkedAnswer },
    },
  },
  unsubscribe: {
    method: 'get',
    path: '/notifications/unsubscribe',
    summary:
      "A notification mail's one-click unsubscribe link: turns that kind of mail off on the profile (JSON, or a short page for a browser)",
    access: 'public',
    query: unsubscribeQuerySchema,
    responses: {
      200: { description: 'Off (again changes nothing)', schema: notificationUnsubscribedAnswer },
      400: 'Not a link of ours',
    },
  },
} satisfies Record<string, Operation>;

export const notificationsApi: ApiArea = {
  tag: 'Notifications',
  description: "The signed-in user's notifications: the bell's list, read marks, the live stream",
  operations: Object.values(notificationsOperations),
};

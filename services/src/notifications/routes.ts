import { Router } from 'express';
import { type AppContext, appendEvents, awaitProjection, requestMetadata } from '../core/context';
import { NotSignedIn, ValidationFailed } from '../core/errors';
import { parsePosition } from '../core/event-store/event-store';
import { requireSignedIn } from '../core/http/auth';
import { parseInput } from '../core/http/validate';
import { NotificationNotFound } from './errors';
import { NOTIFICATION_EVENT_TYPES, notificationReadsStream } from './events';
import { findMine, newest, streamIdOf, toNotification, unreadCount } from './queries';
import {
  notificationIdSchema,
  notificationStreamQuerySchema,
  notificationsQuerySchema,
  streamIdSchema,
} from './schemas';
import { notificationStreams } from './stream';

export function notificationRoutes(ctx: AppContext): Router {
  const router = Router();
  const stream = notificationStreams(ctx);
  const userOf = (req: Express.Request) => {
    if (!req.user) throw new NotSignedIn();
    return req.user.id;
  };

  /** The newest notifications and how many are unread (the bell). */
  router.get('/notifications', requireSignedIn, async (req, res) => {
    const userId = userOf(req);
    const { limit } = parseInput(notificationsQuerySchema, req.query);
    const [rows, unread] = await Promise.all([
      newest(ctx.knex, userId, limit),
      unreadCount(ctx.knex, userId),
    ]);
    res.json({ data: rows.map(toNotification), unread });
  });

  /** Live: new notifications as Server-Sent Events, resumed after `after` or Last-Event-ID. */
  router.get('/notifications/stream', requireSignedIn, async (req, res) => {
    const userId = userOf(req);
    const query = parseInput(notificationStreamQuerySchema, req.query);
    const lastEventId = req.get('Last-Event-ID');
    if (lastEventId !== undefined && !streamIdSchema.safeParse(lastEventId).success) {
      throw new ValidationFailed({
        'Last-Event-ID': 'Last-Event-ID must be an id the stream sent',
      });
    }
    // A reconnect's Last-Event-ID is newer than the address's `after`; neither: from now on.
    const given = lastEventId ?? query.after;
    let start = given ? parsePosition(given) : undefined;
    if (!start) {
      const [latest] = await newest(ctx.knex, userId, 1);
      start = parsePosition(latest ? streamIdOf(latest) : '0.0');
    }
    stream(res, userId, start ?? { commit: 0n, prepare: 0n }, query.for);
  });

  /** Marks one notification read (again changes nothing). */
  router.post('/notifications/:id/read', requireSignedIn, async (req, res) => {
    const userId = userOf(req);
    const { id } = parseInput(notificationIdSchema, req.params);
    const row = await findMine(ctx.knex, userId, id);
    if (!row) throw new NotificationNotFound();
    if (row.read_at === null) {
      const metadata = requestMetadata(ctx, req, userId);
      const appended = await appendEvents(
        ctx,
        notificationReadsStream(userId),
        [
          {
            type: 'NotificationRead',
            data: { userId, notificationId: id, readAt: metadata.occurredAt },
          },
        ],
        'any',
        metadata,
      );
      await awaitProjection(ctx, res, appended, NOTIFICATION_EVENT_TYPES);
    }
    res.json({ message: 'Marked as read', unread: await unreadCount(ctx.knex, userId) });
  });

  /** Marks every notification the person has so far read; later ones arrive unread. */
  router.post('/notifications/read-all', requireSignedIn, async (req, res) => {
    const userId = userOf(req);
    const [latest] = await newest(ctx.knex, userId, 1);
    if (latest && (await unreadCount(ctx.knex, userId)) > 0) {
      const metadata = requestMetadata(ctx, req, userId);
      const appended = await appendEvents(
        ctx,
        notificationReadsStream(userId),
        [
          {
            type: 'NotificationsAllRead',
            data: { userId, through: streamIdOf(latest), readAt: metadata.occurredAt },
          },
        ],
        'any',
        metadata,
      );
      await awaitProjection(ctx, res, appended, NOTIFICATION_EVENT_TYPES);
    }
    res.json({ message: 'All marked as read', unread: await unreadCount(ctx.knex, userId) });
  });

  return router;
}

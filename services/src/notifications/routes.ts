import { Router } from 'express';
import { sessionWatch } from '../accounts';
import { type AppContext, appendEvents, awaitProjection, requestMetadata } from '../core/context';
import { DomainError, NotSignedIn, ValidationFailed } from '../core/errors';
import { parsePosition } from '../core/event-store/event-store';
import { requireSignedIn } from '../core/http/auth';
import { route } from '../core/http/route';
import { parseInput } from '../core/http/validate';
import { PREFERENCE_LABELS } from './constants';
import { NotificationNotFound } from './errors';
import { NOTIFICATION_EVENT_TYPES, notificationReadsStream } from './events';
import { notificationsOperations as op } from './openapi';
import { findMine, newest, streamIdOf, toNotification, unreadCount } from './queries';
import {
  notificationIdSchema,
  notificationStreamQuerySchema,
  notificationsQuerySchema,
  streamIdSchema,
  unsubscribeQuerySchema,
} from './schemas';
import { notificationStreams } from './stream';
import { unsubscribeFromNotificationMail } from './unsubscribe';
import { verifyNotificationUnsubscribeToken } from './unsubscribe-token';

export function notificationRoutes(ctx: AppContext): Router {
  const router = Router();
  const stream = notificationStreams(ctx);
  const userOf = (req: Express.Request) => {
    if (!req.user) throw new NotSignedIn();
    return req.user.id;
  };

  /** The newest notifications and how many are unread (the bell). */
  route(router, op.list, requireSignedIn, async (req, res) => {
    const userId = userOf(req);
    const { limit } = parseInput(notificationsQuerySchema, req.query);
    const [rows, unread] = await Promise.all([
      newest(ctx.knex, userId, limit),
      unreadCount(ctx.knex, userId),
    ]);
    res.json({ data: rows.map(toNotification), unread });
  });

  /** Live: new notifications as Server-Sent Events, resumed after `after` or Last-Event-ID. */
  route(router, op.stream, requireSignedIn, async (req, res) => {
    const userId = userOf(req);
    const query = parseInput(notificationStreamQuerySchema, req.query);
    const lastEventId = req.get('Last-Event-ID');
    if (lastEventId !== undefined && !streamIdSchema.safeParse(lastEventId).success) {
      throw new ValidationFailed({
        'Last-Event-ID': 'Last-Event-ID must be an id the stream sent',
      });
    }
    // A reconnect's Last-Event-ID is newer than the address's `after`; neither: from now on, in
    // the log's terms. (The newest notification on the read table would be "now" as of the
    // projector, which lags: an event appended before the stream opened, such as the
    // registration's welcome, would then arrive on it as new.) "Now" is the head readers see,
    // not the newest commit: an older transaction still open commits below the newest, and what
    // it holds would be behind the cursor, never sent.
    const given = lastEventId ?? query.after;
    const start = (given ? parsePosition(given) : undefined) ?? (await ctx.store.headPosition());
    stream(res, userId, start, query.for, sessionWatch(ctx, req));
  });

  /** Marks one notification read (again changes nothing). */
  route(router, op.read, requireSignedIn, async (req, res) => {
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
  route(router, op.readAll, requireSignedIn, async (req, res) => {
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

  // A mail link, so a GET, and public (the mail may be opened anywhere); again changes nothing.
  route(router, op.unsubscribe, async (req, res) => {
    const { token } = parseInput(unsubscribeQuerySchema, req.query);
    const subject = verifyNotificationUnsubscribeToken(ctx, token);
    if (!subject) throw new DomainError(BAD_LINK, 400);
    const metadata = requestMetadata(ctx, req, req.user?.id ?? null);
    const appended = await unsubscribeFromNotificationMail(
      ctx,
      subject.userId,
      subject.preference,
      metadata,
    );
    if (appended) await awaitProjection(ctx, res, appended, ['UserProfileUpdated']);
    const message = `You will get no more e-mails about ${PREFERENCE_LABELS[subject.preference]}. Turn them on again in your profile's notification settings.`;
    res.format({
      json: () => res.json({ message }),
      html: () => res.send(messagePage('Unsubscribed', message)),
      default: () => res.json({ message }),
    });
  });

  return router;
}

const BAD_LINK = 'This unsubscribe link is not one of ours (copy the whole link from the mail)';

/** What a browser shows after following the link; `message` is this file's text, escaped. */
const messagePage = (title: string, message: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title} | NOLA Sports</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem">
<h1>${title}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/profile">Your notification settings</a></p>
</body>
</html>
`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

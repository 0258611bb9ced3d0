import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../core/context';
import { isUuid } from '../core/ids';
import { EMAIL_TYPE_PREFERENCES, type EmailTypePreference } from '../profiles/constants';

type Keyed = Pick<AppContext, 'clientKeySecret'>;

/**
 * A notification mail's unsubscribe token: the person and the one e-mail preference it turns
 * off, with an HMAC under a key of its own (derived from the server secret with a distinct
 * label), so a link needs no storage, cannot be forged, and does not expire.
 */
const key = (ctx: Keyed): Buffer =>
  Buffer.from(
    hkdfSync('sha256', ctx.clientKeySecret, 'nola-sports', 'notification-unsubscribe', 32),
  );

const mac = (ctx: Keyed, subject: string) =>
  createHmac('sha256', key(ctx)).update(subject).digest('base64url');

export function notificationUnsubscribeToken(
  ctx: Keyed,
  userId: string,
  preference: EmailTypePreference,
): string {
  const subject = `${userId}:${preference}`;
  return `${Buffer.from(subject).toString('base64url')}.${mac(ctx, subject)}`;
}

export function verifyNotificationUnsubscribeToken(
  ctx: Keyed,
  token: string,
): { userId: string; preference: EmailTypePreference } | undefined {
  const match = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return undefined;
  const subject = Buffer.from(match[1], 'base64url').toString('utf8');
  const given = Buffer.from(match[2]);
  const expected = Buffer.from(mac(ctx, subject));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const [userId, preference] = subject.split(':');
  if (!userId || !isUuid(userId)) return undefined;
  const known = EMAIL_TYPE_PREFERENCES.find((p) => p === preference);
  return known ? { userId, preference: known } : undefined;
}

import type { AppContext } from '../core/context';
import { isUuid } from '../core/ids';
import { EMAIL_TYPE_PREFERENCES, type EmailTypePreference } from '../profiles/constants';

type Keyed = Pick<AppContext, 'keys'>;

/**
 * A notification mail's unsubscribe token: the person and the one e-mail preference it turns
 * off, with an HMAC under the signed-link keys (LINK_SECRETS; the purpose is in the signed text),
 * so a link needs no storage, cannot be forged, and does not expire. Every link key verifies, so
 * a link mailed before a rotation still works.
 */
const signed = (subject: string) => `notification-unsubscribe\n${subject}`;
const mac = (ctx: Keyed, subject: string) =>
  ctx.keys.links.mac(signed(subject)).toString('base64url');

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
  if (!ctx.keys.links.verifies(signed(subject), match[2])) return undefined;
  const [userId, preference] = subject.split(':');
  if (!userId || !isUuid(userId)) return undefined;
  const known = EMAIL_TYPE_PREFERENCES.find((p) => p === preference);
  return known ? { userId, preference: known } : undefined;
}

import type { Config } from '../core/config';
import type { AppContext } from '../core/context';

type Keys = Pick<AppContext, 'keys'>;

/**
 * A newsletter unsubscribe token: the lower-cased address and an HMAC of it under the signed-link
 * key (LINK_SECRETS), so a link needs no storage, cannot be forged for another address, and
 * never expires, as mail links should not. Every link key verifies, so a link mailed before a
 * rotation still works.
 */
export function unsubscribeToken(ctx: Keys, email: string): string {
  const address = email.trim().toLowerCase();
  const mac = ctx.keys.links.mac(address);
  return `${Buffer.from(address).toString('base64url')}.${mac.toString('base64url')}`;
}

/** The address a token was made for, or undefined when it is malformed or tampered with. */
export function verifyUnsubscribeToken(ctx: Keys, token: string): string | undefined {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return undefined;
  const address = Buffer.from(match[1], 'base64url').toString('utf8');
  return ctx.keys.links.verifies(address, match[2]) ? address : undefined;
}

/** The link every newsletter mail carries, on the site's configured address (PUBLIC_URL). */
export function unsubscribeLink(
  ctx: Keys & { config: Pick<Config, 'publicUrl'> },
  email: string,
): string {
  const token = encodeURIComponent(unsubscribeToken(ctx, email));
  return `${ctx.config.publicUrl}/api/newsletter/unsubscribe?token=${token}`;
}

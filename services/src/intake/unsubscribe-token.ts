import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Config } from '../core/config';
import type { AppContext } from '../core/context';

/**
 * A newsletter unsubscribe token: the lower-cased address and an HMAC of it under a key of its
 * own (derived from the server secret with a distinct label), so a link needs no storage,
 * cannot be forged for another address, and never expires, as mail links should not.
 */
const key = (ctx: Pick<AppContext, 'clientKeySecret'>): Buffer =>
  Buffer.from(hkdfSync('sha256', ctx.clientKeySecret, 'nola-sports', 'newsletter-unsubscribe', 32));

const mac = (ctx: Pick<AppContext, 'clientKeySecret'>, email: string): Buffer =>
  createHmac('sha256', key(ctx)).update(email).digest();

export function unsubscribeToken(ctx: Pick<AppContext, 'clientKeySecret'>, email: string): string {
  const address = email.trim().toLowerCase();
  return `${Buffer.from(address).toString('base64url')}.${mac(ctx, address).toString('base64url')}`;
}

/** The address a token was made for, or undefined when it is malformed or tampered with. */
export function verifyUnsubscribeToken(
  ctx: Pick<AppContext, 'clientKeySecret'>,
  token: string,
): string | undefined {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return undefined;
  const address = Buffer.from(match[1], 'base64url').toString('utf8');
  // Compared as text, so only the one canonical spelling of a signature is accepted.
  const given = Buffer.from(match[2]);
  const expected = Buffer.from(mac(ctx, address).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return address;
}

/** The link every newsletter mail carries, on the site's configured address (PUBLIC_URL). */
export function unsubscribeLink(
  ctx: Pick<AppContext, 'clientKeySecret'> & { config: Pick<Config, 'publicUrl'> },
  email: string,
): string {
  const token = encodeURIComponent(unsubscribeToken(ctx, email));
  return `${ctx.config.publicUrl}/api/newsletter/unsubscribe?token=${token}`;
}

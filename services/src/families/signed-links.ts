import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../core/context';

/**
 * The one place this area signs its mailed links. Today the key is derived from the server's
 * secret, as the newsletter's unsubscribe links do; when the link-signing keys move to a helper
 * of their own, only `linkKey` changes.
 */
type Signer = Pick<AppContext, 'clientKeySecret'>;

const linkKey = (ctx: Signer, purpose: string): Buffer =>
  Buffer.from(hkdfSync('sha256', ctx.clientKeySecret, 'nola-sports', `families-${purpose}`, 32));

const mac = (ctx: Signer, purpose: string, payload: string): string =>
  createHmac('sha256', linkKey(ctx, purpose)).update(payload).digest('base64url');

/** `<payload>.<signature>`: payload is URL-safe text (ids, joined by `.` is fine). */
export const signLink = (ctx: Signer, purpose: string, payload: string): string =>
  `${payload}.${mac(ctx, purpose, payload)}`;

/** The payload a token was signed with, or undefined when it is malformed or tampered with. */
export function verifyLink(ctx: Signer, purpose: string, token: string): string | undefined {
  const dot = token.lastIndexOf('.');
  if (dot <= 0 || token.length > 500) return undefined;
  const payload = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(ctx, purpose, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return payload;
}

import type { Keyring } from './keyring';

/**
 * Tokens of mailed links, signed under the signed-link keys (LINK_SECRETS), with the purpose in
 * the signed text so a token made for one purpose never passes for another. Every link key
 * verifies, so a link mailed before a rotation still works.
 */
type Signer = { keys: Pick<Keyring, 'links'> };

const signed = (purpose: string, payload: string) => `${purpose}\n${payload}`;

/** `<payload>.<signature>`: payload is URL-safe text (ids, joined by `.` is fine). */
export const signLink = (ctx: Signer, purpose: string, payload: string): string =>
  `${payload}.${ctx.keys.links.mac(signed(purpose, payload)).toString('base64url')}`;

/** The payload a token was signed with, or undefined when it is malformed or tampered with. */
export function verifyLink(ctx: Signer, purpose: string, token: string): string | undefined {
  const dot = token.lastIndexOf('.');
  if (dot <= 0 || token.length > 500) return undefined;
  const payload = token.slice(0, dot);
  return ctx.keys.links.verifies(signed(purpose, payload), token.slice(dot + 1))
    ? payload
    : undefined;
}

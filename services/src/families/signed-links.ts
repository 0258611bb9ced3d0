import type { AppContext } from '../core/context';
import * as links from '../core/keys/signed-links';

/**
 * The one place this area signs its mailed links (core/keys/signed-links.ts), each purpose
 * under the area's name so no other area's token passes for one of these.
 */
type Signer = Pick<AppContext, 'keys'>;

const scoped = (purpose: string) => `families-${purpose}`;

/** `<payload>.<signature>`: payload is URL-safe text (ids, joined by `.` is fine). */
export const signLink = (ctx: Signer, purpose: string, payload: string): string =>
  links.signLink(ctx, scoped(purpose), payload);

/** The payload a token was signed with, or undefined when it is malformed or tampered with. */
export const verifyLink = (ctx: Signer, purpose: string, token: string): string | undefined =>
  links.verifyLink(ctx, scoped(purpose), token);

import { z } from 'zod';

/*
 * The same-site path rule as pure zod, with no server import: a contract (payments' schemas.ts)
 * builds on sameSitePathSchema, and a site that bundles the contract bundles only this.
 * same-site-path.ts re-exports it, with the rule's server half (the 400 and the absolute URL).
 */

/** The longest path a caller may ask the payer (or any visitor) to be sent back to. */
export const SAME_SITE_PATH_MAX = 500;

export const NOT_SAME_SITE =
  'returnPath must be a path on this site, starting with one / (no //, \\, encoded slashes or control characters)';

/** An origin no site has: a path is resolved against it to see where a browser would go. */
const PROBE = 'https://same-site.invalid';

/**
 * Whitespace and control characters (the URL parser drops tabs and newlines, so `/\t/evil`
 * becomes `//evil`), backslashes (a browser reads `\` as `/`), and percent-encoded slashes,
 * backslashes and control characters (decoded by some router or proxy on the way).
 */
const REFUSED = /[\s\p{Cc}\p{Cf}\\]|%(?:2f|5c|[01][0-9a-f]|7f)/iu;

/**
 * A redirect target on this site, or undefined: the input must be a path (one `/`, not `//` or
 * `/\`), is resolved with URL as a browser would (dot segments, `%2e`), must stay on the
 * resolving origin, and answers normalised (path, query and fragment). A normalised path that
 * starts `//` (`/.//evil.example`, `/..//evil.example`) would be read as another host once it is
 * a Location, so it is refused too. One rule for every caller: payments, the shop, Connect,
 * RawPass.
 */
export function sameSitePath(input: string): string | undefined {
  if (input.length > SAME_SITE_PATH_MAX || !input.startsWith('/') || REFUSED.test(input)) {
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(input, PROBE);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE || url.username !== '' || url.password !== '') return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || path.startsWith('//') || REFUSED.test(url.pathname)) {
    return undefined;
  }
  return path;
}

/** The input schema of such a path: the normalised path, or a 400 with NOT_SAME_SITE. */
export const sameSitePathSchema = (field = 'returnPath') =>
  z
    .string({ error: `${field} must be a string` })
    .max(SAME_SITE_PATH_MAX, `${field} must be at most ${SAME_SITE_PATH_MAX} characters`)
    .transform((value, ctx) => {
      const path = sameSitePath(value);
      if (path === undefined) {
        ctx.addIssue({ code: 'custom', message: NOT_SAME_SITE.replace('returnPath', field) });
        return z.NEVER;
      }
      return path;
    });

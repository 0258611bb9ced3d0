import { z } from 'zod';
import { DomainError } from '../errors';

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

/** A path refused by sameSitePath: 400, naming the field. */
export class NotASameSitePath extends DomainError {
  constructor(field = 'returnPath') {
    const message = NOT_SAME_SITE.replace('returnPath', field);
    super(message, 400, { [field]: message });
  }
}

/**
 * The absolute URL of a same-site path on the site at `publicUrl`, resolved with URL and checked
 * to have the site's own origin (scheme, host and port); NotASameSitePath otherwise.
 */
export function sameSiteUrl(path: string, publicUrl: string, field = 'returnPath'): URL {
  const normalised = sameSitePath(path);
  if (normalised === undefined) throw new NotASameSitePath(field);
  const site = new URL(publicUrl);
  const url = new URL(normalised, site.origin);
  if (url.origin !== site.origin) throw new NotASameSitePath(field);
  return url;
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

import { DomainError } from '../errors';
import { NOT_SAME_SITE, sameSitePath } from './same-site-path-schema';

export {
  NOT_SAME_SITE,
  SAME_SITE_PATH_MAX,
  sameSitePath,
  sameSitePathSchema,
} from './same-site-path-schema';

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

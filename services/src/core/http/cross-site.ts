import { isIP } from 'node:net';
import type { Request, RequestHandler } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const CROSS_SITE = 'Cross-site requests are not allowed';
export const UNSERVED_HOST = 'This site is not served at that address';

/** Health checks: load balancers and orchestrators call them by an address of their own. */
export const HOST_FREE_PATHS = /^\/api\/health(?:\/|$)/;

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The address this request arrived at (an IP literal; `::ffff:` mapped addresses unwrapped). */
const localAddress = (req: Request): string | undefined => {
  const address = req.socket.localAddress;
  if (!address) return undefined;
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
};

/** A hostname without IPv6 brackets, lower case. */
const bare = (hostname: string) => hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');

/**
 * Whether this process serves a host name: PUBLIC_URL's, a loopback name (only a client on this
 * machine, or one that addressed it so, sends it), or the IP address the request arrived at (a
 * client that dialled the address itself). A DNS-rebinding page's requests carry the attacker's
 * own name, which is none of these.
 */
function servesHostname(req: Request, publicHostname: string, hostname: string): boolean {
  const name = bare(hostname);
  if (name === bare(publicHostname) || LOOPBACK_NAMES.has(name)) return true;
  if (name.startsWith('127.') && isIP(name) === 4) return true;
  const local = localAddress(req);
  return local !== undefined && isIP(name) !== 0 && name === bare(local);
}

/** The Host the request names (behind a trusted proxy, the one the proxy was asked for). */
const requestHost = (req: Request): string | undefined =>
  (req.app.get('trust proxy fn')?.(req.socket.remoteAddress, 0)
    ? req.get('x-forwarded-host')?.split(',')[0]?.trim()
    : undefined) ?? req.get('host');

const hostnameOf = (host: string): string | undefined => {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return undefined;
  }
};

/**
 * Refuses (421) a request whose Host this site does not serve, so a page on another name that
 * resolves to this server (DNS rebinding) reaches nothing: see servesHostname. Health checks
 * (`/api/health*`) are exempt: a load balancer calls them by an address of its own, and they
 * answer a visitor nothing private.
 */
export function refuseUnservedHost(publicUrl: string): RequestHandler {
  const publicHostname = new URL(publicUrl).hostname;
  return (req, res, next) => {
    if (HOST_FREE_PATHS.test(req.path)) return next();
    const host = requestHost(req);
    const hostname = host === undefined ? undefined : hostnameOf(host);
    if (hostname !== undefined && servesHostname(req, publicHostname, hostname)) return next();
    res.status(421).json({ message: UNSERVED_HOST });
  };
}

/**
 * Refuses state-changing requests made by another site (the approach of Go's
 * CrossOriginProtection): a browser says where a request comes from in Sec-Fetch-Site, older
 * ones in Origin, which must then be the site's own origin, scheme, host and port: PUBLIC_URL's,
 * or, for a request made to this machine by a loopback name or its own address (tests, the dev
 * server's proxy), exactly the origin the request was made to. Clients that send neither (curl,
 * servers) are not browsers and pass.
 */
export function refuseCrossSite(publicUrl: string): RequestHandler {
  const site = new URL(publicUrl);
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const fetchSite = req.get('sec-fetch-site');
    if (fetchSite !== undefined) {
      if (fetchSite === 'same-origin' || fetchSite === 'none') return next();
      return res.status(403).json({ message: CROSS_SITE });
    }
    const origin = req.get('origin');
    if (origin === undefined) return next();
    let from: URL | undefined;
    try {
      from = new URL(origin);
    } catch {
      from = undefined;
    }
    if (from !== undefined && sameOrigin(req, site, from)) return next();
    return res.status(403).json({ message: CROSS_SITE });
  };
}

function sameOrigin(req: Request, site: URL, from: URL): boolean {
  if (from.origin === 'null') return false;
  if (from.origin === site.origin) return true;
  // Not the public origin: only a request to this machine by its own name, from the same origin.
  if (bare(from.hostname) === bare(site.hostname)) return false;
  if (!servesHostname(req, site.hostname, from.hostname)) return false;
  return from.host === requestHost(req) && from.protocol === `${req.protocol}:`;
}

import type { RequestHandler } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests made by another site (the approach of Go's
 * CrossOriginProtection): a browser says where a request comes from in Sec-Fetch-Site, older
 * ones in Origin. Clients that send neither (curl, servers) are not browsers and pass.
 */
export const refuseCrossSite: RequestHandler = (req, res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const site = req.get('sec-fetch-site');
  if (site !== undefined) {
    if (site === 'same-origin' || site === 'none') return next();
    return res.status(403).json({ message: 'Cross-site requests are not allowed' });
  }
  const origin = req.get('origin');
  if (origin === undefined) return next();
  let originHost: string | undefined;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = undefined;
  }
  if (originHost !== undefined && originHost === req.get('host')) return next();
  return res.status(403).json({ message: 'Cross-site requests are not allowed' });
};

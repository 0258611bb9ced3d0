import type { RequestHandler } from 'express';

/**
 * For answers that depend on who asks (the session's user, an admin's records): no cache, a
 * shared proxy's or the browser's back/forward one, may keep a copy to give someone else or to
 * show after sign-out. A route that sets its own Cache-Control later (a public read whose answer
 * is the same for everyone) overrides it.
 */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

/** Every answer to a signed-in request is private to its user. */
export const noStoreWhenSignedIn: RequestHandler = (req, res, next) => {
  if (req.user) res.set('Cache-Control', 'no-store');
  next();
};

import type { RequestHandler } from 'express';

const hasBody = (headers: { 'content-length'?: string; 'transfer-encoding'?: string }) =>
  headers['transfer-encoding'] !== undefined ||
  (headers['content-length'] !== undefined && headers['content-length'] !== '0');

/**
 * Bodies must be JSON: a form post from elsewhere is refused. Multipart is taken only where a
 * route says so, and a plain HTML form's post (urlencoded) only on the paths of forms that work
 * before the site's scripts have run (the newsletter sign-up).
 */
export function requireJsonBodies(
  multipartPaths: readonly string[] = [],
  formPaths: readonly string[] = [],
): RequestHandler {
  return (req, res, next) => {
    if (!hasBody(req.headers)) return next();
    if (req.is('application/json')) return next();
    if (multipartPaths.includes(req.path) && req.is('multipart/form-data')) return next();
    if (formPaths.includes(req.path) && req.is('application/x-www-form-urlencoded')) return next();
    return res
      .status(415)
      .json({ message: 'Request bodies must be JSON (Content-Type: application/json)' });
  };
}

import type { RequestHandler } from 'express';

const hasBody = (headers: { 'content-length'?: string; 'transfer-encoding'?: string }) =>
  headers['transfer-encoding'] !== undefined ||
  (headers['content-length'] !== undefined && headers['content-length'] !== '0');

/** Bodies must be JSON (multipart only where a route says so): a form post from elsewhere is refused. */
export function requireJsonBodies(multipartPaths: readonly string[] = []): RequestHandler {
  return (req, res, next) => {
    if (!hasBody(req.headers)) return next();
    if (req.is('application/json')) return next();
    if (multipartPaths.includes(req.path) && req.is('multipart/form-data')) return next();
    return res
      .status(415)
      .json({ message: 'Request bodies must be JSON (Content-Type: application/json)' });
  };
}

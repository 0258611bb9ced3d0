import type { RequestHandler } from 'express';
import { ValidationFailed } from '../errors';

/** The first place in a parsed body or query where a string holds a NUL character. */
function nulAt(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = key.includes('\u0000') ? path || key : nulAt(inner, path || key);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text and jsonb cannot hold NUL (U+0000), and no form has a use for it: refuse it
 * up front, with the field it was in, instead of failing when the event is stored.
 */
export const refuseNulCharacters: RequestHandler = (req, _res, next) => {
  const field = nulAt(req.body, '') ?? nulAt(req.query, '');
  if (field === undefined) return next();
  next(
    new ValidationFailed({ [field || 'body']: 'Text must not contain NUL (\\u0000) characters' }),
  );
};

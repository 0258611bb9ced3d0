import type { ErrorRequestHandler } from 'express';
import { DomainError, TooManyRequests } from '../errors';
import { WrongExpectedRevision } from '../event-store/event-store';

// Codes that mean the database is out of reach, not that the request was wrong.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P03',
  '08006',
  '08001',
  '08003',
]);

function isUnavailable(error: unknown): boolean {
  const e = error as { code?: string; name?: string; message?: string };
  if (e.code && UNAVAILABLE_CODES.has(e.code)) return true;
  if (e.name === 'KnexTimeoutError') return true;
  return /Connection terminated|connect ECONNREFUSED/.test(e.message ?? '');
}

/** Maps every failure to a JSON answer with a message; never a stack trace. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) return;
  if (error instanceof TooManyRequests) {
    res.set('Retry-After', String(error.retryAfterSeconds));
  }
  if (error instanceof DomainError) {
    res
      .status(error.status)
      .json(
        error.errors
          ? { message: error.message, errors: error.errors }
          : { message: error.message },
      );
    return;
  }
  if (error instanceof WrongExpectedRevision) {
    res
      .status(409)
      .json({ message: 'Someone else changed this at the same time; reload and try again' });
    return;
  }
  const e = error as { type?: string; status?: number; expose?: boolean };
  if (e.type === 'entity.parse.failed') {
    res.status(400).json({ message: 'The request body is not valid JSON' });
    return;
  }
  if (e.type === 'entity.too.large') {
    res.status(413).json({ message: 'The request body is too large' });
    return;
  }
  if (e.expose && typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    res.status(e.status).json({ message: (error as Error).message });
    return;
  }
  if (isUnavailable(error)) {
    res.set('Retry-After', '5');
    res
      .status(503)
      .json({ message: 'The service is briefly unavailable; please try again in a moment' });
    return;
  }
  console.error(`${req.method} ${req.path} failed:`, error);
  res.status(500).json({ message: 'Something went wrong on our side' });
};

import type { ErrorRequestHandler } from 'express';
import { DomainError, TooManyRequests } from '../errors';
import { WrongExpectedRevision } from '../event-store/event-store';

// Codes that mean the database is out of reach, not that the request was wrong.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

// Errors of the clients (pg, knex, ioredis) that mean a server is out of reach.
const UNAVAILABLE_NAMES = new Set([
  'KnexTimeoutError',
  'MaxRetriesPerRequestError',
  // Redis did not answer within its bound (core/redis-guard.ts).
  'RedisUnavailable',
]);

const UNAVAILABLE_MESSAGES =
  /Connection terminated|connect ECONNREFUSED|not queryable|Connection is closed|Stream isn't writeable|Command timed out|the database system is (starting up|shutting down|in recovery mode)/;

/** True when the error (or what caused it) says a backing server is out of reach. */
export function isUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const e = error as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown };
  if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
  if (typeof e.name === 'string' && UNAVAILABLE_NAMES.has(e.name)) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  // A wrapped failure (an aggregate of connection attempts, an error with a cause).
  const errors = (error as { errors?: unknown }).errors;
  if (Array.isArray(errors) && errors.some((inner) => isUnavailable(inner, depth + 1))) return true;
  return isUnavailable(e.cause, depth + 1);
}

let lastUnavailableLog = 0;
/** One line now and then while a server is away, rather than one per refused request. */
function logUnavailable(error: unknown): void {
  const now = Date.now();
  if (now - lastUnavailableLog < 10_000) return;
  lastUnavailableLog = now;
  const e = error as { name?: string; message?: string };
  console.error(`answering 503: a backing server is unavailable (${e.name}: ${e.message})`);
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
  // A broken `%` escape in the path (`/api/prospects/%ff`): the router cannot decode a parameter.
  if (error instanceof URIError) {
    res.status(400).json({ message: 'The address holds a broken % escape' });
    return;
  }
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
    logUnavailable(error);
    res.set('Retry-After', '5');
    res
      .status(503)
      .json({ message: 'The service is briefly unavailable; please try again in a moment' });
    return;
  }
  console.error(`${req.method} ${req.path} failed:`, error);
  res.status(500).json({ message: 'Something went wrong on our side' });
};

import { type SessionData, Store } from 'express-session';
import type { Redis } from 'ioredis';

/** A session whose cookie carries no expiry (none of ours): kept a day. */
const DEFAULT_TTL_S = 86_400;

/**
 * express-session's store on ioredis, the API's one Redis client: each session one JSON string
 * under `prefix + id`, expiring when its cookie does (the cookie's maxAge, renewed on every
 * request since the middleware is rolling), so Redis forgets an idle session by itself.
 */
export class RedisSessionStore extends Store {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    super();
  }

  override get(sid: string, callback: (error: unknown, session?: SessionData | null) => void) {
    const session = this.redis
      .get(this.prefix + sid)
      .then((json) => (json ? (JSON.parse(json) as SessionData) : null));
    answer(session, callback);
  }

  override set(sid: string, session: SessionData, callback?: (error?: unknown) => void) {
    const key = this.prefix + sid;
    const ttl = ttlSeconds(session);
    const written =
      ttl > 0 ? this.redis.set(key, JSON.stringify(session), 'EX', ttl) : this.redis.del(key);
    answer(written.then(nothing), callback);
  }

  override touch(sid: string, session: SessionData, callback?: (error?: unknown) => void) {
    answer(this.redis.expire(this.prefix + sid, ttlSeconds(session)).then(nothing), callback);
  }

  override destroy(sid: string, callback?: (error?: unknown) => void) {
    answer(this.redis.del(this.prefix + sid).then(nothing), callback);
  }
}

/** Seconds until the session's cookie expires (express-session's Cookie counts maxAge down). */
function ttlSeconds(session: SessionData): number {
  const { maxAge, expires } = session.cookie ?? {};
  if (typeof maxAge === 'number') return Math.ceil(maxAge / 1000);
  if (expires) return Math.ceil((new Date(expires).getTime() - Date.now()) / 1000);
  return DEFAULT_TTL_S;
}

const nothing = () => undefined;

/** express-session's callback style: Redis's answer, or its error (a stored non-JSON too). */
function answer<T>(
  promise: Promise<T>,
  callback: ((error: unknown, value?: T) => void) | undefined,
): void {
  promise.then(
    (value) => callback?.(null, value),
    (error: unknown) => callback?.(error),
  );
}

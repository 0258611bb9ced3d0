import connectPgSimple from 'connect-pg-simple';
import type { RequestHandler } from 'express';
import session, { type Store } from 'express-session';
import type pg from 'pg';
import type { Config } from '../config';

export const SESSION_COOKIE = 'sid';

/** A store made elsewhere (Redis: `composition/redis-backing.ts`), or PostgreSQL's pool. */
export type SessionBacking = { store: Store } | { pool: pg.Pool };

function storeFor(backing: SessionBacking): Store {
  if ('store' in backing) return backing.store;
  const PgStore = connectPgSimple(session);
  return new PgStore({
    pool: backing.pool,
    tableName: 'http_sessions',
    createTableIfMissing: true,
    pruneSessionInterval: 15 * 60,
  });
}

export function sessionMiddleware(
  config: Config,
  /** The first signs new cookies; every one verifies, so adding a key first signs no one out. */
  secrets: string[],
  backing: SessionBacking,
): {
  middleware: RequestHandler;
  store: Store;
} {
  const store = storeFor(backing);
  const middleware = session({
    name: SESSION_COOKIE,
    secret: secrets,
    store,
    resave: false,
    saveUninitialized: false,
    // Every request renews the cookie and the stored session's expiry, so the idle timeout
    // counts from the last request; the store forgets a session idle past it, whatever cookie
    // a client still holds. The absolute timeout is checked on every request (current-user.ts).
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.nodeEnv === 'production',
      maxAge: config.sessionIdleTimeoutMs,
    },
  });
  return { middleware, store };
}

/**
 * The session middleware for a request that carries a session cookie, and nothing for one that
 * does not: an anonymous request (most of the public site's, every anonymous vote) has no
 * session to load, and the middleware would make one, find it empty and drop it again (a random
 * id and a hash, each time). A request without a session has `req.session` undefined; a route
 * that begins a session runs the middleware itself (it does nothing when the session is there).
 */
export function withSessionCookie(middleware: RequestHandler): RequestHandler {
  const carriesOne = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);
  return (req, res, next) => {
    if (carriesOne.test(req.headers.cookie ?? '')) middleware(req, res, next);
    else next();
  };
}

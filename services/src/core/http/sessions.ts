import connectPgSimple from 'connect-pg-simple';
import { RedisStore } from 'connect-redis';
import type { RequestHandler } from 'express';
import session, { type Store } from 'express-session';
import type pg from 'pg';
import type { Config } from '../config';

export const SESSION_COOKIE = 'sid';
/** A session unused this long ends (the cookie is renewed on every request). */
export const IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;
/** A session ends this long after sign-in, however active. */
export const ABSOLUTE_TIMEOUT_MS = 24 * 60 * 60 * 1000;

export type SessionBacking =
  | { redis: ConstructorParameters<typeof RedisStore>[0]['client']; prefix: string }
  | { pool: pg.Pool };

function storeFor(backing: SessionBacking): Store {
  if ('redis' in backing)
    return new RedisStore({ client: backing.redis, prefix: `${backing.prefix}:sess:` });
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
  secret: string,
  backing: SessionBacking,
): {
  middleware: RequestHandler;
  store: Store;
} {
  const store = storeFor(backing);
  const middleware = session({
    name: SESSION_COOKIE,
    secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.nodeEnv === 'production',
      maxAge: IDLE_TIMEOUT_MS,
    },
  });
  return { middleware, store };
}

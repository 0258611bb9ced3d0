import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { projectors } from '../../../projections/src';
import { projectionControl } from '../../../projections/src/runner/control';
import { rebuildProjectors } from '../../../projections/src/runner/rebuild';
import type { ProjectionRunner } from '../../../projections/src/runner/runner';
import { CheckpointWatcher } from '../../../projections/src/runner/watcher';
import { inProcessTransport } from '../../../projections/src/transports/in-process';
import type { ProjectionTransport } from '../../../projections/src/transports/transport';
import { ensureAdmin } from '../accounts';
import { type Clock, systemClock } from '../core/clock';
import type { Config } from '../core/config';
import type { AppContext } from '../core/context';
import { type Database, pgConnection } from '../core/database';
import { createAppServer, LISTEN_BACKLOG } from '../core/http/app-server';
import { createRateLimits, sweepExpiredLimitsPeriodically } from '../core/http/rate-limits';
import { type SessionBacking, sessionMiddleware } from '../core/http/sessions';
import { generatedKeys } from '../core/keys/generated-keys';
import { openKeyring } from '../core/keys/keyring';
import { throttledLog } from '../core/log';
import { createMailer, migrateMail } from '../core/mail/mailer';
import { startProcesses } from '../core/processes';
import { buildApp } from './app';
import { AREAS, PROCESSES } from './areas';
import { openBacking } from './backing';

export type ServerOptions = {
  /** Overrides config.port (0 = any free port, as tests use). */
  port?: number;
  /** Namespace for every Redis key (queues, sessions, limits), so test runs never meet. */
  redisPrefix?: string;
  /** With REDIS_URL: also run a projection worker in this process (tests, single-box installs). */
  runWorker?: boolean;
  /** A database opened by the caller (tests); closed by the caller too. */
  database?: Database;
  /** The time of day the API records and judges by (tests fix it); the machine's by default. */
  clock?: Clock;
};

export type RunningServer = {
  url: string;
  ctx: AppContext;
  runner: ProjectionRunner;
  stop(): Promise<void>;
};

/** Opens the backing services, migrates, starts the projections and serves the API. */
export async function startServer(
  config: Config,
  options: ServerOptions = {},
): Promise<RunningServer> {
  const cleanup: (() => Promise<unknown> | unknown)[] = [];
  const stop = async () => {
    for (const step of cleanup.reverse()) await step();
  };
  try {
    const backing = await openBacking(config, options.database);
    cleanup.push(() => backing.close());
    const { db, store, runner, outdated } = backing;
    const keys = await openKeyring(config.keys, generatedKeys(db.knex));
    const prefix = options.redisPrefix ?? 'nola';
    let transport: ProjectionTransport;
    let sessionBacking: SessionBacking;
    let limitsBacking: Parameters<typeof createRateLimits>[0];
    if (config.redisUrl) {
      const { openRedisBacking } = await import('./redis-backing');
      const redis = await openRedisBacking(config.redisUrl, prefix, runner, {
        runWorker: options.runWorker ?? false,
        cleanup,
      });
      transport = redis.transport;
      sessionBacking = { store: redis.sessionStore };
      limitsBacking = redis.limits;
    } else {
      transport = inProcessTransport(runner);
      // Sessions and rate limits share one small pool; a single connection on embedded PGlite,
      // where the limiter's named prepared statements would clash between connections.
      const shared = db.mode !== 'postgres';
      const pool = new pg.Pool({
        ...pgConnection(db.connection),
        max: shared ? 1 : 4,
        // Named statements outlive a connection on PGlite (one session for all): keep the one
        // connection open, and should it be replaced, start the new one without old statements.
        idleTimeoutMillis: shared ? 0 : 10_000,
        ...(shared
          ? {
              onConnect: async (client: pg.ClientBase) =>
                void (await client.query('deallocate all')),
            }
          : {}),
      });
      // An idle connection the server ends (a restart, a failover) is reported here; without a
      // listener it would crash the process. The pool opens new connections by itself.
      pool.on('error', throttledLog('sessions and rate limits: database'));
      cleanup.push(() => pool.end());
      sessionBacking = { pool };
      limitsBacking = { pool };
    }
    await transport.start();
    cleanup.push(() => transport.stop());
    // Rebuilds run here or in the CLI, never in a worker (which needs no more than the log).
    if (outdated.length > 0) void rebuildOutdated(runner, outdated);
    await migrateMail(db.knex);
    for (const area of AREAS) await area.migrate?.(db.knex);

    const ctx: AppContext = {
      config,
      db,
      knex: db.knex,
      store,
      transport,
      watcher: new CheckpointWatcher(db.knex, projectors, transport.feed),
      limits: await createRateLimits(limitsBacking),
      mailer: createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, ledger: db.knex }),
      keys,
      clock: options.clock ?? systemClock,
    };
    if (config.admin) {
      const outcome = await ensureAdmin(ctx, config.admin);
      if (outcome === 'created')
        console.log(`created the admin account "${config.admin.username}"`);
    }
    if (config.seedDemo) {
      for (const area of AREAS) {
        if (!area.seed) continue;
        const { what } = area.seed;
        const seeded = await area.seed.run(ctx, ctx.clock.now().getTime(), () =>
          console.log(`seeding ${what} (first start only; SEED_DEMO=0 turns it off)…`),
        );
        if (seeded !== 'already-seeded') console.log(`seeded ${what}: ${seeded}`);
      }
    }

    // Each area's background processes (core/area.ts), listed in the operations view.
    const processes = await startProcesses(ctx, PROCESSES);
    cleanup.push(() => processes.stop());
    // Rate limit rows past their window, deleted on the privacy page's schedule (Redis expires
    // its keys itself).
    if ('pool' in limitsBacking) cleanup.push(sweepExpiredLimitsPeriodically(ctx.knex));

    const sessions = sessionMiddleware(config, keys.sessionSecrets(), sessionBacking);
    cleanup.push(() => (sessions.store as { close?: () => unknown }).close?.());
    const app = buildApp(ctx, sessions.middleware, projectionControl(runner), processes.statuses);
    const server: Server = await new Promise((resolve, reject) => {
      const s = createAppServer(app).listen(
        { port: options.port ?? config.port, backlog: LISTEN_BACKLOG },
        () => resolve(s),
      );
      s.once('error', reject);
    });
    cleanup.push(() => drain(server));
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}`, ctx, runner, stop };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}

/**
 * How long a stop waits for the requests under way: they finish and are answered before the
 * database closes under them, and a stop still ends well within 5 s (main.ts's limit).
 */
const DRAIN_MS = 2_500;

/** Stops taking connections, lets the requests under way finish, then cuts what is left. */
function drain(server: Server): Promise<void> {
  return new Promise((resolve) => {
    // Keep-alive connections go as soon as they fall idle; close() alone would wait for them.
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const cut = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** Rebuilds, in the background, the projectors whose code changed since their tables were built. */
async function rebuildOutdated(runner: ProjectionRunner, names: readonly string[]): Promise<void> {
  try {
    for (const [name, result] of await rebuildProjectors(runner, names)) {
      if (result.status === 'rejected') {
        const error = result.reason;
        console.error(`rebuild of ${name} failed:`, error instanceof Error ? error.message : error);
      }
    }
  } catch (error) {
    console.error('rebuild failed:', error instanceof Error ? error.message : error);
  }
}

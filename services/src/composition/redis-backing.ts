import type { Store } from 'express-session';
import { Redis } from 'ioredis';
import type { ProjectionRunner } from '../../../projections/src/runner/runner';
import { bullmqTransport, startProjectionWorker } from '../../../projections/src/transports/bullmq';
import type { ProjectionTransport } from '../../../projections/src/transports/transport';
import { RedisSessionStore } from '../core/http/redis-session-store';
import { throttledLog } from '../core/log';
import { guardedStore, REDIS_COMMAND_MS, type RedisGuard, redisGuard } from '../core/redis-guard';

export type RedisBacking = {
  transport: ProjectionTransport;
  sessionStore: Store;
  limits: { redis: Redis; prefix: string; guard: RedisGuard };
};

/**
 * How long a command waits for Redis (REDIS_COMMAND_MS, core/redis-guard.ts), and how long a
 * start waits for it to connect. With Redis away or hung every call that needs it fails at once
 * or within COMMAND_MS (the error handler answers 503), and once one went unanswered the next
 * fail at once until Redis answers again (the guard); the API starts anyway after READY_MS and
 * reports itself unready (GET /api/health/ready).
 */
const COMMAND_MS = REDIS_COMMAND_MS;
const READY_MS = 2_000;
const RECONNECT_MAX_MS = 2_000;

/**
 * With REDIS_URL: the BullMQ projection queue (and a worker, when asked), and the one client of
 * the session store and the rate limits. Imported only then (server.ts), so embedded mode never
 * loads the Redis clients (about 40 MB). Each opened piece adds its closing step to `cleanup`.
 * Nothing here waits for Redis without a bound: a start with Redis away serves what does not
 * need it, and every client connects (and reconnects) in the background.
 */
export async function openRedisBacking(
  url: string,
  prefix: string,
  runner: ProjectionRunner,
  options: { runWorker: boolean; cleanup: (() => unknown)[] },
): Promise<RedisBacking> {
  const { cleanup } = options;
  const target = { url, prefix };
  const transport = bullmqTransport(target);
  if (options.runWorker) {
    const worker = startProjectionWorker(runner, target);
    cleanup.push(() => worker.stop());
  }
  // No offline queue: a command while Redis is away fails now instead of waiting for it.
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: COMMAND_MS,
    connectTimeout: COMMAND_MS,
    enableAutoPipelining: true,
    retryStrategy: (times) => Math.min(times * 100, RECONNECT_MAX_MS),
  });
  // ioredis reconnects by itself; meanwhile sessions and limited calls answer 503 (error handler).
  redis.on('error', throttledLog('sessions and rate limits: Redis'));
  cleanup.push(() => redis.disconnect());
  // Every command of a request (sessions, rate limits) is bounded by it, hung Redis included.
  const guard = redisGuard(() => redis.ping());
  cleanup.push(() => guard.stop());
  await Promise.race([
    ready(redis),
    new Promise((resolve) => setTimeout(resolve, READY_MS).unref()),
  ]);
  if (redis.status !== 'ready') {
    console.error(
      `Redis at REDIS_URL did not answer within ${READY_MS / 1000} s: serving what does not need it, unready until it does (GET /api/health/ready)`,
    );
  }
  const sessionStore = guardedStore(new RedisSessionStore(redis, `${prefix}:sess:`), guard);
  return { transport, sessionStore, limits: { redis, prefix, guard } };
}

const ready = (redis: Redis) =>
  redis.status === 'ready'
    ? Promise.resolve()
    : new Promise<void>((resolve) => redis.once('ready', () => resolve()));

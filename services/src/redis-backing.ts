import { RedisStore } from 'connect-redis';
import type { Store } from 'express-session';
import { Redis } from 'ioredis';
import { createClient } from 'redis';
import type { ProjectionRunner } from '../../projections/src/runner/runner';
import {
  bullmqTransport,
  queueRebuild,
  startProjectionWorker,
} from '../../projections/src/transports/bullmq';
import type { ProjectionTransport } from '../../projections/src/transports/transport';
import { throttledLog } from './core/log';

export type RedisBacking = {
  transport: ProjectionTransport;
  sessionStore: Store;
  limits: { redis: Redis; prefix: string };
};

/**
 * With REDIS_URL: the BullMQ projection queue (and a worker, when asked), the session store and
 * the rate limits' client. Imported only then (server.ts), so embedded mode never loads the
 * Redis clients (about 40 MB). Each opened piece adds its closing step to `cleanup`.
 */
export async function openRedisBacking(
  url: string,
  prefix: string,
  runner: ProjectionRunner,
  options: { outdated: string[]; runWorker: boolean; cleanup: (() => unknown)[] },
): Promise<RedisBacking> {
  const { cleanup } = options;
  const target = { url, prefix };
  const transport = bullmqTransport(target);
  if (options.runWorker) {
    const worker = startProjectionWorker(runner, target);
    cleanup.push(() => worker.stop());
  }
  for (const name of options.outdated) await queueRebuild(target, name);
  const redis = new Redis(url, { maxRetriesPerRequest: 3, enableAutoPipelining: true });
  // ioredis reconnects by itself; meanwhile limited calls answer 503 (error handler).
  redis.on('error', throttledLog('rate limits: Redis'));
  cleanup.push(() => redis.disconnect());
  const sessionClient = createClient({ url });
  sessionClient.on('error', throttledLog('session store: Redis'));
  await sessionClient.connect();
  cleanup.push(() => sessionClient.close());
  const sessionStore = new RedisStore({ client: sessionClient, prefix: `${prefix}:sess:` });
  return { transport, sessionStore, limits: { redis, prefix } };
}

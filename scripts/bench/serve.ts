import { startProjectionWorker } from '../../projections/src/transports/bullmq';
import { openBacking } from '../../services/src/composition/backing';
import { startServer } from '../../services/src/composition/server';
import { configOrExit } from '../cli';

/**
 * The site as `npm start` (argument `api`) or `npm run worker` (argument `worker`) runs it, in
 * its own process, except that every Redis key lives under BENCH_REDIS_PREFIX, so a benchmark
 * never meets a running site's queues, sessions or limits on the same Redis.
 */
const config = configOrExit();
const prefix = process.env.BENCH_REDIS_PREFIX ?? 'nola';
let stop: () => Promise<unknown>;
if (process.argv[2] === 'worker') {
  if (!config.redisUrl) throw new Error('the worker needs REDIS_URL');
  const backing = await openBacking(config);
  const worker = startProjectionWorker(backing.runner, { url: config.redisUrl, prefix });
  stop = async () => {
    await worker.stop();
    await backing.close();
  };
} else {
  const server = await startServer(config, { redisPrefix: prefix });
  stop = () => server.stop();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stop().finally(() => process.exit(0)));
}

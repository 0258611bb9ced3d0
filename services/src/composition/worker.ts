import { startProjectionWorker } from '../../../projections/src/transports/bullmq';
import { configOrExit } from '../../../scripts/cli';
import { openBacking } from './backing';

/** `npm run worker`: a BullMQ projection worker. Run as many as you like; one runner per projector is active. */
async function main(): Promise<void> {
  const config = configOrExit();
  if (!config.redisUrl || !config.databaseUrl) {
    console.error(
      'The worker needs DATABASE_URL and REDIS_URL. Without them (embedded mode) `npm start` runs the projections itself.',
    );
    process.exit(1);
  }
  const backing = await openBacking(config);
  const worker = startProjectionWorker(backing.runner, { url: config.redisUrl, prefix: 'nola' });
  console.log(
    `projection worker running ${backing.runner.projectors.map((p) => p.name).join(', ')}`,
  );
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    // Whatever is down (Redis, PostgreSQL), the worker is gone within STOP_LIMIT_MS.
    setTimeout(() => {
      console.error(`worker did not stop within ${STOP_LIMIT_MS / 1000} s; exiting anyway`);
      process.exit(1);
    }, STOP_LIMIT_MS).unref();
    await worker.stop();
    await backing.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

/** A supervisor kills after 10 s by default; the worker is gone well before. */
const STOP_LIMIT_MS = 6_000;

main().catch((error: unknown) => {
  console.error('worker failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});

import { startProjectionWorker } from '../projections/src/transports/bullmq';
import { openBacking } from '../services/src/backing';
import { configOrExit } from './cli';

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
  const shutdown = async () => {
    await worker.stop();
    await backing.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error('worker failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});

import { ConfigError, loadConfig } from '../core/config';
import { startServer } from './server';

/** `npm start`: the whole site on PORT, embedded unless DATABASE_URL/REDIS_URL/EVENTSTORE_URL say otherwise. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  // Signals are heard from the first moment: a stop asked for during the start waits for it
  // (bounded below), then stops what it started.
  const starting = startServer(config);
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    // A stop that hangs still ends: what was acknowledged is committed, the lock names a dead
    // process, and the next start recovers the database from its log.
    setTimeout(() => {
      console.error(`Did not stop within ${STOP_LIMIT_MS / 1000} s; exiting anyway`);
      process.exit(1);
    }, STOP_LIMIT_MS).unref();
    try {
      await (await starting).stop();
      process.exit(0);
    } catch (error) {
      console.error('Stopped with an error:', error instanceof Error ? error.message : error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await starting;
  const mode = config.databaseUrl ? 'PostgreSQL' : `embedded (data in ${config.dataDir})`;
  console.log(`NOLA sports site listening on http://localhost:${config.port} — ${mode}`);
}

/** A supervisor (systemd, Docker) kills after 10 s by default; we stop well before. */
const STOP_LIMIT_MS = 4_500;

main().catch((error: unknown) => {
  console.error('Could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});

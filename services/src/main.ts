import { ConfigError, loadConfig } from './core/config';
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
  const server = await startServer(config);
  const mode = config.databaseUrl ? 'PostgreSQL' : `embedded (data in ${config.dataDir})`;
  console.log(`NOLA sports site listening on http://localhost:${config.port} — ${mode}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});

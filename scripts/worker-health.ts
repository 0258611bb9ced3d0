import { hostname } from 'node:os';
import pg from 'pg';
import { WORKER_GONE_MS } from '../projections/src/runner/workers';

/**
 * A container's health check for its projection worker (docker-compose.yml): exits 0 when a
 * worker on this host (the container's hostname) beat its heartbeat in `projection_workers`
 * within WORKER_GONE_MS, else 1 with the reason. Reads DATABASE_URL, as the worker does.
 */
async function main(): Promise<number> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL is not set');
    return 1;
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ pid: number }>(
      `select pid from projection_workers
       where host = $1 and seen_at > now() - make_interval(secs => $2)`,
      [hostname(), WORKER_GONE_MS / 1000],
    );
    if (rows.length > 0) return 0;
    console.error(`no heartbeat from a worker on ${hostname()} in ${WORKER_GONE_MS / 1000} s`);
    return 1;
  } catch (error) {
    console.error('cannot read the heartbeats:', error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await client.end().catch(() => {});
  }
}

process.exitCode = await main();

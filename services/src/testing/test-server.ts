import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningServer, startServer } from '../composition/server';
import type { Clock } from '../core/clock';
import { type Config, loadConfig } from '../core/config';
import { type Database, openTestDatabase } from '../core/database';

export type TestServer = RunningServer & { close(): Promise<void> };

/** One deployment's shared backing, for several servers in turn or at once (the caller closes it). */
export type SharedBacking = { database: Database; redisPrefix: string };

export async function openSharedBacking(): Promise<SharedBacking> {
  return {
    database: await openTestDatabase(),
    redisPrefix: `test-${randomBytes(4).toString('hex')}`,
  };
}

/**
 * The whole API in-process on a free port, on a database of its own: real PostgreSQL and Redis
 * (BullMQ with a worker in-process) when DATABASE_URL/REDIS_URL are set, else embedded PGlite.
 * With `shared`, on that database and Redis prefix instead, as one more process of a deployment.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { runWorker?: boolean; shared?: SharedBacking; clock?: Clock } = {},
): Promise<TestServer> {
  const shared = options.shared;
  const database = shared?.database ?? (await openTestDatabase());
  // Mail and uploads land in a directory of this server's own, removed when it closes.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nola-test-'));
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: '0',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...env,
  });
  const server = await startServer(config, {
    port: 0,
    database,
    redisPrefix: shared?.redisPrefix ?? `test-${randomBytes(4).toString('hex')}`,
    runWorker: options.runWorker ?? true,
    clock: options.clock,
  });
  return {
    ...server,
    async close() {
      await server.stop();
      if (!shared) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The session cookie a response set (name=value), or undefined. */
export function sessionCookie(response: { headers: Record<string, unknown> }): string | undefined {
  const cookies = response.headers['set-cookie'];
  const list = Array.isArray(cookies) ? (cookies as string[]) : [];
  return list.find((c) => c.startsWith('sid='))?.split(';')[0];
}

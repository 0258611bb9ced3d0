import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openTestDatabase } from '../../services/src/core/database';
import { run } from '../cli';
import { freePort } from '../free-port';

/**
 * Votes per second through `POST /api/prospects/{id}/vote` with distinct voters (each its own
 * address behind a trusted proxy), and the time from a vote to the board that shows it.
 * The site runs as its own process, as `npm start` runs it (plus `npm run worker` with Redis),
 * on a scratch database: embedded PGlite, or a fresh database on DATABASE_URL's server.
 *   npm run bench:votes -- [--votes 2000] [--concurrency 32]
 */
const TSX = path.resolve('node_modules/.bin/tsx');
const ADMIN = { username: 'bench_admin', password: 'bench-password' };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

function launch(script: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(TSX, [script], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  child.on('exit', (code) => {
    if (code) console.error(`${script} exited with ${code}`);
  });
  return child;
}

async function waitForHealth(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the site did not become healthy within 60 s');
}

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;

run(async () => {
  const { values } = parseArgs({
    options: {
      votes: { type: 'string', default: '2000' },
      concurrency: { type: 'string', default: '32' },
    },
  });
  const total = Number(values.votes);
  const concurrency = Number(values.concurrency);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nola-bench-'));
  const scratch = process.env.DATABASE_URL ? await openTestDatabase() : undefined;
  await scratch?.knex.destroy();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _, REDIS_URL: __, EVENTSTORE_URL: ___, ...rest } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...rest,
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    TRUST_PROXY: 'true',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ...(scratch ? { DATABASE_URL: String(scratch.connection) } : {}),
    ...(scratch && process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  };
  const processes = [launch('services/src/main.ts', env)];
  if (env.REDIS_URL) processes.push(launch('scripts/worker.ts', env));
  try {
    await waitForHealth(url);
    const login = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    const ids: string[] = [];
    for (let rank = 1; rank <= 20; rank++) {
      const response = await fetch(`${url}/api/admin/prospects`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({
          firstName: 'Bench',
          lastName: `Prospect ${rank}`,
          positionPrimary: 'SS',
          school: 'Jesuit High School',
          gradYear: 2028,
          nolaRank: rank,
        }),
      });
      if (response.status !== 201) throw new Error(`adding a prospect: ${response.status}`);
      ids.push((await json<{ id: string }>(response)).id);
    }

    const vote = async (i: number, prospectId = ids[i % ids.length]) => {
      const started = performance.now();
      const response = await fetch(`${url}/api/prospects/${prospectId}/vote`, {
        method: 'POST',
        headers: { 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
      });
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`vote ${i}: ${response.status}`);
      return performance.now() - started;
    };

    // Throughput: `concurrency` voters at a time, each vote from a new address.
    let next = 0;
    const latencies: number[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) latencies.push(await vote(next++));
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    // Vote to board: one vote at a time, then read the board until it shows the new count.
    const id = ids[0] as string;
    const votesOf = async () =>
      (
        await json<{ data: { id: string; communityVotes: number }[] }>(
          await fetch(`${url}/api/prospects`),
        )
      ).data.find((p) => p.id === id)?.communityVotes ?? 0;
    const before = await votesOf();
    const toBoard: number[] = [];
    for (let i = 0; i < 50; i++) {
      const t0 = performance.now();
      await vote(total + i, id);
      while ((await votesOf()) < before + i + 1);
      toBoard.push(performance.now() - t0);
    }

    latencies.sort((a, b) => a - b);
    toBoard.sort((a, b) => a - b);
    const mode = scratch
      ? `PostgreSQL${env.REDIS_URL ? ' + Redis/BullMQ (one API process, one worker)' : ''}`
      : 'embedded PGlite';
    const ms = (n: number) => `${n.toFixed(1)} ms`;
    console.log(`mode: ${mode}; ${total} votes from distinct voters, ${concurrency} at a time`);
    console.log(`throughput: ${(total / seconds).toFixed(0)} votes/s (${seconds.toFixed(1)} s)`);
    console.log(
      `vote call (the vote is on the board when it returns): p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}`,
    );
    console.log(
      `vote to board (one vote, then a board read showing it): p50 ${ms(percentile(toBoard, 50))}, p95 ${ms(percentile(toBoard, 95))}`,
    );
  } finally {
    for (const child of processes) child.kill('SIGTERM');
    await Promise.all(
      processes.map((child) =>
        child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null,
      ),
    );
    await scratch?.close().catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
  }
});

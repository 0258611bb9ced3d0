import { parseArgs } from 'node:util';
import { ensureAdmin } from '../../services/src/accounts';
import { startTestServer } from '../../services/src/testing/test-server';
import { run } from '../cli';

/**
 * Votes per second through `POST /api/prospects/{id}/vote` with distinct voters (each its own
 * address behind a trusted proxy), and the time from a vote to the board that shows it.
 * Runs on a database of its own: embedded PGlite, or DATABASE_URL/REDIS_URL when set.
 *   npm run bench:votes -- [--votes 2000] [--concurrency 32]
 */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

run(async () => {
  const { values } = parseArgs({
    options: {
      votes: { type: 'string', default: '2000' },
      concurrency: { type: 'string', default: '32' },
    },
  });
  const total = Number(values.votes);
  const concurrency = Number(values.concurrency);
  const server = await startTestServer({ TRUST_PROXY: 'true' });
  try {
    const admin = { username: 'bench_admin', password: 'bench-password' };
    await ensureAdmin(server.ctx, admin);
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    const ids: string[] = [];
    for (let rank = 1; rank <= 20; rank++) {
      const response = await fetch(`${server.url}/api/admin/prospects`, {
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
      ids.push(((await response.json()) as { id: string }).id);
    }

    const vote = async (i: number, prospectId = ids[i % ids.length]) => {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/prospects/${prospectId}/vote`, {
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
    const toBoard: number[] = [];
    const id = ids[0] as string;
    const before = await (async () => {
      const board = (await (await fetch(`${server.url}/api/prospects`)).json()) as {
        data: { id: string; communityVotes: number }[];
      };
      return board.data.find((p) => p.id === id)?.communityVotes ?? 0;
    })();
    for (let i = 0; i < 50; i++) {
      const t0 = performance.now();
      await vote(total + i * ids.length, id);
      for (;;) {
        const board = (await (await fetch(`${server.url}/api/prospects`)).json()) as {
          data: { id: string; communityVotes: number }[];
        };
        const count = board.data.find((p) => p.id === id)?.communityVotes ?? 0;
        if (count >= before + i + 1) break;
      }
      toBoard.push(performance.now() - t0);
    }

    latencies.sort((a, b) => a - b);
    toBoard.sort((a, b) => a - b);
    const mode = process.env.DATABASE_URL
      ? `PostgreSQL${process.env.REDIS_URL ? ' + Redis/BullMQ' : ''}`
      : 'embedded PGlite';
    console.log(`mode: ${mode}; ${total} votes from distinct voters, ${concurrency} at a time`);
    console.log(`throughput: ${(total / seconds).toFixed(0)} votes/s (${seconds.toFixed(1)} s)`);
    console.log(
      `vote call (vote on the board when it returns): p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
    );
    console.log(
      `vote to board (vote call, then a board read showing it): p50 ${percentile(toBoard, 50).toFixed(1)} ms, p95 ${percentile(toBoard, 95).toFixed(1)} ms`,
    );
  } finally {
    await server.close();
  }
});

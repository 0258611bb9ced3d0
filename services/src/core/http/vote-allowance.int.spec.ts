import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openTestDatabase, pgConnection } from '../database';
import { TooManyRequests } from '../errors';
import {
  createVoteAllowanceTable,
  postgresVoteAllowance,
  redisVoteAllowance,
  type VoteAllowance,
} from './vote-allowance';

type Limit = { points: number; windowMs: number };
type Open = (limit: Limit, now: () => number) => VoteAllowance;

let database: Database;
let pool: pg.Pool;
let redis: Redis | undefined;
beforeAll(async () => {
  database = await openTestDatabase();
  pool = new pg.Pool({ ...pgConnection(database.connection), max: 4 });
  await createVoteAllowanceTable(pool);
  if (process.env.REDIS_URL) redis = new Redis(process.env.REDIS_URL);
});
afterAll(async () => {
  redis?.disconnect();
  await pool?.end();
  await database?.close();
});

const backends: [string, Open | undefined][] = [
  ['PostgreSQL', (limit, now) => postgresVoteAllowance(pool, limit, now)],
  [
    'Redis',
    process.env.REDIS_URL
      ? (limit) =>
          redisVoteAllowance(
            { redis: redis as Redis, prefix: `test-${randomBytes(4).toString('hex')}` },
            limit,
          )
      : undefined,
  ],
];

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe.each(backends)('the vote allowance in %s', (_name, open) => {
  const run = open ? it : it.skip;
  let clock = Date.now();
  const allowance = (points: number) => (open as Open)({ points, windowMs: 60_000 }, () => clock);

  run(
    'counts targets: past its points a new target is refused, with when to try again',
    async () => {
      const votes = allowance(2);
      const voter = randomUUID();
      await votes.claim(voter, 'a', 'Too many votes');
      await votes.claim(voter, 'b', 'Too many votes');
      const error = await refusal(votes.claim(voter, 'c', 'Too many votes from this address'));
      expect(error).toBeInstanceOf(TooManyRequests);
      expect((error as TooManyRequests).message).toBe('Too many votes from this address');
      expect((error as TooManyRequests).retryAfterSeconds).toBeGreaterThan(0);
      expect((error as TooManyRequests).retryAfterSeconds).toBeLessThanOrEqual(60);
      // Another voter's allowance is its own.
      await votes.claim(randomUUID(), 'c', 'Too many votes');
    },
  );

  run('lets a repeat of a claimed target through even when the allowance is spent', async () => {
    const votes = allowance(1);
    const voter = randomUUID();
    await votes.claim(voter, 'a', 'Too many votes');
    await votes.claim(voter, 'a', 'Too many votes');
    await expect(votes.claim(voter, 'b', 'Too many votes')).rejects.toBeInstanceOf(TooManyRequests);
    await votes.claim(voter, 'a', 'Too many votes');
  });

  run('gives a released claim back', async () => {
    const votes = allowance(1);
    const voter = randomUUID();
    await votes.claim(voter, 'a', 'Too many votes');
    await votes.release(voter, 'a');
    await votes.claim(voter, 'b', 'Too many votes');
    await expect(votes.claim(voter, 'c', 'Too many votes')).rejects.toBeInstanceOf(TooManyRequests);
  });

  run('frees every claim when its window ends', async () => {
    const windowMs = 300;
    const votes = (open as Open)({ points: 1, windowMs }, () => clock);
    const voter = randomUUID();
    await votes.claim(voter, 'a', 'Too many votes');
    await expect(votes.claim(voter, 'b', 'Too many votes')).rejects.toBeInstanceOf(TooManyRequests);
    // Redis expires the key by itself; PostgreSQL's row starts a new window past its end.
    clock += windowMs + 1;
    await new Promise((resolve) => setTimeout(resolve, windowMs + 50));
    await votes.claim(voter, 'b', 'Too many votes');
  });

  run(
    'decides claims that arrive at once one at a time: 40 targets at 10 points pass 10',
    async () => {
      const votes = allowance(10);
      const voter = randomUUID();
      const outcomes = await Promise.all(
        Array.from({ length: 40 }, (_, i) => refusal(votes.claim(voter, `t${i}`, 'Too many'))),
      );
      expect(outcomes.filter((outcome) => outcome === undefined)).toHaveLength(10);
      expect(outcomes.filter((outcome) => outcome instanceof TooManyRequests)).toHaveLength(30);
    },
  );

  run('lets 200 claims of one target at once all through: the store decides repeats', async () => {
    const votes = allowance(1);
    const voter = randomUUID();
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, () => refusal(votes.claim(voter, 'same', 'Too many'))),
    );
    expect(outcomes.filter((outcome) => outcome !== undefined)).toEqual([]);
  });
});

import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { AppContext } from '../core/context';
import { pgConnection } from '../core/database';
import {
  createVoteAllowanceTable,
  postgresVoteAllowance,
  redisVoteAllowance,
  type VoteAllowance,
} from '../core/http/vote-allowance';

/**
 * A vote allowance of `points` targets per minute where the test server keeps its own (Redis when
 * it has one, else its database), for tests that would otherwise cast 150 votes to reach it.
 */
export async function smallVoteAllowance(
  ctx: Pick<AppContext, 'config' | 'db'>,
  points: number,
): Promise<{ allowance: VoteAllowance; close(): Promise<void> }> {
  const limit = { points, windowMs: 60_000 };
  if (ctx.config.redisUrl) {
    const redis = new Redis(ctx.config.redisUrl);
    const prefix = `test-${randomBytes(4).toString('hex')}`;
    return {
      allowance: redisVoteAllowance({ redis, prefix }, limit),
      close: async () => void redis.disconnect(),
    };
  }
  const pool = new pg.Pool({ ...pgConnection(ctx.db.connection), max: 1 });
  await createVoteAllowanceTable(pool);
  return { allowance: postgresVoteAllowance(pool, limit), close: () => pool.end() };
}

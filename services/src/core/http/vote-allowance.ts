import type { Redis } from 'ioredis';
import type { Knex } from 'knex';
import type pg from 'pg';
import { TooManyRequests } from '../errors';
import type { RedisGuard } from '../redis-guard';

/**
 * How many targets (prospects, nominations) one voter may vote for in a window: 150 in the ten
 * minutes from its first vote, enough to vote for the whole board. It counts distinct targets,
 * so a repeat of a vote claims nothing more, and a burst of repeats is decided by the store (its
 * `no_stream`), not here. Kept where every API process sees it (Redis, else PostgreSQL), and
 * nowhere in a process.
 */
export const VOTE_ALLOWANCE = { points: 150, windowMs: 10 * 60 * 1000 } as const;

export type VoteAllowance = {
  /**
   * Claims `target` for the voter; throws TooManyRequests (with `message`) when it is a target
   * not claimed in the window and the window's allowance is spent. A target claimed already
   * passes.
   */
  claim(voterKey: string, target: string, message: string): Promise<void>;
  /** Gives back the claim of a vote that did not count (the target refused it). */
  release(voterKey: string, target: string): Promise<void>;
};

type Limit = { points: number; windowMs: number };

/**
 * One set per voter (its targets), expiring when its window ends, as the rate limits' keys do
 * (the window opens with the voter's first claim). One script: atomic across every API
 * process. Answers -1 when the claim holds, else the milliseconds until the window ends.
 */
const CLAIM = `
if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 1 then return -1 end
if redis.call('SCARD', KEYS[1]) >= tonumber(ARGV[2]) then
  return math.max(1, redis.call('PTTL', KEYS[1]))
end
redis.call('SADD', KEYS[1], ARGV[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
return -1
`;

export function redisVoteAllowance(
  backing: { redis: Redis; prefix: string; guard?: RedisGuard },
  limit: Limit = VOTE_ALLOWANCE,
): VoteAllowance {
  const key = (voterKey: string) => `${backing.prefix}:votes_client:${voterKey}`;
  const run = <T>(what: string, command: () => Promise<T>) =>
    backing.guard ? backing.guard.run(what, command) : command();
  return {
    async claim(voterKey, target, message) {
      const wait = Number(
        await run('vote allowance', () =>
          backing.redis.eval(CLAIM, 1, key(voterKey), target, limit.points, limit.windowMs),
        ),
      );
      if (wait >= 0) throw TooManyRequests.after(wait, message);
    },
    async release(voterKey, target) {
      await run('vote allowance', () => backing.redis.srem(key(voterKey), target));
    },
  };
}

/**
 * The PostgreSQL allowance's table: a row per voter, its window's end and the targets claimed in
 * it, deleted once its window has ended (the rate limits' sweep).
 */
export const VOTE_ALLOWANCE_TABLE = 'vote_allowance';

/** Creates the table if it is missing (as each PostgreSQL rate limiter does its own). */
export async function createVoteAllowanceTable(pool: pg.Pool): Promise<void> {
  // expires_at in epoch milliseconds, as the rate limits' table keeps them.
  await pool.query(`create table if not exists ${VOTE_ALLOWANCE_TABLE} (
    voter_key text primary key,
    expires_at bigint not null,
    targets text[] not null
  )`);
}

/**
 * The same allowance in PostgreSQL, for a deployment without Redis and the embedded mode. One
 * statement: the upsert locks the voter's row, and its update reads the row as the claim before
 * it left it, so claims that arrive at once are decided one after another.
 */
export function postgresVoteAllowance(
  pool: pg.Pool,
  limit: Limit = VOTE_ALLOWANCE,
  now: () => number = Date.now,
): VoteAllowance {
  const table = VOTE_ALLOWANCE_TABLE;
  const claim = `
    insert into ${table} as held (voter_key, expires_at, targets)
    values ($1, $3::bigint + $4::bigint, array[$2::text])
    on conflict (voter_key) do update set
      targets = case
        when held.expires_at <= $3 then array[$2::text]
        when $2 = any(held.targets) or cardinality(held.targets) >= $5 then held.targets
        else held.targets || $2::text
      end,
      expires_at = case when held.expires_at <= $3 then excluded.expires_at else held.expires_at end
    returning $2 = any(targets) as claimed, expires_at`;
  return {
    async claim(voterKey, target, message) {
      const at = now();
      const { rows } = await pool.query<{ claimed: boolean; expires_at: string }>(claim, [
        voterKey,
        target,
        at,
        limit.windowMs,
        limit.points,
      ]);
      const row = rows[0];
      if (!row?.claimed) throw TooManyRequests.after(Number(row?.expires_at ?? at) - at, message);
    },
    async release(voterKey, target) {
      await pool.query(
        `update ${table} set targets = array_remove(targets, $2) where voter_key = $1`,
        [voterKey, target],
      );
    },
  };
}

/** Deletes the allowances whose window had ended by `now` (the rate limits' sweep calls it). */
export async function deleteExpiredVoteClaims(knex: Knex, now: number): Promise<number> {
  return knex(VOTE_ALLOWANCE_TABLE).where('expires_at', '<=', now).delete();
}

import type { Redis } from 'ioredis';
import type { Knex } from 'knex';
import type pg from 'pg';
import {
  type RateLimiterAbstract,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { TooManyRequests } from '../errors';
import { every } from '../every';
import type { Keyring } from '../keys/keyring';
import { guardedLimiter, type RedisGuard } from '../redis-guard';
import {
  createVoteAllowanceTable,
  deleteExpiredVoteClaims,
  postgresVoteAllowance,
  redisVoteAllowance,
  type VoteAllowance,
} from './vote-allowance';

/**
 * Every limit is keyed by something that names no one: a client is its client key (an HMAC of
 * its address, context.ts), never the raw address, so neither Redis nor PostgreSQL holds one.
 */
export type RateLimits = {
  /** Consecutive failed logins per username and client (reset by a success). */
  loginFailuresByUserAndIp: RateLimiterAbstract;
  /** Failed logins per client per day. */
  loginFailuresByIp: RateLimiterAbstract;
  /** Registrations per client per hour. */
  registrationsByIp: RateLimiterAbstract;
  /** Targets voted for per client (voter key) per ten minutes (vote-allowance.ts). */
  votesByClient: VoteAllowance;
  /** Public form posts (contact, newsletter, evaluation requests) per client per hour. */
  formsByClient: RateLimiterAbstract;
  /** Password-reset requests per client per hour. */
  resetRequestsByClient: RateLimiterAbstract;
  /** Uploads per signed-in user per hour. */
  uploadsByUser: RateLimiterAbstract;
  /** Boards replayed from the log (`?asOf=`) per client per minute: each reads the whole log. */
  boardReplaysByClient: RateLimiterAbstract;
  /** YouScout nominations per signed-in account per day. */
  nominationsByUser: RateLimiterAbstract;
  /** Consent requests a nomination mails, per guardian address (recipientKey) per day. */
  consentMailsByRecipient: RateLimiterAbstract;
  /** YouScout comments per signed-in account per hour. */
  commentsByUser: RateLimiterAbstract;
  /** New consent links asked for, per signed-in account per hour. */
  consentRequestsByUser: RateLimiterAbstract;
  /** New consent links asked for, per athlete (whose link goes to its one guardian address) per day. */
  consentRequestsByAthlete: RateLimiterAbstract;
  /** Removal-link requests per address named (recipientKey) per day. */
  removalRequestsByRecipient: RateLimiterAbstract;
  /** Removal-link requests per signed-in account per hour (signed out, formsByClient bounds them). */
  removalRequestsByUser: RateLimiterAbstract;
  /** Shop checkouts per client per hour: each holds stock for 30 minutes. */
  checkoutsByClient: RateLimiterAbstract;
};

type Limit = { keyPrefix: string; points: number; duration: number; blockDuration?: number };

const LIMITS = {
  loginFailuresByUserAndIp: {
    keyPrefix: 'login_fail_user_ip',
    points: 10,
    duration: 60 * 60,
    blockDuration: 15 * 60,
  },
  loginFailuresByIp: {
    keyPrefix: 'login_fail_ip',
    points: 100,
    duration: 24 * 60 * 60,
    blockDuration: 24 * 60 * 60,
  },
  registrationsByIp: { keyPrefix: 'register_ip', points: 20, duration: 60 * 60 },
  formsByClient: { keyPrefix: 'forms_client', points: 20, duration: 60 * 60 },
  resetRequestsByClient: { keyPrefix: 'reset_client', points: 10, duration: 60 * 60 },
  uploadsByUser: { keyPrefix: 'uploads_user', points: 60, duration: 60 * 60 },
  boardReplaysByClient: { keyPrefix: 'replays_client', points: 30, duration: 60 },
  // The community's writes (issue 36 item 2; docs/security.md): a parent nominating a team, a
  // fan at a tournament, a guardian whose link expired stay well inside them.
  nominationsByUser: { keyPrefix: 'nominations_user', points: 10, duration: 24 * 60 * 60 },
  consentMailsByRecipient: { keyPrefix: 'consent_mail_to', points: 3, duration: 24 * 60 * 60 },
  commentsByUser: { keyPrefix: 'comments_user', points: 20, duration: 60 * 60 },
  consentRequestsByUser: { keyPrefix: 'consent_req_user', points: 5, duration: 60 * 60 },
  consentRequestsByAthlete: {
    keyPrefix: 'consent_req_athlete',
    points: 3,
    duration: 24 * 60 * 60,
  },
  removalRequestsByRecipient: { keyPrefix: 'removal_to', points: 5, duration: 24 * 60 * 60 },
  removalRequestsByUser: { keyPrefix: 'removal_user', points: 5, duration: 60 * 60 },
  // A family retrying a declined card a few times stays inside it; a bot holding the whole
  // catalogue for half an hour does not.
  checkoutsByClient: { keyPrefix: 'checkouts_ip', points: 20, duration: 60 * 60 },
} satisfies Record<Exclude<keyof RateLimits, 'votesByClient'>, Limit>;

/** The PostgreSQL limiters' one table (key, points, expire in epoch ms). */
const LIMITS_TABLE = 'rate_limits';

/**
 * Rate limits in Redis when it is configured (shared by every API process), else in PostgreSQL.
 * The PostgreSQL limiter uses named prepared statements; on embedded PGlite every connection
 * shares one session, so give it a pool of one connection there.
 */
export async function createRateLimits(
  backing: { redis: Redis; prefix: string; guard?: RedisGuard } | { pool: pg.Pool },
): Promise<RateLimits> {
  const make = async (limit: Limit): Promise<RateLimiterAbstract> => {
    if ('redis' in backing) {
      const limiter = new RateLimiterRedis({
        storeClient: backing.redis,
        ...limit,
        keyPrefix: `${backing.prefix}:${limit.keyPrefix}`,
      });
      // Bounded, so a hung Redis answers 503 within REDIS_COMMAND_MS (redis-guard.ts).
      return backing.guard ? guardedLimiter(limiter, backing.guard) : limiter;
    }
    return new Promise((resolve, reject) => {
      const limiter: RateLimiterPostgres = new RateLimiterPostgres(
        {
          storeClient: backing.pool,
          storeType: 'pool',
          tableName: LIMITS_TABLE,
          // Its own sweep deletes only rows expired over an hour ago, every 5 minutes, and
          // hides its errors: sweepExpiredLimitsPeriodically keeps the privacy page's schedule.
          clearExpiredByTimeout: false,
          ...limit,
        },
        (error?: Error) => (error ? reject(error) : resolve(limiter)),
      );
    });
  };
  // One after another: each PostgreSQL limiter creates the shared table if it is missing, and
  // concurrent `create table if not exists` statements can collide on the table's row type.
  const limiters: [keyof typeof LIMITS, RateLimiterAbstract][] = [];
  for (const name of Object.keys(LIMITS) as (keyof typeof LIMITS)[]) {
    limiters.push([name, await make(LIMITS[name])]);
  }
  let votesByClient: VoteAllowance;
  if ('redis' in backing) votesByClient = redisVoteAllowance(backing);
  else {
    await createVoteAllowanceTable(backing.pool);
    votesByClient = postgresVoteAllowance(backing.pool);
  }
  return { ...(Object.fromEntries(limiters) as Omit<RateLimits, 'votesByClient'>), votesByClient };
}

/** Spends a point; throws 429 when none were left. */
export async function spend(
  limiter: RateLimiterAbstract,
  key: string,
  message?: string,
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      throw TooManyRequests.after(error.msBeforeNext, message);
    }
    throw error;
  }
}

/** What a community limit's 429 says (each names what was limited, never whose address it is). */
export const TOO_MANY = {
  nominations: 'Too many nominations from this account; please try again later',
  consentMails:
    'Too many consent requests have been mailed to this guardian address; please try again later',
  comments: 'Too many comments from this account; please try again later',
  consentRequests: 'Too many consent links asked for; please try again later',
  removalRequests:
    "Too many removal links asked for; please try again later, or sign in as the athlete's guardian to remove it at once",
} as const;

/**
 * A limit's key for a mail address (a recipient): its keyed hash under the visitor key, so no
 * limit store holds the address. Case and surrounding spaces do not make a new recipient.
 */
export function recipientKey(ctx: { keys: Keyring }, address: string): string {
  return ctx.keys.visitor.mac(`recipient:${address.trim().toLowerCase()}`).toString('base64url');
}

/**
 * How often PostgreSQL's limit rows past their window are deleted. The privacy page promises a
 * visitor's keyed hash goes within the hour after its window (or block) ends; Redis expires its
 * keys by itself at that moment.
 */
export const LIMITS_SWEEP_EVERY_MS = 15 * 60 * 1000;

/** Deletes the limit rows (and vote claims) whose window (or block) had ended by `now`; answers how many. */
export async function deleteExpiredLimits(knex: Knex, now: number): Promise<number> {
  const limits = await knex(LIMITS_TABLE).where('expire', '<', now).delete();
  return limits + (await deleteExpiredVoteClaims(knex, now));
}

/**
 * Deletes expired limit rows now and every LIMITS_SWEEP_EVERY_MS; answers the function that
 * stops it, which waits for a sweep under way. Several API processes may each sweep.
 */
export const sweepExpiredLimitsPeriodically = (knex: Knex): (() => Promise<void>) =>
  every(LIMITS_SWEEP_EVERY_MS, 'rate limit sweep', () => deleteExpiredLimits(knex, Date.now()));

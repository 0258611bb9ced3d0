import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';
import {
  deleteExpiredLimits,
  LIMITS_SWEEP_EVERY_MS,
  type RateLimits,
  sweepExpiredLimitsPeriodically,
} from './rate-limits';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const contact = () =>
  request(server.url).post('/api/contact').send({
    name: 'Al',
    email: 'al@example.com',
    organization: 'NORD',
    message: 'We would like to talk about our fields.',
  });

describe('rate limits', () => {
  // On embedded PGlite every connection shares one session, and the limiter's named prepared
  // statements outlived a pooled connection closed for idleness: its successor failed to
  // prepare them again, and every rate-limited call answered 500 after ten quiet seconds.
  it('keep working after their connection has sat idle longer than a pool keeps it', async () => {
    await contact().expect(201);
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    await contact().expect(201);
  }, 30_000);
});

// ---------- retention: the privacy page's schedule for a visitor's keyed hash ----------

const MINUTE = 60_000;

/**
 * Every limiter, and the longest one of its keys lives: its window, or a block earned in it. The
 * vote allowance (targets, not points) is the last: VOTES_WINDOW.
 */
type Limiter = Exclude<keyof RateLimits, 'votesByClient'>;
const VOTES_WINDOW = 10 * MINUTE;
const LONGEST: Record<Limiter, number> = {
  loginFailuresByUserAndIp: (60 + 15) * MINUTE,
  loginFailuresByIp: 48 * 60 * MINUTE,
  registrationsByIp: 60 * MINUTE,
  formsByClient: 60 * MINUTE,
  resetRequestsByClient: 60 * MINUTE,
  uploadsByUser: 60 * MINUTE,
  boardReplaysByClient: MINUTE,
  nominationsByUser: 24 * 60 * MINUTE,
  consentMailsByRecipient: 24 * 60 * MINUTE,
  commentsByUser: 60 * MINUTE,
  consentRequestsByUser: 60 * MINUTE,
  consentRequestsByAthlete: 24 * 60 * MINUTE,
  removalRequestsByRecipient: 24 * 60 * MINUTE,
  removalRequestsByUser: 60 * MINUTE,
  checkoutsByClient: 60 * MINUTE,
};
const LIMITERS = Object.keys(LONGEST) as Limiter[];

/** Spends a point of every limiter for this client, and gets its address blocked for a day. */
async function spendEverything(client: string) {
  const { limits } = server.ctx;
  for (const name of LIMITERS) await limits[name].consume(client);
  await limits.votesByClient.claim(client, randomUUID(), 'Too many votes');
  // The 101st failed sign-in in a day blocks the address for the day that follows it.
  for (let i = 2; i <= 100; i++) await limits.loginFailuresByIp.consume(client);
  await expect(limits.loginFailuresByIp.consume(client)).rejects.toMatchObject({
    remainingPoints: 0,
  });
}

describe.runIf(!process.env.REDIS_URL)(
  'rate limits in PostgreSQL, against the privacy page',
  () => {
    const limitRows = (client: string): Promise<string[]> =>
      server.ctx
        .knex('rate_limits')
        .where('key', 'like', `%:${client}`)
        .orderBy('key')
        .pluck('key');
    // The vote allowance's claims, under the name the limiter's rows had: votes_client:<key>.
    const voteRows = async (client: string): Promise<string[]> =>
      (await server.ctx.knex('vote_allowance').where('voter_key', client).pluck('voter_key')).map(
        (key) => `votes_client:${key}`,
      );
    const rows = async (client: string): Promise<string[]> =>
      [...(await limitRows(client)), ...(await voteRows(client))].sort();
    const sweepAt = (now: number) => deleteExpiredLimits(server.ctx.knex, now);

    afterEach(() => {
      vi.useRealTimers();
    });

    it("keep a visitor's keyed hash until its window (or block) ends, and the sweep deletes it then", async () => {
      const client = randomUUID();
      const start = Date.now();
      await spendEverything(client);
      expect(await rows(client)).toHaveLength(LIMITERS.length + 1);

      // While every window is open the sweep keeps every row.
      await sweepAt(start);
      expect(await rows(client)).toHaveLength(LIMITERS.length + 1);

      // The minute's window (past boards) ends first, then the ten minutes' (votes), then the rest.
      await sweepAt(Date.now() + MINUTE + 1);
      expect(await rows(client)).not.toContain(`replays_client:${client}`);
      expect(await rows(client)).toContain(`votes_client:${client}`);
      await sweepAt(Date.now() + VOTES_WINDOW + 1);
      expect(await rows(client)).not.toContain(`votes_client:${client}`);
      await sweepAt(Date.now() + LONGEST.loginFailuresByUserAndIp + 1);
      // Left: the blocked address's count of failed sign-ins, until its day's block ends, and
      // the day-long windows (nominations, consent mails, removal requests per recipient).
      const dayLong = LIMITERS.filter((name) => LONGEST[name] > LONGEST.loginFailuresByUserAndIp);
      expect((await rows(client)).sort()).toEqual(
        dayLong.map((name) => server.ctx.limits[name].getKey(client)).sort(),
      );
      expect(dayLong.length).toBeGreaterThan(1);
      await sweepAt(Date.now() + 24 * 60 * MINUTE + 1);
      expect(await rows(client)).toEqual([]);
    });

    it('the sweep runs by itself every quarter hour: a row whose window has ended is gone then', async () => {
      expect(LIMITS_SWEEP_EVERY_MS).toBeLessThanOrEqual(60 * MINUTE);
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const stop = sweepExpiredLimitsPeriodically(server.ctx.knex);
      const client = randomUUID();
      await server.ctx.limits.formsByClient.consume(client);
      // As if its hour had ended a minute ago.
      await server.ctx
        .knex('rate_limits')
        .where('key', `forms_client:${client}`)
        .update({ expire: Date.now() - MINUTE });
      expect(await rows(client)).toHaveLength(1);

      vi.advanceTimersByTime(LIMITS_SWEEP_EVERY_MS);
      await stop();
      expect(await rows(client)).toEqual([]);
    });
  },
);

describe.runIf(process.env.REDIS_URL)('rate limits in Redis, against the privacy page', () => {
  it("expire a visitor's keyed hash when its window (or block) ends", async () => {
    const redis = new Redis(process.env.REDIS_URL ?? '', { lazyConnect: true });
    await redis.connect();
    try {
      const client = randomUUID();
      await spendEverything(client);
      for (const name of LIMITERS) {
        const ttl = await redis.pttl(server.ctx.limits[name].getKey(client));
        expect(ttl, name).toBeGreaterThan(0);
        expect(ttl, name).toBeLessThanOrEqual(LONGEST[name]);
      }
      const votes = await redis.keys(`*:votes_client:${client}`);
      expect(votes).toHaveLength(1);
      const ttl = await redis.pttl(votes[0] ?? '');
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(VOTES_WINDOW);
    } finally {
      redis.disconnect();
    }
  });
});

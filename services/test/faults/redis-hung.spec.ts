import { afterAll, describe, expect, it } from 'vitest';
import { REDIS_COMMAND_MS } from '../../src/core/redis-guard';
import { scratchDatabase } from './support/databases';
import { privateRedis, skipReason, waitUntil } from './support/processes';
import { ADMIN, addProspects, call, startSite } from './support/site';

/**
 * Issue 36, item 19. A Redis that hangs (SIGSTOP: it keeps its connections and accepts new ones,
 * but answers nothing) used to hold every signed-in request for as long as it hung (20 s), the
 * admin's readiness check never answered, and votes and logins took 3-4 s to answer 503. Every
 * Redis command of a request is now bounded (REDIS_COMMAND_MS): the session read, the rate
 * limits, the readiness check answer 503 within it, and at once after the first one went
 * unanswered. When Redis answers again, so does the site.
 */
const reason = skipReason({ redis: true });

/** The bound, and what an HTTP round trip on a busy test machine adds to it. */
const BOUND_MS = REDIS_COMMAND_MS + 750;

async function timed<T>(what: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await what();
  return [result, performance.now() - started];
}

describe.skipIf(reason)('a hung Redis (issue 36, item 19)', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => {});
  });

  it('answers 503 within the bound: the signed-in user, a vote, a login, readiness', async () => {
    const redis = await privateRedis();
    cleanup.push(() => redis.kill());
    const db = await scratchDatabase(String(process.env.DATABASE_URL));
    cleanup.push(() => db.drop());
    // TRUST_PROXY off: the test, on loopback, is the local operator who reads the details.
    const site = await startSite({
      databaseUrl: db.url,
      redisUrl: redis.url,
      env: { TRUST_PROXY: 'false' },
    });
    cleanup.push(() => site.stop());
    const cookie = await site.adminCookie();
    const [prospectId] = await addProspects(site, cookie, 1);
    await waitUntil('the site to be ready', async () => {
      return (await call(site.url, 'GET', '/api/health/ready')).status === 200;
    });
    expect((await call(site.url, 'GET', '/api/user', { cookie })).status).toBe(200);

    redis.pause();
    cleanup.push(async () => redis.resume());
    // Short of the hang's length: a request that waits for Redis fails the test, not the suite.
    const options = { timeoutMs: 8_000 };
    const measured: Record<string, number> = {};
    const expect503 = async (name: string, request: () => ReturnType<typeof call>) => {
      const [answer, ms] = await timed(request);
      measured[name] = ms;
      expect({ name, status: answer.status }).toEqual({ name, status: 503 });
      expect(ms).toBeLessThan(BOUND_MS);
      return answer;
    };
    // First the signed-in user: its session read is the first command to go unanswered.
    const user = await expect503('GET /api/user', () =>
      call(site.url, 'GET', '/api/user', { cookie, ...options }),
    );
    expect((user.body as { message: string }).message).toMatch(/unavailable/);
    await expect503('a vote', () =>
      call(site.url, 'POST', `/api/prospects/${prospectId}/vote`, {
        from: '198.18.9.9',
        ...options,
      }),
    );
    await expect503('a login', () =>
      call(site.url, 'POST', '/api/login', { body: ADMIN, from: '198.18.9.10', ...options }),
    );
    const ready = await expect503('GET /api/health/ready', () =>
      call(site.url, 'GET', '/api/health/ready', options),
    );
    expect((ready.body as { problems: string[] }).problems).toContain('Redis is unreachable');
    // The admin's own readiness check, which reads the session first.
    await expect503('GET /api/health/ready (admin)', () =>
      call(site.url, 'GET', '/api/health/ready', { cookie, ...options }),
    );
    // What needs no Redis still answers.
    expect((await call(site.url, 'GET', '/api/prospects', options)).status).toBe(200);

    redis.resume();
    await waitUntil(
      'the signed-in user to answer again',
      async () => (await call(site.url, 'GET', '/api/user', { cookie })).status === 200,
      20_000,
    );
    console.log(
      `[faults] hung Redis: ${Object.entries(measured)
        .map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`)
        .join(', ')} (bound ${REDIS_COMMAND_MS} ms)`,
    );
  });
});

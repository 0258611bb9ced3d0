import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/free-port';
import { scratchDatabase } from './support/databases';
import { type Child, privateRedis, skipReason, waitUntil } from './support/processes';
import { call, type Site, startSite } from './support/site';

/**
 * Issue 20, "Health and failure". The API and a worker on a Redis of the test's own, which is
 * killed (SIGKILL) and not brought back: readiness says so, every call answers within a bound
 * (503 with a message where it needs Redis), and SIGTERM stops both processes within 10 s.
 * And an API started with REDIS_URL at a port where nothing listens opens its port, serves
 * what needs no Redis, reports itself unready, and stops on SIGTERM.
 */
const reason = skipReason({ redis: true });

/** What a supervisor allows a stop before it kills (Docker, systemd: 10 s). */
const STOP_BOUND_MS = 10_000;
/** How long any one call may take while Redis is down. */
const CALL_BOUND_MS = 4_000;

type Readiness = { status: string; redis: { ok: boolean } | null; problems: string[] };

async function timed<T>(what: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await what();
  return [result, performance.now() - started];
}

/** SIGTERM; answers the exit code and how long the process took to go. */
async function terminate(child: Child): Promise<[number | null, number]> {
  return timed(async () => {
    await child.stop();
    return child.exited;
  });
}

describe.skipIf(reason)('Redis down (issue 20)', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => {});
  });

  it('with Redis killed: unready, every call answers within a bound, SIGTERM within 10 s', async () => {
    const redis = await privateRedis();
    cleanup.push(() => redis.kill());
    const db = await scratchDatabase(String(process.env.DATABASE_URL));
    cleanup.push(() => db.drop());
    // TRUST_PROXY off: the test, on loopback, is the local operator who reads the details.
    const site: Site = await startSite({
      databaseUrl: db.url,
      redisUrl: redis.url,
      env: { TRUST_PROXY: 'false' },
    });
    cleanup.push(() => site.stop());
    const cookie = await site.adminCookie();
    // The worker's heartbeat reaches the database within a moment of its start.
    await waitUntil('the site to be ready', async () => {
      return (await call(site.url, 'GET', '/api/health/ready')).status === 200;
    });
    expect((await call(site.url, 'GET', '/api/user', { cookie })).status).toBe(200);

    await redis.kill();

    const [ready, readyMs] = await timed(() => call(site.url, 'GET', '/api/health/ready'));
    expect(ready.status).toBe(503);
    expect((ready.body as Readiness).problems).toContain('Redis is unreachable');
    expect(readyMs).toBeLessThan(CALL_BOUND_MS);

    const [user, userMs] = await timed(() => call(site.url, 'GET', '/api/user', { cookie }));
    expect(user.status).toBe(503);
    expect((user.body as { message: string }).message).toMatch(/unavailable/);
    expect(userMs).toBeLessThan(CALL_BOUND_MS);

    const [login, loginMs] = await timed(() =>
      call(site.url, 'POST', '/api/login', {
        body: { username: 'fault_admin', password: 'fault-suite-password' },
        from: '198.18.7.7',
      }),
    );
    expect(login.status).toBe(503);
    expect(loginMs).toBeLessThan(CALL_BOUND_MS);

    // What needs no Redis still answers.
    expect((await call(site.url, 'GET', '/api/prospects')).status).toBe(200);
    expect((await call(site.url, 'GET', '/api/health/live')).status).toBe(200);

    const [[apiCode, apiMs], [workerCode, workerMs]] = await Promise.all([
      terminate(site.api),
      terminate(site.workers[0] as Child),
    ]);
    console.log(
      `[faults] Redis down: ready ${readyMs.toFixed(0)} ms, /api/user ${userMs.toFixed(0)} ms, login ${loginMs.toFixed(0)} ms; SIGTERM: API ${apiMs.toFixed(0)} ms (exit ${apiCode}), worker ${workerMs.toFixed(0)} ms (exit ${workerCode})`,
    );
    // A clean stop: not the processes' own last-resort exit (1), nor the 10 s SIGKILL (null).
    expect(apiCode).toBe(0);
    expect(workerCode).toBe(0);
    expect(apiMs).toBeLessThan(STOP_BOUND_MS);
    expect(workerMs).toBeLessThan(STOP_BOUND_MS);
  });

  it('started with REDIS_URL where nothing listens: serves, reports unready, stops on SIGTERM', async () => {
    const db = await scratchDatabase(String(process.env.DATABASE_URL));
    cleanup.push(() => db.drop());
    // startSite waits for /api/health (event store and database), which needs no Redis.
    const site = await startSite({
      databaseUrl: db.url,
      redisUrl: `redis://127.0.0.1:${await freePort()}`,
      workers: 0,
      env: { TRUST_PROXY: 'false' },
    });
    cleanup.push(() => site.stop());
    const ready = await call(site.url, 'GET', '/api/health/ready');
    expect(ready.status).toBe(503);
    expect((ready.body as Readiness).redis).toEqual({ ok: false, error: 'unreachable' });
    expect((await call(site.url, 'GET', '/api/prospects')).status).toBe(200);
    expect(site.api.output()).toContain('Redis at REDIS_URL did not answer');
    const [code, ms] = await terminate(site.api);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(STOP_BOUND_MS);
  });
});

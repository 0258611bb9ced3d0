import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/free-port';
import { adminAgent, newClientAddress } from '../testing/agents';
import { startTestServer, type TestServer } from '../testing/test-server';

type Readiness = {
  status: string;
  redis: { ok: boolean; error?: string } | null;
  workers: { needed: boolean; seen: { pid: number }[] };
  projections: { name: string; state: string; lag: number | null }[];
  problems: string[];
};

const ready = async (server: TestServer, expected: number) =>
  (await request(server.url).get('/api/health/ready').expect(expected)).body as Readiness;

describe('GET /api/health/ready on a working site', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('answers 200 with every dependency, and strangers only the bare status', async () => {
    const body = await ready(server, 200);
    expect(body.status).toBe('ok');
    expect(body.problems).toEqual([]);
    expect(body.projections.map((p) => p.name)).toContain('prospects');
    // With REDIS_URL the in-process worker of the test server beats its heartbeat.
    expect(body.workers.needed).toBe(Boolean(process.env.REDIS_URL));
    if (process.env.REDIS_URL) expect(body.workers.seen.length).toBeGreaterThan(0);
    const stranger = await request(server.url)
      .get('/api/health/ready')
      .set('X-Forwarded-For', '203.0.113.9')
      .expect(200);
    expect(stranger.body).toEqual({ status: 'ok' });
  });

  it('answers 503 naming a projector stopped at a failed event, until it runs again', async () => {
    // Given the row the runner writes when an event fails through every try.
    await server.ctx.knex('projection_checkpoints').where({ name: 'user-profiles' }).update({
      state: 'failed',
      last_error: 'boom',
      failed_event_id: '00000000-0000-4000-8000-000000000001',
      failed_event_type: 'ProfileUpdated',
    });
    try {
      const body = await ready(server, 503);
      expect(body.status).toBe('unavailable');
      expect(body.problems).toEqual([
        'projector user-profiles is stopped at a failed event (retry or skip it)',
      ]);
      expect(body.projections.find((p) => p.name === 'user-profiles')?.state).toBe('failed');
      const admin = await adminAgent(server, { forwardedFor: newClientAddress() });
      expect((await admin.get('/api/health/ready').expect(503)).body.problems).toHaveLength(1);
      const stranger = await request(server.url)
        .get('/api/health/ready')
        .set('X-Forwarded-For', '203.0.113.9')
        .expect(503);
      expect(stranger.body).toEqual({
        status: 'unavailable',
        message: expect.stringContaining('unavailable'),
      });
      expect(stranger.headers['retry-after']).toBe('5');
      // Liveness is not readiness: the process itself is fine.
      expect((await request(server.url).get('/api/health/live').expect(200)).body).toEqual({
        status: 'ok',
      });
    } finally {
      await server.ctx.knex('projection_checkpoints').where({ name: 'user-profiles' }).update({
        state: 'running',
        last_error: null,
        failed_event_id: null,
        failed_event_type: null,
      });
    }
    await ready(server, 200);
  });
});

describe.skipIf(!process.env.REDIS_URL)('readiness with REDIS_URL and no worker', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { runWorker: false });
  });
  afterAll(() => server?.close());

  it('answers 503: nothing runs the projectors', async () => {
    const body = await ready(server, 503);
    expect(body.workers).toEqual({ needed: true, seen: [] });
    expect(body.problems).toEqual([
      'no projection worker has been seen in the last 15 s (start `npm run worker`)',
    ]);
  });
});

describe('an API whose REDIS_URL answers nothing', () => {
  let server: TestServer;
  // Before the fix the start waited for Redis for ever: this hook timed out.
  beforeAll(async () => {
    const closed = await freePort();
    server = await startTestServer(
      { REDIS_URL: `redis://127.0.0.1:${closed}` },
      { runWorker: false },
    );
  }, 120_000);
  afterAll(async () => {
    const before = performance.now();
    await server?.close();
    // Stopping waits for no Redis either.
    expect(performance.now() - before).toBeLessThan(5_000);
  });

  it('starts within a bound and says it is unready because of Redis', async () => {
    const t0 = performance.now();
    const body = await ready(server, 503);
    expect(performance.now() - t0).toBeLessThan(4_000);
    expect(body.redis).toEqual({ ok: false, error: 'unreachable' });
    expect(body.problems).toContain('Redis is unreachable');
    await request(server.url).get('/api/health/live').expect(200);
  });

  it('serves what needs no Redis, and answers 503 at once to what does', async () => {
    const board = await request(server.url).get('/api/prospects').expect(200);
    expect(board.body.data).toEqual([]);
    const t0 = performance.now();
    const login = await request(server.url)
      .post('/api/login')
      .set('X-Forwarded-For', newClientAddress())
      .send({ username: 'someone', password: 'whatever-it-is' });
    expect(performance.now() - t0).toBeLessThan(3_000);
    expect(login.status).toBe(503);
    expect(login.body.message).toMatch(/unavailable/);
  });
});

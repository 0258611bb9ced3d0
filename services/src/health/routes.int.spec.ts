import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAgent, newClientAddress, userAgent } from '../testing/agents';
import { startTestServer, type TestServer } from '../testing/test-server';

/** What a stranger sees: the status alone, never names of projectors or their positions. */
const BARE = { status: 'ok' };
const details = expect.objectContaining({
  status: 'ok',
  eventStore: expect.objectContaining({ ok: true }),
  projections: expect.arrayContaining([expect.objectContaining({ name: 'users', lag: 0 })]),
});

describe('GET /api/health with TRUST_PROXY off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('gives a local operator (loopback, no proxy header) the details', async () => {
    const answer = await request(server.url).get('/api/health').expect(200);
    expect(answer.body).toEqual(details);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('gives anyone else the bare status: a forwarded visitor, or a signed-in member', async () => {
    for (const header of ['X-Forwarded-For', 'Forwarded', 'X-Real-IP']) {
      const value = header === 'Forwarded' ? 'for=203.0.113.9' : '203.0.113.9';
      const answer = await request(server.url).get('/api/health').set(header, value).expect(200);
      expect(answer.body, header).toEqual(BARE);
    }
    const member = await userAgent(server, 'fan', { forwardedFor: newClientAddress() });
    expect((await member.get('/api/health').expect(200)).body).toEqual(BARE);
  });

  it('gives a signed-in admin the details from anywhere', async () => {
    const admin = await adminAgent(server, { forwardedFor: newClientAddress() });
    expect((await admin.get('/api/health').expect(200)).body).toEqual(details);
  });
});

describe('GET /api/health behind a proxy (TRUST_PROXY set)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true' });
  });
  afterAll(() => server?.close());

  it('counts no one as local: every request comes through the proxy', async () => {
    expect((await request(server.url).get('/api/health').expect(200)).body).toEqual(BARE);
    const spoofed = await request(server.url)
      .get('/api/health')
      .set('X-Forwarded-For', '127.0.0.1')
      .expect(200);
    expect(spoofed.body).toEqual(BARE);
    const admin = await adminAgent(server, { forwardedFor: newClientAddress() });
    expect((await admin.get('/api/health').expect(200)).body).toEqual(details);
  });
});

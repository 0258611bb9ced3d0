import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClientAddress } from '../testing/agents';
import { startTestServer, type TestServer } from '../testing/test-server';
import { ensureAdmin } from './admin';

// Behind a trusted proxy, so each test is a client of its own and no rate limit is shared.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server?.close());

const client = () => {
  const address = newClientAddress();
  const agent = request.agent(server.url);
  return {
    agent,
    get: (path: string) => agent.get(path).set('X-Forwarded-For', address),
    register: (body: object) =>
      agent.post('/api/register').set('X-Forwarded-For', address).send(body),
  };
};
const registration = (username = `player_${randomUUID().slice(0, 8)}`) => ({
  username,
  email: `${username}@example.com`,
  password: 'batting-cage',
  role: 'parent',
});

describe('answers that depend on the session', () => {
  it('carry Cache-Control: no-store, for a signed-in user and for a visitor', async () => {
    const member = client();
    const registered = await member.register(registration()).expect(201);
    expect(registered.headers['cache-control']).toBe('no-store');
    for (const path of [
      '/api/user',
      '/api/auth-test',
      '/api/check-admin',
      '/api/user-profile',
      '/api/user-activity',
      '/api/admin/users',
    ]) {
      expect((await member.get(path)).headers['cache-control'], path).toBe('no-store');
    }
    const visitor = client();
    for (const path of ['/api/user', '/api/auth-test', '/api/check-admin', '/api/admin/users']) {
      expect((await visitor.get(path)).headers['cache-control'], path).toBe('no-store');
    }
    // The board is the same for everyone: it may be kept, and revalidated by its ETag.
    expect((await member.get('/api/prospects')).headers['cache-control']).toBe('no-cache');
  });
});

describe('reserved usernames', () => {
  it.each([
    'admin',
    'Administrator',
    'ROOT',
    'support',
    'staff',
    'nola',
    'Nola-Sports',
    'nola_admin',
  ])('refuses %j with a field message, and creates no account', async (username) => {
    const response = await client()
      .register({ ...registration(), username })
      .expect(400);
    expect(response.body.errors).toEqual({
      username: 'This username is reserved. Please choose another.',
    });
    const taken = await server.ctx
      .knex('users')
      .whereRaw('lower(username) = ?', [username.toLowerCase()]);
    expect(taken).toEqual([]);
  });

  it("stay the operator's to give: create-admin may name its admin 'admin'", async () => {
    const admin = { username: 'admin', password: 'crescent-city-streetcar' };
    expect(await ensureAdmin(server.ctx, admin)).toBe('created');
    const login = await request(server.url)
      .post('/api/login')
      .set('X-Forwarded-For', newClientAddress())
      .send(admin)
      .expect(200);
    expect(login.body).toMatchObject({ username: 'admin', role: 'admin' });
  });
});

import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie, startTestServer, type TestServer } from '../testing/test-server';
import { ensureAdmin } from './admin';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const uniqueName = () => `player_${randomUUID().slice(0, 8)}`;
const registration = (username = uniqueName()) => ({
  username,
  email: `${username}@example.com`,
  password: 'batting-cage',
  role: 'parent',
});

describe('registration', () => {
  it('answers without waiting for a projector the registration did not wake', async () => {
    // It once waited for the Matchups profile's projector too, which a YouScout registration
    // never nudges: with workers (server mode) every sign-up waited for their one-second poll.
    // A server of its own, trusting the proxy, so these sign-ups spend no other test's allowance.
    const own = await startTestServer({ TRUST_PROXY: 'true' });
    const took: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await request(own.url)
        .post('/api/register')
        .set('X-Forwarded-For', `198.51.100.${i + 10}`)
        .send({
          username: `quick_${randomUUID().slice(0, 8)}`,
          email: `quick.${randomUUID().slice(0, 8)}@example.com`,
          password: 'correct horse battery staple',
          role: 'fan',
        })
        .expect(201);
      took.push(performance.now() - started);
    }
    await own.close();
    took.sort((a, b) => a - b);
    expect(took[2]).toBeLessThan(500);
  });

  it('creates the account, signs the user in, and never answers the password hash', async () => {
    const agent = request.agent(server.url);
    const body = registration();
    const created = await agent.post('/api/register').send(body).expect(201);
    expect(created.body).toMatchObject({
      username: body.username,
      email: body.email,
      role: 'parent',
    });
    expect(created.body.id).toEqual(expect.any(String));
    expect(JSON.stringify(created.body)).not.toMatch(/password|argon/i);
    expect(created.headers['x-event-position']).toMatch(/^\d+\.\d+$/);

    const me = await agent.get('/api/user').expect(200);
    expect(me.body).toMatchObject({ id: created.body.id, username: body.username, role: 'parent' });
    const test = await agent.get('/api/auth-test').expect(200);
    expect(test.body).toEqual({
      isAuthenticated: true,
      user: { username: body.username, role: 'parent' },
    });
  });

  it('answers each broken rule with its message, field by field', async () => {
    const response = await request(server.url)
      .post('/api/register')
      .send({ username: 'ab', email: 'not-an-email', password: '12345', role: '' })
      .expect(400);
    expect(response.body.errors).toEqual({
      username: 'Username must be at least 3 characters',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
      role: 'Please select your role',
    });
    expect(response.body.message).toBe('Username must be at least 3 characters');
  });

  it('refuses the admin role and unknown fields', async () => {
    const admin = await request(server.url)
      .post('/api/register')
      .send({ ...registration(), role: 'admin' })
      .expect(400);
    expect(admin.body.errors.role).toBe('The admin role cannot be chosen at registration');
    const extra = await request(server.url)
      .post('/api/register')
      .send({ ...registration(), isAdmin: true })
      .expect(400);
    expect(extra.body.errors).toEqual({ isAdmin: 'Unknown field' });
  });

  it('gives a taken username, in any case, a 409 — even when ten people race for it', async () => {
    const name = uniqueName();
    const attempts = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        request(server.url)
          .post('/api/register')
          .send(registration(i % 2 ? name.toUpperCase() : name)),
      ),
    );
    expect(attempts.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = attempts.filter((r) => r.status === 409);
    expect(refused).toHaveLength(9);
    expect(refused[0]?.body.message).toBe('Username already exists');
  });
});

describe('sign-in and sessions', () => {
  it('signs in on a new session id, and a signed-out session is dead', async () => {
    const body = registration();
    const first = await request(server.url).post('/api/register').send(body).expect(201);
    const registeredCookie = sessionCookie(first);

    const login = await request(server.url)
      .post('/api/login')
      .set('Cookie', registeredCookie ?? '')
      .send({ username: body.username.toUpperCase(), password: body.password })
      .expect(200);
    expect(login.body).toMatchObject({ username: body.username, role: 'parent' });
    const loginCookie = sessionCookie(login);
    expect(loginCookie).toBeDefined();
    expect(loginCookie).not.toBe(registeredCookie);
    expect(login.headers['set-cookie']?.[0]).toMatch(/HttpOnly/i);
    expect(login.headers['set-cookie']?.[0]).toMatch(/SameSite=Lax/i);

    // The pre-login session id no longer signs anyone in.
    await request(server.url)
      .get('/api/user')
      .set('Cookie', registeredCookie ?? '')
      .expect(401);
    await request(server.url)
      .get('/api/user')
      .set('Cookie', loginCookie ?? '')
      .expect(200);

    await request(server.url)
      .post('/api/logout')
      .set('Cookie', loginCookie ?? '')
      .expect(200);
    await request(server.url)
      .get('/api/user')
      .set('Cookie', loginCookie ?? '')
      .expect(401);
  });

  it('says only "Invalid username or password", for a wrong password and an unknown user alike', async () => {
    const body = registration();
    await request(server.url).post('/api/register').send(body).expect(201);
    const wrong = await request(server.url)
      .post('/api/login')
      .send({ username: body.username, password: 'not-my-password' })
      .expect(401);
    const unknown = await request(server.url)
      .post('/api/login')
      .send({ username: uniqueName(), password: 'whatever1' })
      .expect(401);
    expect(wrong.body).toEqual({ message: 'Invalid username or password' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('validates sign-in input with the specification messages', async () => {
    const response = await request(server.url)
      .post('/api/login')
      .send({ username: 'ab', password: '1' })
      .expect(400);
    expect(response.body.errors).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
    });
  });

  it('answers the 11th consecutive failure for one username from one address with 429 and Retry-After', async () => {
    const body = registration();
    await request(server.url).post('/api/register').send(body).expect(201);
    for (let i = 0; i < 10; i++) {
      await request(server.url)
        .post('/api/login')
        .send({ username: body.username, password: 'wrong-pass' })
        .expect(401);
    }
    const blocked = await request(server.url)
      .post('/api/login')
      .send({ username: body.username, password: body.password })
      .expect(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body.message).toMatch(/too many/i);
  });

  it('knows signed-out visitors as such', async () => {
    await request(server.url).get('/api/user').expect(401);
    const test = await request(server.url).get('/api/auth-test').expect(200);
    expect(test.body).toEqual({ isAuthenticated: false, user: null });
  });
});

describe('the admin check', () => {
  it('refuses non-admins with the specification message', async () => {
    const anonymous = await request(server.url).get('/api/check-admin').expect(403);
    expect(anonymous.body.message).toBe('You do not have administrator privileges');
    const agent = request.agent(server.url);
    await agent.post('/api/register').send(registration()).expect(201);
    const user = await agent.get('/api/check-admin').expect(403);
    expect(user.body).toEqual({
      isAdmin: false,
      message: 'You do not have administrator privileges',
    });
  });

  it('GET /api/create-admin says how to create one, the same before and after an admin exists', async () => {
    const before = await request(server.url).get('/api/create-admin').expect(200);
    expect(before.body.message).toContain('npm run create-admin');
    await ensureAdmin(server.ctx, { username: 'levee_boss', password: 'crescent-city-streetcar' });
    const after = await request(server.url).get('/api/create-admin').expect(200);
    expect(after.body).toEqual(before.body);
  });
});

describe('request hygiene', () => {
  it('refuses cross-site state changes, non-JSON bodies, broken JSON and oversize bodies', async () => {
    const crossSite = await request(server.url)
      .post('/api/login')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ username: 'someone', password: 'secret1' })
      .expect(403);
    expect(crossSite.body.message).toMatch(/cross-site/i);
    await request(server.url)
      .post('/api/login')
      .set('Origin', 'https://evil.example')
      .send({ username: 'someone', password: 'secret1' })
      .expect(403);
    await request(server.url)
      .post('/api/login')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('username=someone&password=secret1')
      .expect(415);
    const broken = await request(server.url)
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send('{"username": ')
      .expect(400);
    expect(broken.body.message).toMatch(/not valid JSON/);
    await request(server.url)
      .post('/api/register')
      .send({ ...registration(), padding: 'x'.repeat(200_000) })
      .expect(413);
  });

  it('answers unknown API paths with JSON 404 and sets security headers', async () => {
    const response = await request(server.url).get('/api/no-such-thing').expect(404);
    expect(response.body.message).toContain('/api/no-such-thing');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('reports health with each projector checkpoint and lag', async () => {
    const response = await request(server.url).get('/api/health').expect(200);
    expect(response.body).toMatchObject({
      status: 'ok',
      eventStore: { ok: true },
      readDatabase: { ok: true },
    });
    expect(response.body.projections).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'users', state: 'running', lag: 0 }),
      ]),
    );
  });
});

describe('the first admin, from the operator', () => {
  let withAdmin: TestServer;
  beforeAll(async () => {
    withAdmin = await startTestServer({
      ADMIN_USERNAME: 'coach_admin',
      ADMIN_PASSWORD: 'long-admin-secret',
    });
  });
  afterAll(() => withAdmin?.close());

  it('is created at start from ADMIN_USERNAME/ADMIN_PASSWORD, once, and can sign in as admin', async () => {
    const again = await request(withAdmin.url).get('/api/create-admin').expect(200);
    // The same answer as a server without credentials gives: nothing to learn from it.
    const unconfigured = await request(server.url).get('/api/create-admin').expect(200);
    expect(again.body).toEqual(unconfigured.body);
    const agent = request.agent(withAdmin.url);
    const login = await agent
      .post('/api/login')
      .send({ username: 'coach_admin', password: 'long-admin-secret' })
      .expect(200);
    expect(login.body.role).toBe('admin');
    const check = await agent.get('/api/check-admin').expect(200);
    expect(check.body.isAdmin).toBe(true);
  });
});

describe('read-your-writes', () => {
  it('answers anyway, saying which read model lags, when a projector cannot keep up', async () => {
    await server.ctx
      .knex('projection_checkpoints')
      .where({ name: 'users' })
      .update({ state: 'failed' });
    try {
      const body = registration();
      const began = performance.now();
      const response = await request(server.url).post('/api/register').send(body).expect(201);
      expect(performance.now() - began).toBeLessThan(2_500);
      // Other read models of UserRegistered (user-activity) may be named as well.
      expect(response.headers['x-read-model-lag']?.split(',')).toContain('users');
      expect(
        await server.ctx.knex('users').where({ username: body.username }).first(),
      ).toBeUndefined();

      await server.runner.retry('users');
      expect(
        await server.ctx.knex('users').where({ username: body.username }).first(),
      ).toBeDefined();
    } finally {
      await server.ctx
        .knex('projection_checkpoints')
        .where({ name: 'users' })
        .update({ state: 'running' });
    }
  });

  it('keeps a new user signed in, role and all, before the users table has their registration', async () => {
    const users = server.ctx.knex('projection_checkpoints').where({ name: 'users' });
    await users.clone().update({ state: 'failed' });
    try {
      const agent = request.agent(server.url);
      const body = { ...registration(), role: 'scout' };
      const created = await agent.post('/api/register').send(body).expect(201);
      expect(created.headers['x-read-model-lag']?.split(',')).toContain('users');

      const me = await agent.get('/api/user').expect(200);
      expect(me.body).toMatchObject({
        id: created.body.id,
        username: body.username,
        role: 'scout',
      });
      expect(new Date(me.body.createdAt).toISOString()).toBe(created.body.createdAt);
      // Signed in, so an admin call is forbidden rather than unauthenticated.
      await agent.get('/api/admin/prospects').expect(403);
    } finally {
      await users.clone().update({ state: 'running' });
    }
    await server.runner.retry('users');
  });
});

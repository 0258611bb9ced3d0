import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { ensureAdmin } from './admin';

let server: TestServer;
let admin: ReturnType<typeof request.agent>;
let adminId: string;
const ADMIN = { username: 'chief_admin', password: 'long-admin-password' };

beforeAll(async () => {
  server = await startTestServer();
  await ensureAdmin(server.ctx, ADMIN);
  admin = request.agent(server.url);
  const login = await admin.post('/api/login').send(ADMIN).expect(200);
  adminId = login.body.id;
});
afterAll(() => server?.close());

type Role = 'athlete' | 'coach' | 'scout' | 'parent' | 'fan';

async function member(role: Role = 'parent', prefix = 'member') {
  const agent = request.agent(server.url);
  const username = `${prefix}_${randomUUID().slice(0, 8)}`;
  const password = 'pass-word';
  const response = await agent
    .post('/api/register')
    .send({ username, email: `${username}@example.com`, password, role })
    .expect(201);
  return { agent, id: response.body.id as string, username, password };
}

const list = (query: Record<string, unknown>) =>
  admin
    .get('/api/admin/users')
    .query(
      Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)])),
    );

describe('who may call /api/admin/users', () => {
  it('refuses the signed-out with 401 and members with 403, on every call', async () => {
    const someone = await member();
    const anonymous = request(server.url);
    const calls = [
      ['get', '/api/admin/users'],
      ['get', `/api/admin/users/${someone.id}`],
      ['put', `/api/admin/users/${someone.id}`],
    ] as const;
    for (const [method, url] of calls) {
      await anonymous[method](url)
        .send(method === 'put' ? { role: 'admin' } : undefined)
        .expect(401);
      const refused = await someone.agent[method](url)
        .send(method === 'put' ? { role: 'admin' } : undefined)
        .expect(403);
      expect(refused.body.message).toBe('You do not have administrator privileges');
    }
    const me = await someone.agent.get('/api/user').expect(200);
    expect(me.body.role).toBe('parent');
  });
});

describe('listing users', () => {
  it('searches, filters, sorts and pages in the ra-data-simple-rest dialect, never showing a hash', async () => {
    const prefix = `zyd${randomUUID().slice(0, 5)}`;
    const coach = await member('coach', `${prefix}_c`);
    const parent = await member('parent', `${prefix}_p`);
    const fan = await member('fan', `${prefix}_f`);

    const all = await list({
      filter: { q: prefix },
      sort: ['username', 'ASC'],
      range: [0, 24],
    }).expect(200);
    expect(all.headers['content-range']).toBe('users 0-2/3');
    expect(all.body.map((u: { username: string }) => u.username)).toEqual([
      coach.username,
      fan.username,
      parent.username,
    ]);
    expect(all.body[0]).toEqual({
      id: coach.id,
      username: coach.username,
      email: `${coach.username}@example.com`,
      role: 'coach',
      status: 'active',
      disabled: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      verificationStatus: null,
    });
    expect(JSON.stringify(all.body)).not.toMatch(/argon|password/i);

    const page = await list({
      filter: { q: prefix },
      sort: ['username', 'DESC'],
      range: [1, 1],
    }).expect(200);
    expect(page.headers['content-range']).toBe('users 1-1/3');
    expect(page.body.map((u: { id: string }) => u.id)).toEqual([fan.id]);

    const byEmail = await list({ filter: { q: `${fan.username}@EXAMPLE` } }).expect(200);
    expect(byEmail.body.map((u: { id: string }) => u.id)).toEqual([fan.id]);

    const coaches = await list({ filter: { q: prefix, role: 'coach' } }).expect(200);
    expect(coaches.body.map((u: { id: string }) => u.id)).toEqual([coach.id]);

    const many = await list({
      filter: { id: [parent.id, fan.id, 'not-a-uuid'] },
      sort: ['createdAt', 'ASC'],
    }).expect(200);
    expect(many.body.map((u: { id: string }) => u.id)).toEqual([parent.id, fan.id]);

    await admin.put(`/api/admin/users/${parent.id}`).send({ disabled: true }).expect(200);
    const disabled = await list({ filter: { q: prefix, status: 'disabled' } }).expect(200);
    expect(disabled.body.map((u: { id: string }) => u.id)).toEqual([parent.id]);
  });

  it('treats % and _ in a search as plain characters', async () => {
    const response = await list({ filter: { q: '%' } }).expect(200);
    expect(response.body).toEqual([]);
  });

  it('names a bad sort, range or filter', async () => {
    const sort = await list({ sort: ['password_hash', 'ASC'] }).expect(400);
    expect(sort.body.errors.sort).toMatch(/Cannot sort by password_hash/);
    const filter = await list({ filter: { role: 'owner' } }).expect(400);
    expect(filter.body.errors.role).toBe(
      'Role must be one of athlete, coach, scout, parent, fan, admin',
    );
    await admin.get('/api/admin/users?range=[5,1]').expect(400);
  });
});

describe('one user', () => {
  it('shows the record with its version and the coach verification', async () => {
    const coach = await member('coach');
    const before = await admin.get(`/api/admin/users/${coach.id}`).expect(200);
    expect(before.body).toMatchObject({ id: coach.id, role: 'coach', verificationStatus: null });
    expect(before.body.version).toEqual(expect.any(Number));
    expect(JSON.stringify(before.body)).not.toMatch(/argon|password/i);

    await coach.agent.post('/api/user-profile').send({ displayName: 'Coach K' }).expect(200);
    const after = await admin.get(`/api/admin/users/${coach.id}`).expect(200);
    expect(after.body.verificationStatus).toBe('pending');

    await admin.get(`/api/admin/users/${randomUUID()}`).expect(404);
    await admin.get('/api/admin/users/not-a-uuid').expect(404);
  });
});

describe('changing a user', () => {
  it('changes the role, taking back the whole record as react-admin sends it', async () => {
    const user = await member('parent');
    const record = (await admin.get(`/api/admin/users/${user.id}`).expect(200)).body;
    const updated = await admin
      .put(`/api/admin/users/${user.id}`)
      .send({ ...record, role: 'coach' })
      .expect(200);
    expect(updated.body).toMatchObject({ id: user.id, role: 'coach', version: record.version + 1 });
    // The user's session carries on, now as a coach.
    expect((await user.agent.get('/api/user').expect(200)).body.role).toBe('coach');
  });

  it('refuses a stale version with 412 and changes nothing', async () => {
    const user = await member('fan');
    const record = (await admin.get(`/api/admin/users/${user.id}`).expect(200)).body;
    await admin
      .put(`/api/admin/users/${user.id}`)
      .send({ role: 'scout', version: record.version })
      .expect(200);
    const stale = await admin
      .put(`/api/admin/users/${user.id}`)
      .send({ role: 'athlete', version: record.version })
      .expect(412);
    expect(stale.body.message).toMatch(/reload/);
    expect((await admin.get(`/api/admin/users/${user.id}`)).body.role).toBe('scout');
  });

  it('disables an account, ending its sessions at once, and enables it again', async () => {
    const user = await member('athlete');
    const otherDevice = request.agent(server.url);
    await otherDevice
      .post('/api/login')
      .send({ username: user.username, password: user.password })
      .expect(200);

    const disabled = await admin
      .put(`/api/admin/users/${user.id}`)
      .send({ disabled: true })
      .expect(200);
    expect(disabled.body).toMatchObject({ status: 'disabled', disabled: true });
    await user.agent.get('/api/user').expect(401);
    await otherDevice.get('/api/user').expect(401);
    const login = () =>
      request(server.url)
        .post('/api/login')
        .send({ username: user.username, password: user.password });
    await login().expect(401);

    await admin.put(`/api/admin/users/${user.id}`).send({ disabled: false }).expect(200);
    await login().expect(200);
  });

  it('verifies a coach who has a profile; refuses a non-coach or a coach without one', async () => {
    const coach = await member('coach');
    const noProfile = await admin
      .put(`/api/admin/users/${coach.id}`)
      .send({ verificationStatus: 'verified' })
      .expect(409);
    expect(noProfile.body.message).toMatch(/not created a profile/);

    await coach.agent.post('/api/user-profile').send({ displayName: 'Coach K' }).expect(200);
    const verified = await admin
      .put(`/api/admin/users/${coach.id}`)
      .send({ verificationStatus: 'verified' })
      .expect(200);
    expect(verified.body.verificationStatus).toBe('verified');
    expect(
      (await coach.agent.get('/api/user-profile').expect(200)).body.data.verificationStatus,
    ).toBe('verified');

    const parent = await member('parent');
    await parent.agent.post('/api/user-profile').send({ displayName: 'Tina B' }).expect(200);
    const notCoach = await admin
      .put(`/api/admin/users/${parent.id}`)
      .send({ verificationStatus: 'verified' })
      .expect(409);
    expect(notCoach.body.message).toBe(
      'Verification applies to coaches only; this user is not a coach',
    );

    // Made a coach and verified in one edit.
    const both = await admin
      .put(`/api/admin/users/${parent.id}`)
      .send({ role: 'coach', verificationStatus: 'verified' })
      .expect(200);
    expect(both.body).toMatchObject({ role: 'coach', verificationStatus: 'verified' });
  });

  it('changes nothing when one part of an edit is refused', async () => {
    const parent = await member('parent');
    await admin
      .put(`/api/admin/users/${parent.id}`)
      .send({ disabled: true, verificationStatus: 'verified' })
      .expect(409);
    expect((await admin.get(`/api/admin/users/${parent.id}`)).body.disabled).toBe(false);
  });

  it('refuses an admin demoting or disabling themselves', async () => {
    const demote = await admin.put(`/api/admin/users/${adminId}`).send({ role: 'fan' }).expect(409);
    expect(demote.body.message).toBe(
      'You cannot remove your own admin role; ask another admin to do it',
    );
    const disable = await admin
      .put(`/api/admin/users/${adminId}`)
      .send({ disabled: true })
      .expect(409);
    expect(disable.body.message).toBe('You cannot disable your own account');
    expect((await admin.get('/api/check-admin').expect(200)).body.isAdmin).toBe(true);
  });

  it('answers an unknown user with 404 and a bad body with 400', async () => {
    await admin.put(`/api/admin/users/${randomUUID()}`).send({ role: 'fan' }).expect(404);
    const user = await member();
    const bad = await admin
      .put(`/api/admin/users/${user.id}`)
      .send({ role: 'owner', passwordHash: 'x' })
      .expect(400);
    expect(bad.body.errors).toEqual({
      role: 'Role must be one of athlete, coach, scout, parent, fan, admin',
      passwordHash: 'Unknown field',
    });
    const otherId = await admin
      .put(`/api/admin/users/${user.id}`)
      .send({ id: randomUUID(), role: 'fan' })
      .expect(400);
    expect(otherId.body.errors.id).toMatch(/differs/);
  });
});

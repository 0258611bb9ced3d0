import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAgent, userAgent } from '../../testing/agents';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { until } from '../../testing/until';
import { awardByHand, createBadge, nominate, retireBadge } from './badges.testing';

let server: TestServer;
let member: Awaited<ReturnType<typeof userAgent>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  const { ctx } = server;
  member = await userAgent(server, 'coach');
  ids.first = (
    await createBadge(ctx, { name: 'First Scout', rule: 'first-nomination', icon: 'binoculars' })
  ).badgeId;
  ids.mvp = (await createBadge(ctx, { name: 'MVP Scout', rule: null, icon: 'trophy' })).badgeId;
  ids.old = (await createBadge(ctx, { name: 'Old Timer', rule: null, icon: 'clock' })).badgeId;
  await awardByHand(ctx, member.userId, ids.old, 'Founding member');
  await retireBadge(ctx, ids.old);
  await awardByHand(ctx, member.userId, ids.mvp, 'Great season');
  await nominate(ctx, member.userId);
  await until(
    () => ctx.knex('youscout_user_badges').where({ user_id: member.userId }),
    (rows) => rows.length === 3,
  );
});
afterAll(() => server?.close());

describe('GET /api/you-scout/badges', () => {
  it('lists the active catalogue by name, retired badges left out', async () => {
    const response = await request(server.url).get('/api/you-scout/badges').expect(200);
    expect(response.body.data.map((b: { name: string }) => b.name)).toEqual([
      'First Scout',
      'MVP Scout',
    ]);
    expect(response.body.data[0]).toEqual({
      id: ids.first,
      name: 'First Scout',
      description: 'About First Scout',
      icon: 'binoculars',
      requirements: 'Earn First Scout',
      rule: 'first-nomination',
    });
  });
});

describe('GET /api/you-scout/users/:userId/badges', () => {
  it("shows anyone a user's badges with name, icon and when, a retired one kept", async () => {
    const response = await request(server.url)
      .get(`/api/you-scout/users/${member.userId}/badges`)
      .expect(200);
    const badges = response.body.data as { name: string; icon: string; awardedAt: string }[];
    expect(badges.map((b) => [b.name, b.icon]).sort()).toEqual([
      ['First Scout', 'binoculars'],
      ['MVP Scout', 'trophy'],
      ['Old Timer', 'clock'],
    ]);
    expect(badges.every((b) => !Number.isNaN(Date.parse(b.awardedAt)))).toBe(true);
  });

  it('answers 404 for an unknown user and 400 for what is not a user id', async () => {
    const unknown = await request(server.url)
      .get(`/api/you-scout/users/${randomUUID()}/badges`)
      .expect(404);
    expect(unknown.body).toEqual({ message: 'User not found' });
    await request(server.url).get('/api/you-scout/users/nope/badges').expect(400);
  });

  it('answers a user with no badge an empty list', async () => {
    const other = await userAgent(server, 'fan');
    const response = await request(server.url)
      .get(`/api/you-scout/users/${other.userId}/badges`)
      .expect(200);
    expect(response.body).toEqual({ data: [] });
  });
});

describe('the back office lists', () => {
  it('lists every badge with how many have it, in react-admin’s dialect', async () => {
    const admin = await adminAgent(server);
    const response = await admin
      .get('/api/admin/you-scout/badges')
      .query({ sort: '["name","ASC"]', range: '[0,9]', filter: '{}' })
      .expect(200);
    expect(response.headers['content-range']).toBe('you-scout/badges 0-2/3');
    expect(
      response.body.map((b: { name: string; retired: boolean; awarded: number }) => [
        b.name,
        b.retired,
        b.awarded,
      ]),
    ).toEqual([
      ['First Scout', false, 1],
      ['MVP Scout', false, 1],
      ['Old Timer', true, 1],
    ]);
    const retired = await admin
      .get('/api/admin/you-scout/badges')
      .query({ filter: '{"retired":true}' })
      .expect(200);
    expect(retired.body.map((b: { id: string }) => b.id)).toEqual([ids.old]);
  });

  it("lists the awards with who and why, a user's alone by filter", async () => {
    const admin = await adminAgent(server);
    const response = await admin
      .get('/api/admin/you-scout/user-badges')
      .query({ filter: JSON.stringify({ userId: member.userId }), sort: '["badgeName","ASC"]' })
      .expect(200);
    expect(
      response.body.map((r: Record<string, unknown>) => [
        r.id,
        r.username,
        r.badgeName,
        r.rule,
        r.awardedBy,
        r.reason,
      ]),
    ).toEqual([
      [
        `${member.userId}:${ids.first}`,
        member.username,
        'First Scout',
        'first-nomination',
        null,
        null,
      ],
      [`${member.userId}:${ids.mvp}`, member.username, 'MVP Scout', null, 'staff', 'Great season'],
      [
        `${member.userId}:${ids.old}`,
        member.username,
        'Old Timer',
        null,
        'staff',
        'Founding member',
      ],
    ]);
    const one = await admin
      .get('/api/admin/you-scout/user-badges')
      .query({ filter: JSON.stringify({ id: [`${member.userId}:${ids.mvp}`] }) })
      .expect(200);
    expect(one.body.map((r: { badgeName: string }) => r.badgeName)).toEqual(['MVP Scout']);
  });

  it('refuses a member', async () => {
    await member.get('/api/admin/you-scout/badges').expect(403);
    await member.get('/api/admin/you-scout/user-badges').expect(403);
  });
});

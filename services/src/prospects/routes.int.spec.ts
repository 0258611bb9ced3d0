import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, adminAgent, userAgent } from '../testing/agents';
import { startTestServer, type TestServer } from '../testing/test-server';
import { smallVoteAllowance } from '../testing/vote-allowance';

let server: TestServer;
let admin: Agent;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  admin = await adminAgent(server);
});
afterAll(() => server?.close());

const prospect = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Remy',
  lastName: `Fontenot-${randomUUID().slice(0, 6)}`,
  positionPrimary: 'SS',
  positionSecondary: '2B',
  battingThrowingHand: 'R/R',
  school: 'Jesuit High School',
  gradYear: 2027,
  nolaRank: 50,
  ...overrides,
});

const add = async (overrides: Record<string, unknown> = {}) =>
  (await admin.post('/api/admin/prospects').send(prospect(overrides)).expect(201)).body;

const board = async () => (await request(server.url).get('/api/prospects').expect(200)).body.data;
const onBoard = async (id: string) => (await board()).find((p: { id: string }) => p.id === id);

describe('the public board', () => {
  it('lists a created prospect with the board fields, and answers 201 with its id on create', async () => {
    const created = await add({ positionSecondary: 'none', battingThrowingHand: 'unknown' });
    expect(created).toMatchObject({ id: expect.any(String), positionSecondary: '', version: 0 });
    const shown = await onBoard(created.id);
    expect(Object.keys(shown).sort()).toEqual(
      [
        'id',
        'firstName',
        'lastName',
        'school',
        'teamName',
        'positionPrimary',
        'positionSecondary',
        'battingThrowingHand',
        'gradYear',
        'nolaRank',
        'nolaEvaluated',
        'communityVotes',
        'rankChange',
        'communityRank',
      ].sort(),
    );
    expect(shown).toMatchObject({
      nolaRank: 50,
      nolaEvaluated: false,
      communityVotes: 0,
      rankChange: null,
      battingThrowingHand: '',
    });
  });

  it('answers an ETag and 304 to a matching If-None-Match, and a new tag after a change', async () => {
    const first = await request(server.url).get('/api/prospects').expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    await request(server.url).get('/api/prospects').set('If-None-Match', etag).expect(304);
    await add();
    const after = await request(server.url).get('/api/prospects').set('If-None-Match', etag);
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  });

  it('limits past boards (each a replay of the whole log) to 30 a minute per client', async () => {
    const asOf = (address: string) =>
      request(server.url)
        .get(`/api/prospects?asOf=${new Date().toISOString()}`)
        .set('X-Forwarded-For', address);
    for (let i = 0; i < 30; i++) await asOf('192.0.2.44').expect(200);
    const limited = await asOf('192.0.2.44').expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await asOf('192.0.2.45').expect(200);
    await request(server.url)
      .get('/api/prospects')
      .set('X-Forwarded-For', '192.0.2.44')
      .expect(200);
  });

  it('refuses a malformed asOf', async () => {
    const response = await request(server.url).get('/api/prospects?asOf=yesterday').expect(400);
    expect(response.body.errors.asOf).toMatch(/ISO 8601/);
  });
});

describe('voting', () => {
  it('counts a vote, which is on the board when the call returns', async () => {
    const { id } = await add();
    const vote = await request(server.url).post(`/api/prospects/${id}/vote`).expect(201);
    expect(vote.body).toMatchObject({ prospectId: id, communityVotes: 1 });
    expect(vote.headers['x-event-position']).toBeTruthy();
    expect((await onBoard(id)).communityVotes).toBe(1);
  });

  it('refuses a second vote from the same visitor with "already voted" and counts it once', async () => {
    const { id } = await add();
    await request(server.url).post(`/api/prospects/${id}/vote`).expect(201);
    const again = await request(server.url).post(`/api/prospects/${id}/vote`).expect(409);
    expect(again.body.message).toContain('already voted');
    expect((await onBoard(id)).communityVotes).toBe(1);
  });

  it('counts a signed-in user once per account, apart from the anonymous vote of the address', async () => {
    const { id } = await add();
    const fan = await userAgent(server, 'fan');
    await request(server.url).post(`/api/prospects/${id}/vote`).expect(201);
    const mine = await fan.post(`/api/prospects/${id}/vote`).expect(201);
    expect(mine.body.communityVotes).toBe(2);
    await fan.post(`/api/prospects/${id}/vote`).expect(409);
    // The fan's own activity lists the vote.
    const activity = (await fan.get('/api/user-activity').expect(200)).body.data;
    expect(activity[0]).toMatchObject({
      activityType: 'vote',
      activityData: { prospectId: id, prospectName: expect.stringContaining('Remy') },
    });
  });

  it("waits for the board alone: the voter's history reads the vote from the board's table", async () => {
    const { id } = await add();
    const fan = await userAgent(server, 'fan');
    const activity = server.ctx.knex('projection_checkpoints').where({ name: 'user-activity' });
    // The account's own items (user-activity's) stopped: the votes still show, as they happen.
    await activity.clone().update({ state: 'failed' });
    try {
      const anonymous = await request(server.url)
        .post(`/api/prospects/${id}/vote`)
        .set('x-forwarded-for', '198.51.100.77')
        .expect(201);
      expect(anonymous.body.communityVotes).toBe(1);
      expect(anonymous.headers['x-read-model-lag']).toBeUndefined();

      const mine = await fan.post(`/api/prospects/${id}/vote`).expect(201);
      expect(mine.body.communityVotes).toBe(2);
      expect(mine.headers['x-read-model-lag']).toBeUndefined();
      const listed = (await fan.get('/api/user-activity').expect(200)).body;
      expect(
        listed.data.filter((item: { activityType: string }) => item.activityType === 'vote'),
      ).toEqual([
        {
          id: expect.any(String),
          activityType: 'vote',
          activityData: { prospectId: id, prospectName: expect.stringContaining('Remy') },
          createdAt: expect.any(String),
        },
      ]);
    } finally {
      await activity.clone().update({ state: 'running' });
    }
    await server.runner.retry('user-activity');
  });

  it('answers 400 for a malformed id and 404 for an unknown or removed prospect', async () => {
    const bad = await request(server.url).post('/api/prospects/42/vote').expect(400);
    expect(bad.body.errors.id).toBe('Prospect id must be a UUID');
    await request(server.url).post(`/api/prospects/${randomUUID()}/vote`).expect(404);
    const { id } = await add();
    await admin.delete(`/api/admin/prospects/${id}`).expect(200);
    const gone = await request(server.url).post(`/api/prospects/${id}/vote`).expect(404);
    expect(gone.body.message).toBe('Prospect not found');
  });

  it('limits votes for many prospects per voter, but answers a repeat "already voted" even past it', async () => {
    const limits = server.ctx.limits;
    const saved = limits.votesByClient;
    // A small allowance instead of 150 (there are only 100 ranks to fill with prospects).
    const small = await smallVoteAllowance(server.ctx, 2);
    limits.votesByClient = small.allowance;
    try {
      const [a, b, c] = [await add(), await add(), await add()];
      const from = (address: string) => (path: string) =>
        request(server.url).post(path).set('X-Forwarded-For', address);
      const voter = from('203.0.113.240');
      await voter(`/api/prospects/${a.id}/vote`).expect(201);
      // Repeats spend nothing: the allowance still holds the vote for b.
      await voter(`/api/prospects/${a.id}/vote`).expect(409);
      await voter(`/api/prospects/${a.id}/vote`).expect(409);
      await voter(`/api/prospects/${b.id}/vote`).expect(201);
      const limited = await voter(`/api/prospects/${c.id}/vote`).expect(429);
      expect(limited.body.message).toBe('Too many votes from this address; try again later');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const repeat = await voter(`/api/prospects/${a.id}/vote`).expect(409);
      expect(repeat.body.message).toContain('already voted');
      // Another voter's allowance is its own.
      await from('203.0.113.241')(`/api/prospects/${c.id}/vote`).expect(201);
    } finally {
      limits.votesByClient = saved;
      await small.close();
    }
  });
});

describe('the admin prospect manager', () => {
  it('answers each broken rule with its message', async () => {
    const response = await admin
      .post('/api/admin/prospects')
      .send({ firstName: '', gradYear: 2022, nolaRank: 101 })
      .expect(400);
    expect(response.body.errors).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      positionPrimary: 'Primary position is required',
      school: 'School is required',
      gradYear: 'Graduation year must be 2023 or later',
      nolaRank: 'Rank must be 100 or less',
    });
  });

  it('inserts at an assigned rank, shifting the holders, and frees the rank on delete', async () => {
    const a = await add({ nolaRank: 3 });
    const b = await add({ nolaRank: 3 });
    expect((await onBoard(a.id)).nolaRank).toBe(4);
    expect((await onBoard(b.id)).nolaRank).toBe(3);
    await admin.delete(`/api/admin/prospects/${b.id}`).expect(200);
    expect(await onBoard(b.id)).toBeUndefined();
    expect((await onBoard(a.id)).nolaRank).toBe(4);
  });

  it('moves up and down by swapping with the neighbour, refusing past the ends', async () => {
    const top = await add({ nolaRank: 1 });
    const second = await add({ nolaRank: 2 });
    const moved = await admin
      .post(`/api/admin/prospects/${second.id}/move`)
      .send({ direction: 'up' })
      .expect(200);
    expect(moved.body.nolaRank).toBe(1);
    expect((await onBoard(top.id)).nolaRank).toBe(2);
    const refused = await admin
      .post(`/api/admin/prospects/${second.id}/move`)
      .send({ direction: 'up' })
      .expect(409);
    expect(refused.body.message).toMatch(/cannot move up/);
    const bottom = await add({ nolaRank: 100 });
    await admin
      .post(`/api/admin/prospects/${bottom.id}/move`)
      .send({ direction: 'down' })
      .expect(409);
    await admin
      .post(`/api/admin/prospects/${bottom.id}/move`)
      .send({ direction: 'sideways' })
      .expect(400);
  });

  it('patches some fields, refusing a stale version with 412', async () => {
    const created = await add();
    const patched = await admin
      .patch(`/api/admin/prospects/${created.id}`)
      .send({ school: 'Brother Martin High School', nolaEvaluated: true })
      .expect(200);
    expect(patched.body).toMatchObject({ school: 'Brother Martin High School', version: 1 });
    expect(patched.headers.etag).toBe('"v1"');
    const stale = await admin
      .patch(`/api/admin/prospects/${created.id}`)
      .set('If-Match', '"v0"')
      .send({ school: 'Holy Cross School' })
      .expect(412);
    expect(stale.body.message).toMatch(/changed by someone else/);
    await admin
      .patch(`/api/admin/prospects/${created.id}`)
      .send({ school: 'Holy Cross School', version: 1 })
      .expect(200);
  });

  it('speaks ra-data-simple-rest: list with Content-Range, filters, getOne, PUT with version', async () => {
    const tag = randomUUID().slice(0, 6);
    const one = await add({ lastName: `Zephyr${tag}`, positionPrimary: 'C', gradYear: 2029 });
    await add({ lastName: `Zephyr${tag}`, positionPrimary: 'P', gradYear: 2029 });
    const list = await admin
      .get('/api/admin/prospects')
      .query({
        filter: JSON.stringify({ q: `zephyr${tag}`, positionPrimary: 'C', gradYear: 2029 }),
        sort: '["lastName","ASC"]',
        range: '[0,9]',
      })
      .expect(200);
    expect(list.headers['content-range']).toBe('prospects 0-0/1');
    expect(list.body.map((p: { id: string }) => p.id)).toEqual([one.id]);

    const record = (await admin.get(`/api/admin/prospects/${one.id}`).expect(200)).body;
    const put = await admin
      .put(`/api/admin/prospects/${one.id}`)
      .send({ ...record, teamName: 'Crescent City Crawfish' })
      .expect(200);
    expect(put.body).toMatchObject({ teamName: 'Crescent City Crawfish', version: 1 });
    await admin
      .put(`/api/admin/prospects/${one.id}`)
      .send({ ...record, teamName: 'Stale Edit' })
      .expect(412);
    const { version: _, ...withoutVersion } = record;
    const missing = await admin.put(`/api/admin/prospects/${one.id}`).send(withoutVersion);
    expect(missing.status).toBe(400);
    expect(missing.body.errors.version).toBe('version is required');
    await admin.get(`/api/admin/prospects/${randomUUID()}`).expect(404);
    await admin.get('/api/admin/prospects').query({ sort: '["password","ASC"]' }).expect(400);
  });

  it('refuses a rank edit made on a copy older than someone else’s move, and PUTs an unranked record as loaded', async () => {
    const mine = await add({ nolaRank: 70 });
    const theirs = await add({ nolaRank: 71 });
    const loaded = (await admin.get(`/api/admin/prospects/${mine.id}`).expect(200)).body;
    expect(loaded.rankVersion).toEqual(expect.any(Number));
    // Meanwhile another admin moves the neighbour up, pushing this prospect to 71.
    await admin
      .post(`/api/admin/prospects/${theirs.id}/move`)
      .send({ direction: 'up' })
      .expect(200);
    const stale = await admin
      .put(`/api/admin/prospects/${mine.id}`)
      .send({ ...loaded, school: 'Newman' })
      .expect(412);
    expect(stale.body.message).toMatch(/rank was changed by someone else \(now #71\)/);
    expect((await onBoard(mine.id)).nolaRank).toBe(71);
    // Refused as a whole: the field edit that came with the stale rank is not written either.
    const fresh = (await admin.get(`/api/admin/prospects/${mine.id}`).expect(200)).body;
    expect(fresh.school).toBe(loaded.school);
    expect(fresh.version).toBe(loaded.version);
    await admin
      .put(`/api/admin/prospects/${mine.id}`)
      .send({ ...fresh, nolaRank: 70 })
      .expect(200);

    // Pushed past 100, a prospect is unranked: its record goes back as loaded.
    const last = await add({ nolaRank: 100 });
    await add({ nolaRank: 100 });
    const unranked = (await admin.get(`/api/admin/prospects/${last.id}`).expect(200)).body;
    expect(unranked.nolaRank).toBeNull();
    const put = await admin
      .put(`/api/admin/prospects/${last.id}`)
      .send({ ...unranked, school: 'Riverside Academy' })
      .expect(200);
    expect(put.body).toMatchObject({ nolaRank: null, school: 'Riverside Academy' });
  });

  it('tells the whole story of a prospect, oldest first, with actor, causes and votes', async () => {
    const pushed = await add({ nolaRank: 60 });
    await admin.patch(`/api/admin/prospects/${pushed.id}`).send({ gradYear: 2028 }).expect(200);
    const pusher = await add({ nolaRank: 60, firstName: 'Andre', lastName: 'Pusher' });
    const fan = await userAgent(server, 'fan');
    await fan.post(`/api/prospects/${pushed.id}/vote`).expect(201);
    await request(server.url).post(`/api/prospects/${pushed.id}/vote`).expect(201);

    const history = (await admin.get(`/api/admin/prospects/${pushed.id}/history`).expect(200)).body
      .data;
    expect(history.map((e: { type: string }) => e.type)).toEqual([
      'ProspectAdded',
      'RankAssigned',
      'ProspectUpdated',
      'RankAssigned',
      'VoteCast',
      'VoteCast',
    ]);
    expect(history[0]).toMatchObject({ actor: 'test_admin', fields: { gradYear: 2027 } });
    expect(history[2].changes).toEqual({ gradYear: { from: 2027, to: 2028 } });
    expect(history[3]).toMatchObject({
      rank: { from: 60, to: 61 },
      cause: { action: 'assigned rank 60', prospectId: pusher.id, prospectName: 'Andre Pusher' },
    });
    expect(history[4]).toMatchObject({ signedIn: true, actorId: fan.userId });
    expect(history[5]).toMatchObject({ signedIn: false, actorId: null });
    expect(JSON.stringify(history)).not.toMatch(/voterKey|clientKey/);
    await admin.get(`/api/admin/prospects/${randomUUID()}/history`).expect(404);
  });
});

describe('admin calls are refused to everyone but admins', () => {
  const id = randomUUID();
  const calls: [string, string, object?][] = [
    ['get', '/api/admin/prospects'],
    ['get', `/api/admin/prospects/${id}`],
    ['get', `/api/admin/prospects/${id}/history`],
    ['post', '/api/admin/prospects', prospect()],
    ['patch', `/api/admin/prospects/${id}`, { school: 'X' }],
    ['put', `/api/admin/prospects/${id}`, { ...prospect(), version: 0 }],
    ['delete', `/api/admin/prospects/${id}`],
    ['post', `/api/admin/prospects/${id}/move`, { direction: 'up' }],
    ['get', '/api/admin/events'],
  ];
  const send = (agent: Agent, [method, path, body]: (typeof calls)[number]) => {
    const req = (agent as unknown as Record<string, (p: string) => request.Test>)[method]?.(path);
    if (!req) throw new Error(method);
    return body ? req.send(body) : req;
  };

  it('answers 401 to an anonymous visitor for every admin call', async () => {
    for (const call of calls) {
      const response = await send(request.agent(server.url), call);
      expect(response.status, call.join(' ')).toBe(401);
    }
  });

  it.each(['athlete', 'coach', 'scout', 'parent', 'fan'] as const)(
    'answers 403 to a signed-in %s for every admin call',
    async (role) => {
      const agent = await userAgent(server, role);
      for (const call of calls) {
        const response = await send(agent, call);
        expect(response.status, call.join(' ')).toBe(403);
      }
    },
  );
});

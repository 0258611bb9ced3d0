import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, adminAgent, userAgent } from '../testing/agents';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let admin: Agent;
let prospectId: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminAgent(server);
  await userAgent(server, 'coach');
  const created = await admin
    .post('/api/admin/prospects')
    .send({
      firstName: 'Luc',
      lastName: 'Broussard',
      positionPrimary: 'C',
      school: 'Holy Cross School',
      gradYear: 2028,
      nolaRank: 1,
    })
    .expect(201);
  prospectId = created.body.id;
  await request(server.url).post(`/api/prospects/${prospectId}/vote`).expect(201);
});
afterAll(() => server?.close());

type Logged = {
  type: string;
  stream: string;
  position: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
};

describe('the raw event log', () => {
  it('pages through every event in order, with a cursor to the next page', async () => {
    const first = await admin.get('/api/admin/events?limit=2').expect(200);
    expect(first.body.data).toHaveLength(2);
    expect(first.body.next).toBe(first.body.data[1].position);
    expect(first.headers['x-next-after']).toBe(first.body.next);
    const rest = await admin.get(`/api/admin/events?after=${first.body.next}&limit=1000`);
    const all = [...first.body.data, ...rest.body.data] as Logged[];
    expect(rest.body.next).toBeNull();
    const types = all.map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['UserRegistered', 'ProspectAdded', 'VoteCast']));
    expect(new Set(all.map((e) => e.position)).size).toBe(all.length);
  });

  it('shows every event with the metadata of DESIGN §4: actor, correlation, causation, time', async () => {
    const all = (await admin.get('/api/admin/events?limit=1000').expect(200)).body
      .data as (Logged & {
      metadata: Record<string, unknown>;
    })[];
    expect(all.length).toBeGreaterThan(5);
    const uuid = /^[0-9a-f-]{36}$/;
    for (const { type, metadata } of all) {
      expect(metadata.actorId === null || uuid.test(String(metadata.actorId)), type).toBe(true);
      expect(String(metadata.correlationId), type).toMatch(uuid);
      expect('causationId' in metadata, type).toBe(true);
      expect(Number.isNaN(Date.parse(String(metadata.occurredAt))), type).toBe(false);
    }
    // A signed-out vote carries a keyed hash of the client address, never the address itself;
    // no event carries it as the request's client (the privacy page's retention).
    const vote = all.find((e) => e.type === 'VoteCast');
    expect(vote?.metadata.voterKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(all.filter((e) => 'clientKey' in e.metadata)).toEqual([]);
    expect(JSON.stringify(all)).not.toMatch(/127\.0\.0\.1|::1|::ffff/);
    // Staff actions name the admin.
    const added = all.find((e) => e.type === 'ProspectAdded');
    expect(added?.metadata.actorId).toEqual(expect.stringMatching(uuid));
  });

  it('never shows a password hash', async () => {
    const response = await admin.get('/api/admin/events?type=UserRegistered').expect(200);
    expect(response.body.data.length).toBeGreaterThanOrEqual(2);
    for (const event of response.body.data as Logged[])
      expect(event.data.passwordHash).toBe('[redacted]');
    expect(JSON.stringify(response.body)).not.toMatch(/argon2/);
  });

  it('filters by stream, by type and by time', async () => {
    const stream = await admin.get(`/api/admin/events?stream=prospect-${prospectId}`).expect(200);
    expect(stream.body.data.map((e: Logged) => e.type)).toEqual(['ProspectAdded']);
    const votes = await admin.get('/api/admin/events?type=VoteCast,RankAssigned').expect(200);
    expect(new Set(votes.body.data.map((e: Logged) => e.type))).toEqual(
      new Set(['VoteCast', 'RankAssigned']),
    );
    const future = await admin.get('/api/admin/events?from=2999-01-01T00:00:00Z').expect(200);
    expect(future.body.data).toEqual([]);
    const past = await admin.get('/api/admin/events?to=2000-01-01T00:00:00Z').expect(200);
    expect(past.body.data).toEqual([]);
  });

  it("filters by actor: an admin's own actions, and nobody else's", async () => {
    const all = (await admin.get('/api/admin/events?limit=1000').expect(200)).body.data as Logged[];
    const actorId = all.find((e) => e.type === 'ProspectAdded')?.metadata.actorId as string;
    const mine = await admin.get(`/api/admin/events?actor=${actorId}&limit=1000`).expect(200);
    expect(mine.body.data.length).toBeGreaterThan(0);
    for (const event of mine.body.data as Logged[]) expect(event.metadata.actorId).toBe(actorId);
    expect(mine.body.data.map((e: Logged) => e.type)).toContain('ProspectAdded');
    await admin.get('/api/admin/events?actor=someone').expect(400);
  });

  it('answers NDJSON, one event per line, when asked', async () => {
    const response = await admin
      .get('/api/admin/events?type=ProspectAdded')
      .set('Accept', 'application/x-ndjson')
      .expect(200);
    expect(response.headers['content-type']).toMatch(/application\/x-ndjson/);
    const lines = response.text.trim().split('\n');
    expect(lines.map((line) => JSON.parse(line).type)).toEqual(['ProspectAdded']);
  });

  it('refuses malformed parameters with a message naming them', async () => {
    const response = await admin
      .get('/api/admin/events?limit=0&after=nope&from=soon&color=red')
      .expect(400);
    expect(Object.keys(response.body.errors).sort()).toEqual(['after', 'color', 'from', 'limit']);
  });

  it('refuses a cursor out of range with 400 and a message, on either part', async () => {
    const max = '18446744073709551615'; // 2^64 - 1, the largest part of a position
    for (const after of [
      '18446744073709551616.0',
      `0.${BigInt(max) + 1n}`,
      '99999999999999999999.1',
      '1.2.3',
      '-1.0',
      '1e3.0',
      '',
    ]) {
      const response = await admin.get('/api/admin/events').query({ after }).expect(400);
      expect(response.body.errors.after, after).toMatch(/position/);
    }
    // The largest parts are well formed: past the end of the log, an empty page.
    const all = (await admin.get('/api/admin/events?limit=1000').expect(200)).body.data as Logged[];
    const lastCommit = all.at(-1)?.position.split('.')[0];
    for (const after of [`${max}.${max}`, `${max}.0`, `${lastCommit}.${max}`]) {
      const response = await admin.get('/api/admin/events').query({ after }).expect(200);
      expect(response.body, after).toEqual({ data: [], next: null });
    }
  });
});

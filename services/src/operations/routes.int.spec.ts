import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, adminAgent, userAgent } from '../testing/agents';
import { writePoisonEvent } from '../testing/poison';
import { startTestServer, type TestServer } from '../testing/test-server';

type Projection = {
  id: string;
  name: string;
  state: string;
  lag: number | null;
  lastError: string | null;
  failedEvent: { id: string; type: string } | null;
  rebuild: { events: number; total: number | null } | null;
};
type Logged = { type: string; data: Record<string, unknown>; metadata: { actorId: unknown } };

let server: TestServer;
let admin: Agent;

const projections = async () =>
  (await admin.get('/api/admin/projections').expect(200)).body as Projection[];

/** Polls until no projector is rebuilding (a rebuild runs in the background). */
async function rebuildsSettled(): Promise<Projection[]> {
  for (let i = 0; i < 200; i++) {
    const list = await projections();
    if (list.every((p) => p.state !== 'rebuilding')) return list;
    await sleep(50);
  }
  throw new Error('rebuild did not finish');
}

const board = async () => (await request(server.url).get('/api/prospects').expect(200)).body.data;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminAgent(server);
  for (const [i, lastName] of ['Broussard', 'Thibodeaux', 'Landry'].entries()) {
    const created = await admin
      .post('/api/admin/prospects')
      .send({
        firstName: 'Test',
        lastName,
        positionPrimary: 'SS',
        school: 'Jesuit High School',
        gradYear: 2028,
        nolaRank: i + 1,
      })
      .expect(201);
    await request(server.url).post(`/api/prospects/${created.body.id}/vote`).expect(201);
  }
});
afterAll(async () => {
  await rebuildsSettled().catch(() => {});
  await server?.close();
});

describe('the operators\u2019 projection calls', () => {
  it('list every projector with its checkpoint, lag and state, for admins only', async () => {
    const response = await admin.get('/api/admin/projections').expect(200);
    const list = response.body as Projection[];
    expect(list.map((p) => p.id)).toEqual(expect.arrayContaining(['prospects', 'users']));
    expect(response.headers['content-range']).toBe(
      `projections 0-${list.length - 1}/${list.length}`,
    );
    for (const p of list) {
      expect(p.state).toBe('running');
      expect(p.lag).toBe(0);
    }
    await request(server.url).get('/api/admin/projections').expect(401);
    const parent = await userAgent(server, 'parent');
    await parent.get('/api/admin/projections').expect(403);
    await parent.post('/api/admin/projections/prospects/rebuild').expect(403);
    await admin.get('/api/admin/projections/no-such-thing').expect(404);
  });

  it('rebuild one projector in the background; the board reads the same afterwards', async () => {
    const before = await board();
    const started = await admin.post('/api/admin/projections/prospects/rebuild').expect(202);
    expect(started.body.message).toMatch(/prospects/);
    // Asking again while it runs is refused rather than started twice.
    const again = await admin.post('/api/admin/projections/prospects/rebuild');
    if (again.status !== 202) expect(again.status).toBe(409);
    const after = await rebuildsSettled();
    expect(after.find((p) => p.name === 'prospects')?.state).toBe('running');
    expect(await board()).toEqual(before);
  });

  it('rebuild them all, recording who asked and how it ended', async () => {
    const before = await board();
    await admin.post('/api/admin/projections/rebuild').expect(202);
    await rebuildsSettled();
    expect(await board()).toEqual(before);
    const log = (await admin.get('/api/admin/events?stream=operations-projections&limit=1000')).body
      .data as Logged[];
    const started = log.filter((e) => e.type === 'ProjectionRebuildStarted');
    const finished = log.filter((e) => e.type === 'ProjectionRebuildFinished');
    expect(started.length).toBeGreaterThanOrEqual(2);
    expect(finished.map((e) => e.data.projector)).toEqual(
      expect.arrayContaining((await projections()).map((p) => p.name)),
    );
    for (const event of [...started, ...finished])
      expect(event.metadata.actorId).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
  });

  it('refuse retry and skip when nothing failed', async () => {
    const retry = await admin.post('/api/admin/projections/prospects/retry').expect(409);
    expect(retry.body.message).toMatch(/no failed event/);
    await admin.post('/api/admin/projections/prospects/skip').expect(409);
  });

  it('show a poison event with its error; retry fails again, skip moves past it', async () => {
    // A vote event no handler can read: the store refuses it, so it goes straight into the log
    // (as a writer of old could have left it); the prospects projector stops on it.
    await writePoisonEvent(server.ctx.knex, `vote-poison-${Date.now()}`, {
      type: 'VoteCast',
      data: { broken: true },
    });
    server.ctx.transport.nudge({ commit: 0n, prepare: 0n }, ['VoteCast']);
    let failed: Projection | undefined;
    for (let i = 0; i < 100 && !failed; i++) {
      failed = (await projections()).find((p) => p.state === 'failed');
      if (!failed) await sleep(50);
    }
    expect(failed?.failedEvent?.type).toBe('VoteCast');
    expect(failed?.lastError).toBeTruthy();
    const name = failed?.name as string;
    // The others go on: the board still answers and other projectors run.
    expect((await board()).length).toBe(3);
    const retried = await admin.post(`/api/admin/projections/${name}/retry`).expect(200);
    expect(retried.body.state).toBe('failed');
    const skipped = await admin
      .post(`/api/admin/projections/${name}/skip`)
      .send({ reason: 'a vote no reader can parse' })
      .expect(200);
    expect(skipped.body.state).toBe('running');
    expect(skipped.body.failedEvent).toBeNull();
    const log = (await admin.get('/api/admin/events?stream=operations-projections&limit=1000')).body
      .data as Logged[];
    expect(log.map((e) => e.type)).toEqual(
      expect.arrayContaining(['ProjectionRetried', 'ProjectionEventSkipped']),
    );
    // Who, from which door and why, as the CLI records them.
    expect(log.find((e) => e.type === 'ProjectionEventSkipped')?.data).toMatchObject({
      door: 'back-office',
      actor: 'test_admin',
      reason: 'a vote no reader can parse',
    });
    expect(log.find((e) => e.type === 'ProjectionRetried')?.data).toMatchObject({
      door: 'back-office',
      actor: 'test_admin',
      reason: null,
    });
  });

  it('rebuild past the event an operator skipped, while it still fails', async () => {
    const before = await board();
    await admin.post('/api/admin/projections/prospects/rebuild').expect(202);
    const after = await rebuildsSettled();
    expect(after.find((p) => p.name === 'prospects')).toMatchObject({
      state: 'running',
      failedEvent: null,
    });
    expect(await board()).toEqual(before);
    const log = (await admin.get('/api/admin/events?stream=operations-projections&limit=1000')).body
      .data as Logged[];
    const ended = log.filter(
      (e) =>
        e.data.projector === 'prospects' &&
        (e.type === 'ProjectionRebuildFinished' || e.type === 'ProjectionRebuildFailed'),
    );
    expect(ended.at(-1)?.type).toBe('ProjectionRebuildFinished');
  });

  it('give the dashboard its figures: last 7 days, votes per day, projector health', async () => {
    const stats = (await admin.get('/api/admin/stats').expect(200)).body;
    expect(stats.last7Days.votes).toBe(3);
    expect(stats.last7Days.registrations).toBeGreaterThanOrEqual(1);
    expect(stats.votesPerDay).toHaveLength(14);
    expect(stats.votesPerDay.at(-1)).toEqual({
      day: new Date().toISOString().slice(0, 10),
      votes: 3,
    });
    expect(stats.projections.total).toBe((await projections()).length);
    await request(server.url).get('/api/admin/stats').expect(401);
  });
});

describe('the operators\u2019 view of the background processes', () => {
  it('lists each area\u2019s processes running in this API process, for admins only', async () => {
    const list = (await admin.get('/api/admin/processes').expect(200)).body as {
      id: string;
      name: string;
      purpose: string;
      state: string;
      startedAt: string | null;
    }[];
    expect(list.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'prospects-finish-edits',
        'notifications-mail',
        'uploads-sweep',
        'youscout-badge-awarding',
        'youscout-finish-nominations',
      ]),
    );
    for (const process of list) {
      expect(process.id).toBe(process.name);
      expect(process.state).toBe('running');
      expect(process.purpose.length).toBeGreaterThan(20);
      expect(Number.isNaN(Date.parse(process.startedAt ?? ''))).toBe(false);
    }
    await request(server.url).get('/api/admin/processes').expect(401);
    await (await userAgent(server)).get('/api/admin/processes').expect(403);
  });
});

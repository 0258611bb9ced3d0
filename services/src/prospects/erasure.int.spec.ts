import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjector } from '../../../projections/src/runner/rebuild';
import { parseAuditArgs, runAudit } from '../../../scripts/audit-command';
import { appendEvents, systemMetadata } from '../core/context';
import { type Agent, adminAgent, untilCaughtUp } from '../testing/agents';
import { startTestServer, type TestServer } from '../testing/test-server';
import { BOARD_PROJECTOR } from './board-cache';
import { BOARD_STREAM, PROSPECT_EVENT_TYPES, prospectStream, RANK_EVENT_TYPES } from './events';

/**
 * Issue 36 item 5: a deleted NOLA 100 prospect (a high-school athlete) stayed public in every past
 * board, and staff had no erasure. Personal fields are now sealed with the prospect's key, and
 * an erasure makes them read "removed" in every past board, replay, history, audit line and
 * rebuild, for events sealed since and for the clear-text events of an older log alike.
 */

let server: TestServer;
let admin: Agent;
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminAgent(server);
});
afterAll(() => server?.close());

const STAFF_TYPES = [...PROSPECT_EVENT_TYPES, ...RANK_EVENT_TYPES];
/** A prospect of each test's own: no name or school of one test shows in another's boards. */
const fieldsOf = (firstName: string, lastName: string, school: string, teamName: string) => ({
  firstName,
  lastName,
  school,
  teamName,
  positionPrimary: 'SS',
  positionSecondary: '',
  battingThrowingHand: 'R/R',
  gradYear: 2027,
  nolaEvaluated: false,
});
const personal = (f: ReturnType<typeof fieldsOf>) => [
  f.firstName,
  f.lastName,
  f.school,
  f.teamName,
];

type Shown = { id: string; firstName: string; lastName: string; school: string; teamName: string };
const pastBoard = async (asOf: string, by = 'recorded') =>
  (await request(server.url).get(`/api/prospects?asOf=${asOf}&by=${by}`).expect(200)).body
    .data as Shown[];
// Each erasure test reads every reader of the log, twice rebuilt: slow on a loaded machine.
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

async function audit(args: string[]): Promise<string> {
  const lines: string[] = [];
  await runAudit(parseAuditArgs(args), {
    store: server.ctx.store,
    knex: server.ctx.knex,
    print: (text) => lines.push(text),
  });
  return lines.join('\n');
}

const rowOf = (id: string) =>
  server.ctx
    .knex('baseball_prospects')
    .where({ id })
    .first('first_name', 'last_name', 'school', 'team_name');

/** Everything a reader shows of the prospect, gathered, to look for the personal fields in. */
async function everything(id: string, before: string) {
  const history = await admin.get(`/api/admin/prospects/${id}/history`).expect(200);
  return [
    JSON.stringify(await pastBoard(before)),
    JSON.stringify(await pastBoard(before, 'occurred')),
    JSON.stringify(history.body),
    await audit(['prospect', id]),
    await audit(['board', '--as-of', before]),
    await audit(['board', '--as-of', before, '--by', 'occurred']),
    JSON.stringify(await rowOf(id)),
  ];
}

describe('a prospect’s personal fields', () => {
  it('are sealed in the log, and shown opened on the live board', async () => {
    const fields = fieldsOf('Remy', 'Thibodeaux', 'Brother Martin High School', 'Delta Rays 16U');
    const created = await admin
      .post('/api/admin/prospects')
      .send({ ...fields, nolaRank: 30 })
      .expect(201);
    const id = created.body.id as string;
    await admin
      .patch(`/api/admin/prospects/${id}`)
      .send({ school: 'Jesuit High School' })
      .expect(200);
    const events = await server.ctx.store.readStream(prospectStream(id));
    const log = JSON.stringify(events.map((e) => e.data));
    for (const text of [...personal(fields), 'Jesuit High School']) expect(log).not.toContain(text);
    expect(events[0]?.data).toMatchObject({ firstName: expect.stringMatching(/^sealed:v1:/) });
    expect(events[1]?.data).toMatchObject({
      changes: {
        school: { from: expect.stringMatching(/^sealed:/), to: expect.stringMatching(/^sealed:/) },
      },
    });
    const live = (await request(server.url).get('/api/prospects').expect(200)).body.data as Shown[];
    expect(live.find((p) => p.id === id)).toMatchObject({
      firstName: 'Remy',
      lastName: 'Thibodeaux',
      school: 'Jesuit High School',
      teamName: 'Delta Rays 16U',
    });
    const history = await admin.get(`/api/admin/prospects/${id}/history`).expect(200);
    const update = history.body.data.find((e: { type: string }) => e.type === 'ProspectUpdated');
    expect(update.changes.school).toEqual({
      from: 'Brother Martin High School',
      to: 'Jesuit High School',
    });
  });
});

describe('a staff erasure', () => {
  it('shows "removed" in every past board, asOf replay, history, audit line and rebuild', async () => {
    const fields = fieldsOf(
      'Jalen',
      'Broussard',
      'Archbishop Rummel High School',
      'Bayou Bats 17U',
    );
    const created = await admin
      .post('/api/admin/prospects')
      .send({ ...fields, nolaRank: 31 })
      .expect(201);
    const id = created.body.id as string;
    await request(server.url).post(`/api/prospects/${id}/vote`).expect(201);
    await pause();
    const before = new Date().toISOString();
    await pause();
    // Deleted, as the probe did: the past board still names the player and the school.
    await admin.delete(`/api/admin/prospects/${id}`).expect(200);
    expect((await pastBoard(before)).find((p) => p.id === id)).toMatchObject({
      firstName: 'Jalen',
      school: 'Archbishop Rummel High School',
    });

    const erased = await admin.post(`/api/admin/prospects/${id}/erasure`).expect(200);
    expect(erased.body).toMatchObject({ id, message: expect.any(String) });

    for (const by of ['recorded', 'occurred']) {
      const then = (await pastBoard(before, by)).find((p) => p.id === id);
      expect(then).toMatchObject({
        firstName: 'removed',
        lastName: 'removed',
        school: 'removed',
        teamName: 'removed',
      });
    }
    const history = await admin.get(`/api/admin/prospects/${id}/history`).expect(200);
    expect(history.body.data[0].fields).toMatchObject({ firstName: 'removed', school: 'removed' });
    expect(history.body.data.at(-1).type).toBe('ProspectErased');
    expect(await audit(['prospect', id])).toContain('firstName="removed"');
    expect(await audit(['board', '--as-of', before])).toMatch(/removed removed/);
    for (const shown of await everything(id, before))
      for (const text of personal(fields)) expect(shown).not.toContain(text);

    // The log keeps its order; a rebuild from it writes "removed" too.
    await rebuildProjector(server.runner, BOARD_PROJECTOR);
    expect(await rowOf(id)).toEqual({
      first_name: 'removed',
      last_name: 'removed',
      school: 'removed',
      team_name: 'removed',
    });

    // Once: a second erasure is refused, and so is an edit.
    await admin.post(`/api/admin/prospects/${id}/erasure`).expect(409);
    await admin
      .patch(`/api/admin/prospects/${id}`)
      .send({ school: 'Shaw High School' })
      .expect(404);
    await admin.post(`/api/admin/prospects/${randomUUID()}/erasure`).expect(404);
  }, 120_000);

  it('takes a listed prospect off the board first, freeing its rank', async () => {
    const created = await admin
      .post('/api/admin/prospects')
      .send({ ...fieldsOf('Cole', 'Listed', 'Shaw High School', ''), nolaRank: 32 })
      .expect(201);
    const id = created.body.id as string;
    await admin.post(`/api/admin/prospects/${id}/erasure`).expect(200);
    const live = (await request(server.url).get('/api/prospects').expect(200)).body.data as Shown[];
    expect(live.some((p) => p.id === id)).toBe(false);
    const types = (await server.ctx.store.readStream(prospectStream(id))).map((e) => e.type);
    expect(types).toEqual(['ProspectAdded', 'ProspectRemoved', 'ProspectErased']);
  });

  it('covers the clear-text events of a log older than the sealing', async () => {
    // As the log of a site before issue 36 holds them: written by the old handlers, in clear.
    const fields = fieldsOf(
      'Marcus',
      'Fontenot',
      'De La Salle High School',
      'Crescent Crawfish 15U',
    );
    const id = randomUUID();
    const metadata = systemMetadata('old-site');
    const at = new Date().toISOString();
    await appendEvents(
      server.ctx,
      prospectStream(id),
      [
        { type: 'ProspectAdded', data: { prospectId: id, ...fields, nolaRank: 33, addedAt: at } },
        {
          type: 'ProspectUpdated',
          data: {
            prospectId: id,
            changes: { school: { from: fields.school, to: 'Holy Cross School' } },
            updatedAt: at,
          },
        },
      ],
      'no_stream',
      metadata,
    );
    const revision = (await server.ctx.store.readStream(BOARD_STREAM)).at(-1)?.revision;
    await appendEvents(
      server.ctx,
      BOARD_STREAM,
      [
        {
          type: 'RankAssigned',
          data: { prospectId: id, rank: 33, moves: [{ prospectId: id, from: null, to: 33 }], at },
        },
      ],
      revision ?? 'no_stream',
      metadata,
    );
    await appendEvents(
      server.ctx,
      `vote-${id}-old-voter`,
      [
        {
          type: 'VoteCast',
          data: {
            prospectId: id,
            prospectName: 'Marcus Fontenot',
            voterKey: 'old-voter',
            userId: null,
            castAt: at,
          },
        },
      ],
      'no_stream',
      metadata,
    );
    await untilCaughtUp(server.ctx, STAFF_TYPES);
    await pause();
    const before = new Date().toISOString();
    await pause();
    expect((await pastBoard(before)).find((p) => p.id === id)).toMatchObject({
      school: 'Holy Cross School',
    });

    await admin.post(`/api/admin/prospects/${id}/erasure`).expect(200);

    expect((await pastBoard(before)).find((p) => p.id === id)).toMatchObject({
      firstName: 'removed',
      lastName: 'removed',
      school: 'removed',
      teamName: 'removed',
    });
    const history = await admin.get(`/api/admin/prospects/${id}/history`).expect(200);
    const update = history.body.data.find((e: { type: string }) => e.type === 'ProspectUpdated');
    expect(update.changes.school).toEqual({ from: 'removed', to: 'removed' });
    await rebuildProjector(server.runner, BOARD_PROJECTOR);
    for (const shown of await everything(id, before))
      for (const text of [...personal(fields), 'Holy Cross School'])
        expect(shown).not.toContain(text);
  }, 120_000);
});

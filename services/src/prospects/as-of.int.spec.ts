import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAuditArgs, runAudit } from '../../../scripts/audit-command';
import { systemMetadata } from '../core/context';
import { type Agent, adminAgent } from '../testing/agents';
import { startTestServer, type TestServer } from '../testing/test-server';
import { addProspect } from './commands';

let server: TestServer;
let admin: Agent;
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminAgent(server);
});
afterAll(() => server?.close());

const DAY = 24 * 60 * 60 * 1000;
const fields = (lastName: string) => ({
  firstName: 'Test',
  lastName,
  school: 'Chalmette High School',
  teamName: '',
  positionPrimary: 'C',
  positionSecondary: '',
  battingThrowingHand: 'R/R',
  gradYear: 2027,
  nolaEvaluated: false,
});
const daysAgo = (days: number) => ({
  ...systemMetadata('test'),
  occurredAt: new Date(Date.now() - days * DAY).toISOString(),
});

type Row = { id: string; lastName: string; nolaRank: number | null; rankChange: number | null };
const board = async (query = '') =>
  (await request(server.url).get(`/api/prospects${query}`).expect(200)).body.data as Row[];
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the board over time', () => {
  it('is empty as of a time before anything happened', async () => {
    expect(await board('?asOf=2020-01-01T00:00:00Z')).toEqual([]);
  });

  it('shows each prospect’s official rank now against 7 days ago; null when new', async () => {
    const older = await addProspect(server.ctx, { ...fields('Older'), nolaRank: 5 }, daysAgo(10));
    const climber = await addProspect(
      server.ctx,
      { ...fields('Climber'), nolaRank: 6 },
      daysAgo(9),
    );
    await admin.post(`/api/admin/prospects/${climber.prospectId}/move`).send({ direction: 'up' });
    await admin
      .post('/api/admin/prospects')
      .send({ ...fields('Newcomer'), nolaRank: 9 })
      .expect(201);
    const now = await board();
    const byName = (name: string) => now.find((p) => p.lastName === name);
    expect(byName('Climber')).toMatchObject({ nolaRank: 5, rankChange: 1 });
    expect(byName('Older')).toMatchObject({ nolaRank: 6, rankChange: -1 });
    expect(byName('Newcomer')).toMatchObject({ nolaRank: 9, rankChange: null });

    // By their own (back-dated) time, eight days ago both stood where they were added, and a
    // week before that neither existed.
    const eightDaysAgo = new Date(Date.now() - 8 * DAY).toISOString();
    const then = await board(`?asOf=${eightDaysAgo}&by=occurred`);
    expect(then.map((p) => [p.lastName, p.nolaRank, p.rankChange])).toEqual([
      ['Older', 5, null],
      ['Climber', 6, null],
    ]);
    expect(older.prospectId).toBe(then[0]?.id);
    // But the store recorded them just now: eight days ago the site showed neither.
    expect(await board(`?asOf=${eightDaysAgo}`)).toEqual([]);
    expect(await board(`?asOf=${eightDaysAgo}&by=recorded`)).toEqual([]);
  });

  it('says which clock it answers by, recorded unless asked otherwise', async () => {
    const asOf = new Date().toISOString();
    const recorded = await request(server.url).get(`/api/prospects?asOf=${asOf}`).expect(200);
    expect(recorded.body).toMatchObject({ asOf, by: 'recorded', unreadable: [] });
    const occurred = await request(server.url)
      .get(`/api/prospects?asOf=${asOf}&by=occurred`)
      .expect(200);
    expect(occurred.body).toMatchObject({ asOf, by: 'occurred' });
    const wrong = await request(server.url).get(`/api/prospects?asOf=${asOf}&by=claimed`);
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.by).toMatch(/recorded or occurred/);
  });

  it('refuses a future asOf with a message', async () => {
    const soon = new Date(Date.now() + 60_000).toISOString();
    const response = await request(server.url).get(`/api/prospects?asOf=${soon}`);
    expect(response.status).toBe(400);
    expect(response.body.errors.asOf).toMatch(/in the future/);
  });

  it('prints both times of each event in the audit CLI, and both boards', async () => {
    const { prospectId } = await addProspect(
      server.ctx,
      { ...fields('Backdated'), nolaRank: 40 },
      daysAgo(20),
    );
    const lines: string[] = [];
    const io = {
      store: server.ctx.store,
      knex: server.ctx.knex,
      print: (text: string) => lines.push(text),
    };
    await runAudit(parseAuditArgs(['prospect', prospectId]), io);
    const added = lines
      .join('\n')
      .split('\n')
      .find((line) => line.includes('ProspectAdded'));
    const today = new Date().toISOString().slice(0, 10);
    const twentyDaysAgo = new Date(Date.now() - 20 * DAY).toISOString().slice(0, 10);
    expect(added).toMatch(new RegExp(`^${twentyDaysAgo}T\\S+\\s+${today}T`));

    const tenDaysAgo = new Date(Date.now() - 10 * DAY + 60_000).toISOString();
    for (const by of ['recorded', 'occurred'] as const) {
      lines.length = 0;
      await runAudit(parseAuditArgs(['board', '--as-of', tenDaysAgo, '--by', by]), io);
      const output = lines.join('\n');
      expect(output).toContain(`by ${by} time`);
      expect(output.includes('Backdated'), by).toBe(by === 'occurred');
    }
    expect(() => parseAuditArgs(['board', '--as-of', '2999-01-01T00:00:00Z'])).toThrow(
      /in the future/,
    );
  });

  it('as of several instants equals the board as it was read live at each of them', async () => {
    const snapshots: { at: string; data: Row[] }[] = [];
    const snap = async () => {
      const data = await board();
      snapshots.push({ at: new Date().toISOString(), data });
      await pause();
    };
    const anna = (await admin.post('/api/admin/prospects').send({ ...fields('Anna'), nolaRank: 2 }))
      .body.id as string;
    await snap();
    await request(server.url).post(`/api/prospects/${anna}/vote`).expect(201);
    await admin
      .patch(`/api/admin/prospects/${anna}`)
      .send({ school: 'Haynes Academy' })
      .expect(200);
    await snap();
    await admin.post(`/api/admin/prospects/${anna}/move`).send({ direction: 'up' }).expect(200);
    const bea = (await admin.post('/api/admin/prospects').send({ ...fields('Bea'), nolaRank: 1 }))
      .body.id as string;
    await snap();
    await admin.delete(`/api/admin/prospects/${anna}`).expect(200);
    await request(server.url).post(`/api/prospects/${bea}/vote`).expect(201);
    await snap();

    for (const { at, data } of snapshots) {
      expect(await board(`?asOf=${encodeURIComponent(at)}`), at).toEqual(data);
    }
    expect(snapshots[3]?.data.some((p) => p.id === anna)).toBe(false);
  });
});

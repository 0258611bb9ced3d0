import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAuditArgs, runAudit } from '../../../scripts/audit-command';
import { systemMetadata } from '../core/context';
import { comparePositions, EventRefused } from '../core/event-store/event-store';
import { type Agent, adminAgent } from '../testing/agents';
import { writePoisonEvent } from '../testing/poison';
import { startTestServer, type TestServer } from '../testing/test-server';
import { until } from '../testing/until';
import { addProspect } from './commands';
import { castVote } from './votes';

/**
 * Issue 20: one event that does not parse (the fault suite's VoteCast whose voterKey is a
 * number) used to break every audit view for good. Each view now answers, marks the event
 * (position, type, why) and goes on. The store itself refuses such an event, so the test
 * writes it straight into es_events, as an old buggy writer or a hand edit would have.
 */
let server: TestServer;
let admin: Agent;
let prospectId: string;
let poisonId: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminAgent(server);
  ({ prospectId } = await addProspect(
    server.ctx,
    {
      firstName: 'Poison',
      lastName: 'Pill',
      school: 'Jesuit High School',
      teamName: '',
      positionPrimary: 'SS',
      positionSecondary: '',
      battingThrowingHand: 'R/R',
      gradYear: 2027,
      nolaEvaluated: false,
      nolaRank: 3,
    },
    systemMetadata('test'),
  ));
  for (const key of ['a', 'b'])
    await castVote(server.ctx, prospectId, { key, userId: null }, systemMetadata('test'));
  poisonId = await writePoisonEvent(server.ctx.knex, `vote-${prospectId}-poison`, {
    type: 'VoteCast',
    data: { prospectId, voterKey: 42 },
  });
  const last = await castVote(
    server.ctx,
    prospectId,
    { key: 'c', userId: null },
    systemMetadata('test'),
  );
  // Committed is not yet readable while an older transaction of this database is open (the
  // test server's projectors run beside it): the board as of now reads what readers see.
  await until(
    () => server.ctx.store.headPosition(),
    (head) => comparePositions(head, last.position) >= 0,
  );
});
afterAll(() => server?.close());

const marked = () => ({
  eventId: poisonId,
  type: 'VoteCast',
  stream: `vote-${prospectId}-poison`,
  position: expect.stringMatching(/^\d+\.\d+$/),
  reason: expect.stringMatching(/data\.voterKey: .*string/),
});

describe('an unreadable event in the log', () => {
  it('cannot be appended through the store', async () => {
    await expect(
      server.ctx.store.append(
        `vote-${prospectId}-again`,
        [{ type: 'VoteCast', data: { prospectId, voterKey: 42 }, metadata: systemMetadata('t') }],
        { expectedRevision: 'no_stream' },
      ),
    ).rejects.toBeInstanceOf(EventRefused);
  });

  it('is marked by the board as of now, which counts the votes around it', async () => {
    const res = await request(server.url).get(`/api/prospects?asOf=${new Date().toISOString()}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ id: prospectId, nolaRank: 3, communityVotes: 3 }),
    ]);
    expect(res.body.unreadable).toEqual([expect.objectContaining(marked())]);
  });

  it('is marked by the prospect history, which lists the three readable votes', async () => {
    const res = await admin.get(`/api/admin/prospects/${prospectId}/history`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((e: { type: string }) => e.type)).toEqual([
      'ProspectAdded',
      'RankAssigned',
      'VoteCast',
      'VoteCast',
      'VoteCast',
    ]);
    expect(res.body.unreadable).toEqual([expect.objectContaining(marked())]);
  });

  it('is printed by the audit CLI for the board and the prospect, before the answer', async () => {
    for (const args of [['board'], ['prospect', prospectId]]) {
      const lines: string[] = [];
      await runAudit(parseAuditArgs(args), {
        store: server.ctx.store,
        knex: server.ctx.knex,
        print: (text) => lines.push(text),
      });
      const output = lines.join('\n');
      expect(output).toMatch(
        new RegExp(`UNREADABLE VoteCast at \\d+\\.\\d+ \\(event ${poisonId}.*data\\.voterKey`),
      );
      const answer = args[0] === 'board' ? 'Poison Pill' : 'ProspectAdded';
      expect(output.indexOf('UNREADABLE')).toBeLessThan(output.indexOf(answer));
    }
  });

  it('is not listed by a board as of a time before it', async () => {
    const res = await request(server.url).get('/api/prospects?asOf=2020-01-01T00:00:00Z');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: [], unreadable: [] });
  });
});

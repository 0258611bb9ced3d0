import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAuditArgs, runAudit } from '../../../scripts/audit-command';
import { systemMetadata } from '../core/context';
import { comparePositions } from '../core/event-store/event-store';
import { addProspect } from '../prospects/commands';
import { castVote } from '../prospects/votes';
import { type Agent, adminAgent } from '../testing/agents';
import { startTestServer, type TestServer } from '../testing/test-server';
import { until } from '../testing/until';

/**
 * Issue 36, item 20. A vote whose metadata is `null` (written past the store, as a hand edit or
 * an old writer could have) used to answer 500 on every page of GET /api/admin/events holding
 * it, so paging stopped there; a prospect's history answered 500 and `npm run audit -- prospect`
 * crashed; the prospects projector counted the vote and health said nothing. Unreadable
 * metadata is now treated as unreadable data is (unreadable-events.int.spec.ts).
 */
let server: TestServer;
let admin: Agent;
let prospectId: string;
let nullId: string;
const stream = () => `vote-${prospectId}-nullmeta`;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminAgent(server);
  ({ prospectId } = await addProspect(
    server.ctx,
    {
      firstName: 'Null',
      lastName: 'Metadata',
      school: 'Jesuit High School',
      teamName: '',
      positionPrimary: 'SS',
      positionSecondary: '',
      battingThrowingHand: 'R/R',
      gradYear: 2027,
      nolaEvaluated: false,
      nolaRank: 4,
    },
    systemMetadata('test'),
  ));
  await castVote(server.ctx, prospectId, { key: 'a', userId: null }, systemMetadata('test'));
  // A well-formed vote, but its metadata is JSON null: straight into the log, past the store.
  nullId = randomUUID();
  await server.ctx.knex.raw('select * from es_append(?, ?, ?::jsonb)', [
    stream(),
    'any',
    JSON.stringify([
      {
        id: nullId,
        type: 'VoteCast',
        data: {
          prospectId,
          prospectName: 'Null Metadata',
          voterKey: 'b',
          userId: null,
          castAt: new Date().toISOString(),
        },
        metadata: null,
      },
    ]),
  ]);
  const last = await castVote(
    server.ctx,
    prospectId,
    { key: 'c', userId: null },
    systemMetadata('test'),
  );
  await until(
    () => server.ctx.store.headPosition(),
    (head) => comparePositions(head, last.position) >= 0,
  );
  server.ctx.transport.nudge({ commit: 0n, prepare: 0n }, ['VoteCast']);
});
afterAll(() => server?.close());

type Logged = { id: string; type: string; metadata: unknown; unreadable?: string };

describe('an event whose metadata is null', () => {
  it('is listed by GET /api/admin/events with its reason, and paging goes on past it', async () => {
    const all = await admin.get('/api/admin/events?limit=1000');
    expect(all.status).toBe(200);
    const events = all.body.data as Logged[];
    expect(events.find((e) => e.id === nullId)).toMatchObject({
      type: 'VoteCast',
      metadata: null,
      unreadable: 'metadata: expected an object, received null',
    });
    // Page by page, two at a time, through the whole log: every page answers.
    const paged: string[] = [];
    let after: string | null = '';
    while (after !== null) {
      const page = await admin.get(`/api/admin/events?limit=2${after ? `&after=${after}` : ''}`);
      expect(page.status).toBe(200);
      paged.push(...(page.body.data as Logged[]).map((e) => e.id));
      after = page.body.next;
    }
    expect(paged).toEqual(events.map((e) => e.id));
    // Filters that read metadata pass it by rather than fail.
    const since = await admin.get(
      `/api/admin/events?limit=1000&from=2020-01-01T00:00:00Z&actor=${randomUUID()}`,
    );
    expect(since.status).toBe(200);
    // As NDJSON too.
    const ndjson = await admin
      .get(`/api/admin/events?limit=1000&stream=${stream()}`)
      .set('Accept', 'application/x-ndjson');
    expect(ndjson.status).toBe(200);
    expect(ndjson.text).toContain(nullId);
  });

  it('is marked by the prospect history, which lists the readable votes', async () => {
    const res = await admin.get(`/api/admin/prospects/${prospectId}/history`);
    expect(res.status).toBe(200);
    expect(res.body.data.filter((e: { type: string }) => e.type === 'VoteCast')).toHaveLength(2);
    expect(res.body.unreadable).toEqual([
      expect.objectContaining({
        eventId: nullId,
        type: 'VoteCast',
        occurredAt: null,
        reason: 'metadata: expected an object, received null',
      }),
    ]);
  });

  it('is printed by `npm run audit -- prospect`, which does not crash', async () => {
    const lines: string[] = [];
    await runAudit(parseAuditArgs(['prospect', prospectId]), {
      store: server.ctx.store,
      knex: server.ctx.knex,
      print: (text) => lines.push(text),
    });
    const output = lines.join('\n');
    expect(output).toMatch(new RegExp(`UNREADABLE VoteCast at .*event ${nullId}.*metadata`));
    expect(output).toContain('ProspectAdded');
  });

  it('stops the prospects projector, which health reports, instead of counting it', async () => {
    let state: { state: string; failedEvent: { id: string } | null } | undefined;
    for (let i = 0; i < 200; i++) {
      const list = (await admin.get('/api/admin/projections')).body as {
        name: string;
        state: string;
        failedEvent: { id: string } | null;
      }[];
      state = list.find((p) => p.name === 'prospects');
      if (state?.state === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(state).toMatchObject({ state: 'failed', failedEvent: { id: nullId } });
    const ready = await admin.get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.problems).toContain(
      'projector prospects is stopped at a failed event (retry or skip it)',
    );
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemMetadata } from '../core/context';
import { evaluationStream } from '../intake/events';
import { adminAgent, newClientAddress } from '../testing/agents';
import { startTestServer, type TestServer } from '../testing/test-server';
import { until } from '../testing/until';
import { STREAMS_PER_USER_MAX } from './constants';
import {
  call,
  list,
  listOf,
  NOTHING_SENT,
  openStream,
  registerMember,
} from './notifications.testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback' });
});
afterAll(() => server?.close());

const evaluation = (playerName: string) => ({
  parentName: 'Renee Batiste',
  parentEmail: 'renee@example.com',
  parentPhone: '504-555-0142',
  playerName,
  playerAge: 14,
  playerPosition: 'SS',
  playerSchool: 'Jesuit High School',
  additionalInfo: '',
});

async function requestEvaluation(member: { cookie: string; address: string }, playerName: string) {
  const response = await fetch(`${server.url}/api/prospect-evaluations`, {
    method: 'POST',
    headers: {
      Cookie: member.cookie,
      'X-Forwarded-For': member.address,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(evaluation(playerName)),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** An evaluation request as its event, appended without the form (and without its wait). */
const requested = (requestId: string, userId: string) => ({
  type: 'EvaluationRequested',
  data: {
    requestId,
    userId,
    ...evaluation('Theo Landry'),
    additionalInfo: null,
    requestedAt: new Date().toISOString(),
  },
  metadata: systemMetadata('test'),
});

async function moveEvaluation(id: string, status: string) {
  const admin = await adminAgent(server, { forwardedFor: newClientAddress() });
  await admin.put(`/api/admin/evaluation-requests/${id}`).send({ status }).expect(200);
}

describe('the notifications list', () => {
  it('welcomes a new member, and tells them of their evaluation request and its progress', async () => {
    const member = await registerMember(server);
    const welcome = await listOf(server, member, 1);
    expect(welcome.unread).toBe(1);
    expect(welcome.data[0]).toMatchObject({
      type: 'welcome',
      title: 'Welcome to NOLA Sports',
      read: false,
    });

    const id = await requestEvaluation(member, 'Andre Batiste');
    await moveEvaluation(id, 'contacted');
    const after = await listOf(server, member, 3);
    expect(after.data.map((n) => [n.type, n.message])).toEqual([
      [
        'evaluation-status',
        'Your evaluation request for Andre Batiste is under way: a representative has contacted you.',
      ],
      [
        'evaluation-received',
        'We received your evaluation request for Andre Batiste. A representative will contact you within 24 hours.',
      ],
      ['welcome', expect.stringContaining(member.username)],
    ]);
    expect(after.data[0]).toMatchObject({ relatedType: 'evaluation-request', relatedId: id });
    expect(after.unread).toBe(3);

    // Nobody else sees them.
    const stranger = await registerMember(server);
    const theirs = await listOf(server, stranger, 1);
    expect(theirs.data.map((n) => n.type)).toEqual(['welcome']);
  });

  it('marks one read, then all read; a stranger cannot mark them', async () => {
    const member = await registerMember(server);
    await requestEvaluation(member, 'Jalen Boudreaux');
    const before = await listOf(server, member, 2);
    const [newest, oldest] = before.data;
    if (!newest || !oldest) throw new Error('two notifications expected');

    const stranger = await registerMember(server);
    expect(
      (await call(server, stranger, `/api/notifications/${newest.id}/read`, 'POST')).status,
    ).toBe(404);

    const one = await call(server, member, `/api/notifications/${oldest.id}/read`, 'POST');
    expect(await one.json()).toEqual({ message: 'Marked as read', unread: 1 });
    const again = await call(server, member, `/api/notifications/${oldest.id}/read`, 'POST');
    expect(await again.json()).toEqual({ message: 'Marked as read', unread: 1 });
    expect((await list(server, member)).data.map((n) => n.read)).toEqual([false, true]);

    const all = await call(server, member, '/api/notifications/read-all', 'POST');
    expect(await all.json()).toEqual({ message: 'All marked as read', unread: 0 });
    expect((await list(server, member)).data.map((n) => n.read)).toEqual([true, true]);
  });

  it('refuses a bad id, a bad limit and a visitor', async () => {
    const member = await registerMember(server);
    const bad = await call(server, member, '/api/notifications/not-an-id/read', 'POST');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: unknown }).errors).toEqual({
      id: 'id must be a notification id (a UUID)',
    });
    const limit = await call(server, member, '/api/notifications?limit=0');
    expect(limit.status).toBe(400);
    expect((await fetch(`${server.url}/api/notifications`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/notifications/stream`)).status).toBe(401);
  });
});

describe('the live stream', () => {
  it('sends a new notification to every open page of its person, and nothing of others', async () => {
    const member = await registerMember(server);
    const [welcome] = (await listOf(server, member, 1)).data;
    const first = await openStream(server, member, `?after=${welcome?.streamId}`);
    const second = await openStream(server, member, `?after=${welcome?.streamId}`);
    const stranger = await registerMember(server);
    const theirs = await openStream(server, stranger);
    try {
      expect(first.response.status).toBe(200);
      expect(first.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const started = Date.now();
      await requestEvaluation(member, 'Marcus Hebert');
      for (const page of [first, second]) {
        const [event] = await page.until(1);
        expect(event).toMatchObject({
          event: 'notification',
          data: { type: 'evaluation-received' },
        });
        expect(event?.id).toBe(event?.data.streamId);
      }
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(theirs.events).toEqual([]);
    } finally {
      await Promise.all([first.close(), second.close(), theirs.close()]);
    }
  });

  it('resumes after Last-Event-ID: a page that was away misses nothing and sees nothing twice', async () => {
    const member = await registerMember(server);
    const [welcome] = (await listOf(server, member, 1)).data;
    const id = await requestEvaluation(member, 'Tyler Guidry');
    await moveEvaluation(id, 'contacted');
    await moveEvaluation(id, 'scheduled');
    const all = (await listOf(server, member, 4)).data.reverse();
    const [, received] = all;

    // The page had seen the request's receipt when its connection dropped.
    const resumed = await openStream(server, member, `?after=${welcome?.streamId}`, {
      'Last-Event-ID': received?.streamId ?? '',
    });
    try {
      const events = await resumed.until(2);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(resumed.events.map((e) => e.data.title)).toEqual([
        'Evaluation request contacted',
        'Evaluation request scheduled',
      ]);
      expect(events.map((e) => e.id)).toEqual(all.slice(2).map((n) => n.streamId));
    } finally {
      await resumed.close();
    }
    const bad = await openStream(server, member, '', { 'Last-Event-ID': 'yesterday' });
    expect(bad.response.status).toBe(400);
    await bad.close();
  });

  it('opened with no cursor, sends nothing for what the log held before it opened, however late it is projected', async () => {
    const member = await registerMember(server);
    await listOf(server, member, 1); // the welcome is on the read table
    // In the log, not yet projected: appended without waking the projectors (their timer will).
    const requestId = randomUUID();
    await server.ctx.store.append(
      evaluationStream(requestId),
      [requested(requestId, member.userId)],
      { expectedRevision: 'no_stream' },
    );
    const response = await call(server, member, '/api/notifications/stream?for=3');
    // Status and body together: should this fail, the failure says which of the two differed.
    expect({ status: response.status, body: await response.text() }).toEqual({
      status: 200,
      body: NOTHING_SENT,
    });
    await listOf(server, member, 2); // projected meanwhile: it was there to be sent, and was not
  });

  // PostgreSQL only: PGlite runs one transaction at a time, so no append can commit late there.
  it.skipIf(!process.env.DATABASE_URL)(
    'opened with no cursor, sends what an older transaction commits after it opened',
    async () => {
      const member = await registerMember(server);
      const other = await registerMember(server);
      await listOf(server, member, 1);
      // An append whose transaction began first and commits last (its position is older than a
      // newer append that committed meanwhile).
      const requestId = randomUUID();
      const late = await server.ctx.knex.transaction();
      try {
        await late.raw('select * from es_append(?, ?, ?::jsonb)', [
          evaluationStream(requestId),
          'no_stream',
          JSON.stringify([{ id: randomUUID(), ...requested(requestId, member.userId) }]),
        ]);
        // Straight to the store: an answer that waited for the projectors would wait for `late`.
        const newer = randomUUID();
        await server.ctx.store.append(evaluationStream(newer), [requested(newer, other.userId)], {
          expectedRevision: 'no_stream',
        });
        const stream = await openStream(server, member, '?for=15');
        try {
          expect(stream.response.status).toBe(200);
          await late.commit();
          server.ctx.transport.nudge(await server.ctx.store.lastCommittedPosition(), [
            'EvaluationRequested',
          ]);
          const sent = await until(
            async () => stream.events.map((e) => e.data.type),
            (types) => types.includes('evaluation-received'),
          );
          expect(sent).toContain('evaluation-received');
        } finally {
          await stream.close();
        }
      } finally {
        if (!late.isCompleted()) await late.rollback();
      }
    },
  );

  it('ends after the time asked for, so the browser reconnects and the session is checked again', async () => {
    const member = await registerMember(server);
    const started = Date.now();
    const response = await call(server, member, '/api/notifications/stream?for=1');
    expect({ status: response.status, body: await response.text() }).toEqual({
      status: 200,
      body: NOTHING_SENT,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('holds a limited number open per account; the next is refused with 429 until one closes', async () => {
    const member = await registerMember(server);
    const other = await registerMember(server);
    const streams = await Promise.all(
      Array.from({ length: STREAMS_PER_USER_MAX }, () => openStream(server, member, '?for=60')),
    );
    try {
      expect(streams.map((s) => s.response.status)).toEqual(streams.map(() => 200));
      const refused = await call(server, member, '/api/notifications/stream?for=60');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await refused.json()) as { message: string }).message).toMatch(
        /already has \d+ live notification streams open/,
      );
      // Another account is not held back by this one's streams.
      const others = await openStream(server, other, '?for=60');
      expect(others.response.status).toBe(200);
      await others.close();

      // A closed page gives its place back.
      await streams.pop()?.close();
      let again = await openStream(server, member, '?for=60');
      for (const deadline = Date.now() + 5_000; again.response.status === 429; ) {
        await again.close();
        if (Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
        again = await openStream(server, member, '?for=60');
      }
      expect(again.response.status).toBe(200);
      streams.push(again);
    } finally {
      await Promise.all(streams.map((s) => s.close()));
    }
  });
});

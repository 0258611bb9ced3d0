import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjector } from '../../../projections/src/runner/rebuild';
import { appendEvents, systemMetadata } from '../core/context';
import { untilCaughtUp } from '../testing/agents';
import type { TestServer } from '../testing/test-server';
import { evaluationStream } from './events';
import { type Agent, registerParent, signInAsAdmin, startIntakeServer } from './intake.testing';

/**
 * Issue 36 item 6: `EvaluationRequested` kept the player's name and school and the parent's
 * e-mail and phone in clear text, with no erasure. They are sealed with the request's own key
 * now, and a staff erasure makes every reader show "removed": the back office, the parent's
 * history and notifications, and a rebuild, for clear-text requests of an older log too.
 */

let server: TestServer;
let admin: Agent;
beforeAll(async () => {
  server = await startIntakeServer();
  admin = await signInAsAdmin(server);
});
afterAll(() => server?.close());

const READ_TYPES = ['EvaluationRequested', 'EvaluationRequestErased', 'EvaluationStatusChanged'];

const evaluation = () => {
  const tag = randomUUID().slice(0, 6);
  return {
    parentName: `Renee Batiste${tag}`,
    parentEmail: `renee.${tag}@example.com`,
    parentPhone: `504-555-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
    playerName: `Andre Guidry${tag}`,
    playerAge: 15,
    playerPosition: 'SS',
    playerSchool: `Jesuit High School ${tag}`,
    additionalInfo: `Andre plays for the Bayou Bats ${tag}`,
  };
};
const personal = (e: ReturnType<typeof evaluation>) => [
  e.parentName,
  e.parentEmail,
  e.playerName,
  e.playerSchool,
  e.additionalInfo,
];

/** Everything staff and the parent see of the request, to look for the personal fields in. */
async function everything(parent: Agent, id: string): Promise<string[]> {
  return [
    JSON.stringify((await admin.get(`/api/admin/evaluation-requests/${id}`).expect(200)).body),
    JSON.stringify((await admin.get('/api/prospect-evaluations').expect(200)).body),
    JSON.stringify((await parent.get('/api/user-activity').expect(200)).body),
    JSON.stringify((await parent.get('/api/notifications').expect(200)).body),
  ];
}

const rebuildAll = async () => {
  for (const name of ['evaluation-requests', 'user-activity', 'notifications'])
    await rebuildProjector(server.runner, name);
};

describe('an evaluation request', () => {
  it('is sealed in the log; shown opened to staff, in the history and the notification', async () => {
    const parent = await registerParent(server);
    const input = evaluation();
    const created = await parent.post('/api/prospect-evaluations').send(input).expect(201);
    const id = created.body.id as string;
    const [event] = await server.ctx.store.readStream(evaluationStream(id));
    const log = JSON.stringify(event?.data);
    for (const text of [...personal(input), input.parentPhone]) expect(log).not.toContain(text);
    expect(event?.data).toMatchObject({ playerAge: 15, playerPosition: 'SS' });

    await untilCaughtUp(server.ctx, READ_TYPES);
    const record = (await admin.get(`/api/admin/evaluation-requests/${id}`).expect(200)).body;
    expect(record).toMatchObject({
      playerName: input.playerName,
      school: input.playerSchool,
      parentEmail: input.parentEmail,
      parentPhone: input.parentPhone,
      notes: input.additionalInfo,
    });
    const [history, notifications] = (await everything(parent, id)).slice(2);
    expect(history).toContain(input.playerName);
    expect(notifications).toContain(input.playerName);
  });

  it('erased by staff, reads "removed" everywhere and after every rebuild', async () => {
    const parent = await registerParent(server);
    const input = evaluation();
    const id = (await parent.post('/api/prospect-evaluations').send(input).expect(201)).body.id;
    await admin
      .put(`/api/admin/evaluation-requests/${id}`)
      .send({ status: 'contacted' })
      .expect(200);

    const erased = await admin.post(`/api/admin/evaluation-requests/${id}/erasure`).expect(200);
    expect(erased.body).toMatchObject({
      id,
      playerName: 'removed',
      school: 'removed',
      parentName: 'removed',
      parentEmail: 'removed',
      parentPhone: 'removed',
      notes: 'removed',
      playerAge: 15,
      status: 'contacted',
    });
    await untilCaughtUp(server.ctx, READ_TYPES);
    const check = async () => {
      const shown = await everything(parent, id);
      for (const text of [...personal(input), input.parentPhone])
        for (const answer of shown) expect(answer).not.toContain(text);
      expect(shown[2]).toContain('removed');
      expect(shown[3]).toContain('removed');
    };
    await check();
    await rebuildAll();
    await check();

    await admin.post(`/api/admin/evaluation-requests/${id}/erasure`).expect(409);
    await admin.post(`/api/admin/evaluation-requests/${randomUUID()}/erasure`).expect(404);
  }, 120_000);

  it('of an older log, in clear text, is erased as well', async () => {
    const parent = await registerParent(server);
    const input = evaluation();
    const id = randomUUID();
    // As the old handler wrote it: every field in clear.
    await appendEvents(
      server.ctx,
      evaluationStream(id),
      [
        {
          type: 'EvaluationRequested',
          data: {
            requestId: id,
            userId: parent.userId,
            ...input,
            requestedAt: new Date().toISOString(),
          },
        },
      ],
      'no_stream',
      systemMetadata('old-site'),
    );
    await untilCaughtUp(server.ctx, READ_TYPES);
    expect(
      (await admin.get(`/api/admin/evaluation-requests/${id}`).expect(200)).body,
    ).toMatchObject({ playerName: input.playerName });

    await admin.post(`/api/admin/evaluation-requests/${id}/erasure`).expect(200);
    await untilCaughtUp(server.ctx, READ_TYPES);
    await rebuildAll();
    for (const answer of await everything(parent, id))
      for (const text of [...personal(input), input.parentPhone])
        expect(answer).not.toContain(text);
  }, 120_000);
});

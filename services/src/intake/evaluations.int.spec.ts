import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../testing/test-server';
import { evaluationStream } from './events';
import {
  type Agent,
  mailTo,
  newClientAddress,
  registerParent,
  signInAsAdmin,
  startIntakeServer,
} from './intake.testing';

let server: TestServer;
let admin: Agent;
let parent: Agent & { userId: string };
beforeAll(async () => {
  server = await startIntakeServer();
  admin = await signInAsAdmin(server);
  parent = await registerParent(server);
});
afterAll(() => server?.close());

const evaluation = (overrides: Record<string, unknown> = {}) => ({
  parentName: 'Renee Batiste',
  parentEmail: `renee.${randomUUID().slice(0, 8)}@example.com`,
  parentPhone: '504-555-0142',
  playerName: `Andre ${randomUUID().slice(0, 6)}`,
  playerAge: 14,
  playerPosition: 'SS',
  playerSchool: 'Jesuit High School',
  additionalInfo: '',
  ...overrides,
});

type Row = Record<string, unknown> & { id: string };
const adminRow = async (id: string): Promise<Row | undefined> =>
  ((await admin.get('/api/prospect-evaluations').expect(200)).body.data as Row[]).find(
    (row) => row.id === id,
  );

/** A fresh signed-in parent for each submission, so the form allowance never runs out. */
async function submitted(overrides: Record<string, unknown> = {}): Promise<string> {
  const agent = await registerParent(server);
  const response = await agent.post('/api/prospect-evaluations').send(evaluation(overrides));
  expect(response.status).toBe(201);
  return response.body.id;
}

describe('POST /api/prospect-evaluations', () => {
  it('requires a signed-in user', async () => {
    const response = await request(server.url)
      .post('/api/prospect-evaluations')
      .set('X-Forwarded-For', newClientAddress())
      .send(evaluation())
      .expect(401);
    expect(response.body).toEqual({ message: 'You must be signed in' });
  });

  it('records the request, mails the parent, and staff see it pending without notes', async () => {
    const body = evaluation({ playerAge: '12' });
    const response = await parent.post('/api/prospect-evaluations').send(body).expect(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      status: 'pending',
      createdAt: expect.any(String),
      message: 'Evaluation request submitted',
    });

    const row = await adminRow(response.body.id);
    expect(row).toEqual({
      id: response.body.id,
      createdAt: expect.any(String),
      playerName: body.playerName,
      position: 'SS',
      gradYear: null,
      school: 'Jesuit High School',
      parentName: 'Renee Batiste',
      parentEmail: body.parentEmail,
      parentPhone: '504-555-0142',
      playerAge: 12,
      status: 'pending',
    });
    expect(row).not.toHaveProperty('notes');

    const [confirmation, ...more] = await mailTo(server, body.parentEmail);
    expect(more).toEqual([]);
    expect(confirmation?.subject).toBe('We received your prospect evaluation request');
    expect(confirmation?.text).toContain('within 24 hours');

    // The signed-in user is recorded as the requester, for their activity list.
    const [event] = await server.ctx.store.readStream(evaluationStream(response.body.id));
    expect(event?.type).toBe('EvaluationRequested');
    // Its personal fields sealed with the request's key (issue 36), the name among them.
    expect(event?.data).toMatchObject({
      userId: parent.userId,
      playerName: expect.stringMatching(/^sealed:v1:/),
    });
    expect(event?.metadata.actorId).toBe(parent.userId);
  });

  it.each([
    [12.5, 'Age must be a whole number of years'],
    [5, 'We evaluate players ages 6 to 18'],
    [19, 'We evaluate players ages 6 to 18'],
  ])('refuses the player age %j with a 400 naming the field', async (playerAge, message) => {
    const agent = await registerParent(server);
    const response = await agent
      .post('/api/prospect-evaluations')
      .send(evaluation({ playerAge }))
      .expect(400);
    expect(response.body).toEqual({ message, errors: { playerAge: message } });
  });

  it("mails the given address only the site's own words, whatever the form said", async () => {
    const payload = 'Claim your prize at https://evil.example/win\nReply with your bank details';
    // Name fields take no line breaks (the one name rule, issue 36 item 12): a name's payload is
    // on one line; the notes take the two-line one.
    const oneLine = 'Claim your prize at https://evil.example/win, reply with your bank details';
    const body = evaluation({
      parentName: 'Renee, visit evil.example now',
      playerName: 'Andre www.evil.example',
      playerPosition: 'SS\r\nBcc: victim@example.com',
      playerSchool: oneLine,
      additionalInfo: payload,
    });
    const agent = await registerParent(server);
    await agent.post('/api/prospect-evaluations').send(body).expect(201);

    const [confirmation, ...more] = await mailTo(server, body.parentEmail);
    expect(more).toEqual([]);
    const mail = `${confirmation?.subject}\n${confirmation?.text}`;
    for (const typed of ['Renee', 'Andre', 'evil', 'prize', 'bank', 'Bcc', 'victim', 'SS']) {
      expect(mail).not.toContain(typed);
    }
    // Staff still see everything that was sent, in the back office.
    const rows = (await admin.get('/api/prospect-evaluations').expect(200)).body.data as Row[];
    expect(rows.find((row) => row.parentEmail === body.parentEmail)).toMatchObject({
      school: oneLine,
    });
  });

  it('shows the notes when the parent wrote some', async () => {
    const id = await submitted({ additionalInfo: '  Throws 80 mph; bats left.  ' });
    expect((await adminRow(id))?.notes).toBe('Throws 80 mph; bats left.');
  });

  it('answers broken rules with the specification messages, as JSON', async () => {
    const response = await parent
      .post('/api/prospect-evaluations')
      .send(evaluation({ parentPhone: '555-0142', playerAge: 'abc', playerPosition: '' }))
      .expect(400);
    expect(response.body).toEqual({
      message: 'Valid phone number is required',
      errors: {
        parentPhone: 'Valid phone number is required',
        playerAge: 'Valid age is required',
        playerPosition: 'Position is required',
      },
    });
    for (const playerAge of [0, -1]) {
      const refused = await parent
        .post('/api/prospect-evaluations')
        .send(evaluation({ playerAge }))
        .expect(400);
      expect(refused.body.errors).toEqual({ playerAge: 'Valid age is required' });
    }
    const extra = await parent
      .post('/api/prospect-evaluations')
      .send(evaluation({ gradYear: 2027 }))
      .expect(400);
    expect(extra.body.errors).toEqual({ gradYear: 'Unknown field' });
  });

  it('counts every post, refused ones too, against the 20 forms a client may send an hour', async () => {
    const busy = await registerParent(server);
    for (let i = 0; i < 20; i++) {
      await busy
        .post('/api/prospect-evaluations')
        .send(evaluation({ playerAge: 0 }))
        .expect(400);
    }
    const refused = await busy.post('/api/prospect-evaluations').send(evaluation()).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.message).toBe(
      'Too many forms sent from this address; please try again later',
    );
  });

  it('keeps the request when the confirmation mail cannot be sent', async () => {
    const mailer = server.ctx.mailer;
    const send = mailer.send;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    mailer.send = async () => {
      throw new Error('SMTP is down');
    };
    try {
      const id = await submitted();
      expect(await adminRow(id)).toMatchObject({ status: 'pending' });
      expect(errors).toHaveBeenCalledWith('evaluation confirmation mail failed:', 'SMTP is down');
    } finally {
      mailer.send = send;
      errors.mockRestore();
    }
  });
});

describe('the staff workflow, PUT /api/admin/evaluation-requests/:id', () => {
  const put = (id: string, body: object) =>
    admin.put(`/api/admin/evaluation-requests/${id}`).send(body);

  it('moves a request pending → contacted → scheduled → completed, recording who did it', async () => {
    const id = await submitted();
    for (const [status, version] of [
      ['contacted', 1],
      ['scheduled', 2],
      ['completed', 3],
    ] as const) {
      const moved = await put(id, { status }).expect(200);
      expect(moved.body).toMatchObject({ id, status, version });
      expect(moved.headers.etag).toBe(`"${version}"`);
      expect((await adminRow(id))?.status).toBe(status);
    }
    const me = await admin.get('/api/user').expect(200);
    const events = await server.ctx.store.readStream(evaluationStream(id));
    expect(events.map((e) => [e.type, e.data.from, e.data.to, e.metadata.actorId])).toEqual([
      ['EvaluationRequested', undefined, undefined, expect.any(String)],
      ['EvaluationStatusChanged', 'pending', 'contacted', me.body.id],
      ['EvaluationStatusChanged', 'contacted', 'scheduled', me.body.id],
      ['EvaluationStatusChanged', 'scheduled', 'completed', me.body.id],
    ]);
  });

  it('refuses an illegal move with 409 and a clear message, and changes nothing', async () => {
    const id = await submitted();
    const skipped = await put(id, { status: 'completed' }).expect(409);
    expect(skipped.body.message).toBe(
      'An evaluation request cannot move from pending to completed; from pending it can move to contacted or declined',
    );
    await put(id, { status: 'declined' }).expect(200);
    const reopened = await put(id, { status: 'pending' }).expect(409);
    expect(reopened.body.message).toContain('declined is final');
    expect((await adminRow(id))?.status).toBe('declined');
  });

  it('accepts the whole record back from react-admin, reading only status and version', async () => {
    const id = await submitted();
    const record = (await admin.get(`/api/admin/evaluation-requests/${id}`).expect(200)).body;
    const moved = await put(id, { ...record, status: 'contacted', playerName: 'Edited' }).expect(
      200,
    );
    expect(moved.body).toMatchObject({ status: 'contacted', playerName: record.playerName });
  });

  it('refuses an edit based on an outdated version with 412, by body or If-Match', async () => {
    const id = await submitted();
    const loaded = await admin.get(`/api/admin/evaluation-requests/${id}`).expect(200);
    expect(loaded.headers.etag).toBe('"0"');
    await put(id, { status: 'contacted', version: 0 }).expect(200);
    const stale = await put(id, { status: 'declined', version: 0 }).expect(412);
    expect(stale.body.message).toMatch(/changed by someone else/);
    await admin
      .put(`/api/admin/evaluation-requests/${id}`)
      .set('If-Match', loaded.headers.etag ?? '')
      .send({ status: 'declined' })
      .expect(412);
    await admin
      .put(`/api/admin/evaluation-requests/${id}`)
      .set('If-Match', '"1"')
      .send({ status: 'scheduled' })
      .expect(200);
  });

  it('answers 404 for an unknown request and 400 for an unknown status', async () => {
    await put(randomUUID(), { status: 'contacted' }).expect(404);
    await put('not-a-uuid', { status: 'contacted' }).expect(404);
    const id = await submitted();
    const bad = await put(id, { status: 'lost' }).expect(400);
    expect(bad.body.errors.status).toMatch(/^Status must be one of/);
  });

  it('lets only admins change a status', async () => {
    const id = await submitted();
    await request(server.url)
      .put(`/api/admin/evaluation-requests/${id}`)
      .send({ status: 'contacted' })
      .expect(401);
    await parent
      .put(`/api/admin/evaluation-requests/${id}`)
      .send({ status: 'contacted' })
      .expect(403);
    expect((await adminRow(id))?.status).toBe('pending');
  });
});

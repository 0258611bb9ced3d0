import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAgent, newClientAddress, userAgent } from '../testing/agents';
import { startTestServer, type TestServer } from '../testing/test-server';
import type { RecordedEvent } from './event-store/event-store';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server?.close());

/** Every event in the log, page by page. */
async function allEvents(): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for (;;) {
    const after = events.at(-1)?.position;
    const page = await server.ctx.store.readAll({ limit: 1000, ...(after ? { after } : {}) });
    events.push(...page);
    if (page.length < 1000) return events;
  }
}

describe("a visitor's keyed hash in the event log (privacy page: retention)", () => {
  it('is kept by a signed-out vote only, not by the metadata of everything else the visitor does', async () => {
    const address = newClientAddress();
    const hash = server.ctx.keys.visitor.mac(address).toString('base64url');
    const from = { forwardedFor: address };
    const before = (await allEvents()).length;
    const admin = await adminAgent(server, from);
    const prospect = await admin.post('/api/admin/prospects').send({
      firstName: 'Andre',
      lastName: 'Batiste',
      positionPrimary: 'SS',
      school: 'Jesuit High School',
      gradYear: 2027,
      nolaRank: 1,
    });
    expect(prospect.status, JSON.stringify(prospect.body)).toBe(201);
    const prospectId = prospect.body.id as string;

    // Signed out: the forms, a password reset, a failed sign-in, a vote.
    const visitor = request.agent(server.url).set('X-Forwarded-For', address);
    await visitor
      .post('/api/contact')
      .send({
        name: 'Al',
        email: 'al@example.com',
        organization: 'NORD',
        message: 'About your fields, please.',
      })
      .expect(201);
    await visitor.post('/api/newsletter').send({ email: 'al@example.com' }).expect(201);
    await visitor.post('/api/reset-password').send({ email: 'al@example.com' }).expect(200);
    await visitor
      .post('/api/login')
      .send({ username: 'nobody', password: 'wrong-one' })
      .expect(401);
    await visitor.post(`/api/prospects/${prospectId}/vote`).expect(201);

    // Signed in, from the same address: registration, an evaluation request, a vote.
    const parent = await userAgent(server, 'parent', from);
    await parent
      .post('/api/prospect-evaluations')
      .send({
        parentName: 'Renee Batiste',
        parentEmail: 'renee@example.com',
        parentPhone: '504-555-0142',
        playerName: 'Andre Batiste',
        playerAge: 14,
        playerPosition: 'SS',
        playerSchool: 'Jesuit High School',
        additionalInfo: '',
      })
      .expect(201);
    await parent.post(`/api/prospects/${prospectId}/vote`).expect(201);

    const ours = (await allEvents()).slice(before);
    // What the visitor's requests wrote (the scan below reads each of these).
    expect(ours.map((e) => e.type)).toEqual(
      expect.arrayContaining([
        'ProspectAdded',
        'ContactMessageSubmitted',
        'NewsletterSubscribed',
        'UsernameReserved',
        'UserRegistered',
        'EvaluationRequested',
        'VoteCast',
      ]),
    );
    const holding = ours
      .filter((e) => JSON.stringify([e.streamName, e.data, e.metadata]).includes(hash))
      .map((e) => ({ type: e.type, userId: e.data.userId }));
    expect(holding).toEqual([{ type: 'VoteCast', userId: null }]);
  });
});

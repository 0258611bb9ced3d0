import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo, waitForMail } from '../../accounts/reset.testing';
import { unseal } from '../../families/sealing';
import { type Agent, adminAgent, newClientAddress, userAgent } from '../../testing/agents';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { REMOVAL_REQUESTED } from '../constants';
import { removalToken } from './removal-links';

// A guardian (or the nominator) with no account asks for a nomination's removal by address: the
// answer never tells whether the address is on record; a match gets a single-use, expiring link,
// and confirming it removes the nomination at once, everywhere.

let server: TestServer;
let admin: Agent;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true', PUBLIC_URL: 'https://nola.example' });
  admin = await adminAgent(server);
});
afterAll(() => server?.close());

const address = (who: string) => `${who}.${randomUUID().slice(0, 8)}@example.com`;

async function approvedNomination(overrides: Record<string, unknown> = {}) {
  const coach = await userAgent(server, 'coach', { forwardedFor: newClientAddress() });
  const nominatorEmail = address('coach');
  const response = await coach
    .post('/api/you-scout/nominations')
    .send({
      firstName: 'Jamie',
      lastName: `Broussard${randomUUID().slice(0, 6)}`,
      age: 15,
      sport: 'baseball',
      position: 'SS',
      state: 'LA',
      school: 'Jesuit High School',
      performance: 'Three hits and a diving catch in the ninth inning to save the game.',
      submittedByName: 'Dana Coach',
      submittedByEmail: nominatorEmail,
      ...overrides,
    })
    .expect(201);
  const id = response.body.id as string;
  await admin.post(`/api/admin/you-scout/nominations/${id}/approve`).expect(200);
  return { id, nominatorEmail };
}

const askRemoval = (id: string, email: string, from = newClientAddress()) =>
  request(server.url)
    .post(`/api/you-scout/nominations/${id}/removal-requests`)
    .set('X-Forwarded-For', from)
    .send({ email });

const linkIn = (mail: string) => {
  const match = /(https?:\/\/\S+)\/you-scout\/removal\?token=(\S+)/.exec(
    mail.replace(/=\r?\n/g, ''),
  );
  if (!match?.[1] || !match[2]) throw new Error(`no removal link in:\n${mail}`);
  return { origin: match[1], token: decodeURIComponent(match[2]) };
};

const describeLink = (token: string) =>
  request(server.url).get('/api/you-scout/removal-links').query({ token });
const confirm = (token: string) =>
  request(server.url).post('/api/you-scout/removal-links/confirm').send({ token });

const eventsOf = async (stream: string) =>
  (await server.ctx.store.readStream(stream)).map((e) => ({
    type: e.type,
    data: e.data as Record<string, unknown>,
  }));

describe('asking for a removal link', () => {
  it("mails the guardian's address a link; confirming it removes the nomination everywhere, once", async () => {
    const guardian = address('guardian');
    const { id } = await approvedNomination({ guardianEmail: guardian });
    await request(server.url).get(`/api/you-scout/nominations/${id}`).expect(200);

    const asked = await askRemoval(id, guardian.toUpperCase()).expect(202);
    expect(asked.body).toEqual({ message: REMOVAL_REQUESTED });
    const mails = async () =>
      (await mailsTo(server, guardian)).filter((m) => m.includes('/you-scout/removal?token='));
    const deadline = Date.now() + 10_000;
    while ((await mails()).length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const [mail, ...more] = await mails();
    expect(more).toEqual([]);
    expect(mail).toMatch(/^Subject: Remove a YouScout nomination from NOLA Sports$/m);
    // The mail names no child (mail files cannot be shredded).
    expect(mail).not.toContain('Jamie');
    const { origin, token } = linkIn(mail ?? '');
    expect(origin).toBe('https://nola.example');

    const shown = await describeLink(token).expect(200);
    expect(shown.body).toMatchObject({
      nominationId: id,
      requestedAs: 'guardian',
      athlete: { name: expect.stringMatching(/^Jamie B\.$/), ageGroup: '13-15', sport: 'baseball' },
    });
    // Public fields only: no school, no full name, no contact.
    expect(JSON.stringify(shown.body)).not.toMatch(/Jesuit|Broussard|example\.com/);

    const [submitted] = await eventsOf(`nomination-${id}`);
    const done = await confirm(token).expect(200);
    expect(done.body.message).toBe(
      "Nomination removed; the athlete's personal data has been erased",
    );
    const removal = (await eventsOf(`nomination-${id}`)).at(-1);
    expect(removal).toMatchObject({
      type: 'NominationRemoved',
      data: { requestedAs: 'guardian', requestedBy: null, via: 'mailed-link', from: 'approved' },
    });
    // Who asked is recorded, never the address.
    expect(JSON.stringify(removal)).not.toContain(guardian);
    const athleteId = submitted?.data.athleteId as string;
    expect((await eventsOf(`family-${athleteId}`)).at(-1)).toMatchObject({
      type: 'PersonalDataErased',
      data: { requestedBy: null, requestedAs: 'guardian' },
    });
    const personal = submitted?.data.personal as Record<string, string>;
    expect(await unseal(server.ctx.knex, personal.firstName as string)).toBe('removed');

    // Honoured at once on the reads: not public, not listed, and staff see "removed".
    await request(server.url).get(`/api/you-scout/nominations/${id}`).expect(404);
    const list = await request(server.url).get('/api/you-scout/nominations').expect(200);
    expect(JSON.stringify(list.body)).not.toContain(id);
    const staff = await admin.get(`/api/admin/you-scout/nominations/${id}`).expect(200);
    expect(staff.body).toMatchObject({ status: 'removed' });
    expect(JSON.stringify(staff.body)).not.toContain('Jamie');

    // The link works once.
    const again = await confirm(token).expect(410);
    expect(again.body.message).toBe(
      'This removal link was used already: the nomination is removed',
    );
    expect((await describeLink(token).expect(410)).body.message).toBe(
      'This removal link was used already: the nomination is removed',
    );
    expect(await mails()).toHaveLength(1);
  });

  it('answers an address not on record the same, and mails no one', async () => {
    const { id, nominatorEmail } = await approvedNomination();
    const stranger = address('stranger');
    const refused = await askRemoval(id, stranger).expect(202);
    expect(refused.body).toEqual({ message: REMOVAL_REQUESTED });
    // An unknown nomination answers the same too.
    const unknown = await askRemoval(randomUUID(), stranger).expect(202);
    expect(unknown.body).toEqual(refused.body);
    // The nominator's address (not the guardian) gets one: its mail arriving shows the requests
    // before it were handled.
    await askRemoval(id, nominatorEmail).expect(202);
    const mail = await waitForMail(server, nominatorEmail);
    expect(await mailsTo(server, stranger)).toEqual([]);
    const { token } = linkIn(mail);
    expect((await describeLink(token).expect(200)).body.requestedAs).toBe('nominator');
    await confirm(token).expect(200);
    expect((await eventsOf(`nomination-${id}`)).at(-1)).toMatchObject({
      type: 'NominationRemoved',
      data: { requestedAs: 'nominator', requestedBy: null, via: 'mailed-link' },
    });
  });

  it('mails one link per address in a window, however often it is asked', async () => {
    const { id, nominatorEmail } = await approvedNomination();
    await askRemoval(id, nominatorEmail).expect(202);
    await askRemoval(id, nominatorEmail).expect(202);
    await waitForMail(server, nominatorEmail);
    // The second request's mail would be sent by now (the first's went): it is not.
    await askRemoval(id, nominatorEmail).expect(202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(server, nominatorEmail)).toHaveLength(1);
  });

  it('refuses an expired link, a tampered one, and one for a nomination removed otherwise', async () => {
    const { id } = await approvedNomination();
    const expired = removalToken(server.ctx, {
      nominationId: id,
      linkId: randomUUID(),
      requestedAs: 'nominator',
      expiresAt: new Date(Date.now() - 1_000),
    });
    expect((await confirm(expired).expect(410)).body.message).toBe(
      'This removal link has expired; ask for a new one',
    );
    expect((await describeLink(expired).expect(410)).body.message).toBe(
      'This removal link has expired; ask for a new one',
    );
    const fresh = removalToken(server.ctx, {
      nominationId: id,
      linkId: randomUUID(),
      requestedAs: 'nominator',
      expiresAt: new Date(Date.now() + 60_000),
    });
    const tampered = `${fresh.slice(0, -2)}${fresh.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await confirm(tampered).expect(404)).body.message).toBe(
      'This removal link is not valid; ask for a new one',
    );
    // Still there: nothing was removed by the refused links.
    await request(server.url).get(`/api/you-scout/nominations/${id}`).expect(200);
    await admin.post(`/api/you-scout/nominations/${id}/removal`).expect(200);
    expect((await confirm(fresh).expect(410)).body.message).toBe(
      'This nomination was removed already',
    );
  });

  it('validates the input and limits requests per requester', async () => {
    const bad = await request(server.url)
      .post(`/api/you-scout/nominations/${randomUUID()}/removal-requests`)
      .set('X-Forwarded-For', newClientAddress())
      .send({ email: 'not an address' })
      .expect(400);
    expect(bad.body.errors).toMatchObject({ email: 'Please enter a valid email address' });
    await request(server.url)
      .post('/api/you-scout/nominations/not-a-uuid/removal-requests')
      .set('X-Forwarded-For', newClientAddress())
      .send({ email: 'a@example.com' })
      .expect(400);
    const noToken = await request(server.url)
      .post('/api/you-scout/removal-links/confirm')
      .send({})
      .expect(400);
    expect(noToken.body.errors).toMatchObject({
      token: 'The removal link is incomplete; open it again from the e-mail',
    });
    const from = newClientAddress();
    const id = randomUUID();
    const statuses: number[] = [];
    // A new address each time: one address is limited by itself (five a day, any requester).
    for (let i = 0; i < 21; i++)
      statuses.push((await askRemoval(id, address('asker'), from)).status);
    expect(statuses.slice(0, 20).every((s) => s === 202)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

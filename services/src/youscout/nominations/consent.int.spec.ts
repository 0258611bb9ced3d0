import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../../accounts/reset.testing';
import { comparePositions, parsePosition } from '../../core/event-store/event-store';
import { consentToken } from '../../families/families.testing';
import { type Agent, adminAgent, newClientAddress, userAgent } from '../../testing/agents';
import { startTestServer, type TestServer } from '../../testing/test-server';

// Issue 36 item 1: a stranger cannot give the consent that publishes a child under 13. Through
// the routes: where the link goes, who may follow it, what verifies it, what staff see.

let server: TestServer;
let admin: Agent;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  admin = await adminAgent(server);
});
afterAll(() => server?.close());

const member = (role: 'parent' | 'fan' = 'fan') =>
  userAgent(server, role, { forwardedFor: newClientAddress() });
const addressOf = (agent: { username: string }) => `${agent.username}@example.com`;
const consentMails = async (to: string) =>
  (await mailsTo(server, to)).filter((m) => m.includes('/profile/family/consent?token='));
const visitor = () => request.agent(server.url).set('X-Forwarded-For', newClientAddress());

const nomination = (overrides: Record<string, unknown>) => ({
  firstName: 'Tibby',
  lastName: `Fontenot${randomUUID().slice(0, 6)}`,
  age: 8,
  sport: 'baseball',
  position: 'SS',
  state: 'LA',
  performance: 'Two hits and a diving stop at short to end the game with the bases loaded.',
  submittedByName: 'A Fan',
  submittedByEmail: 'a.fan@example.com',
  ...overrides,
});

async function nominate(agent: Agent, overrides: Record<string, unknown>) {
  const response = await agent.post('/api/you-scout/nominations').send(nomination(overrides));
  if (response.status !== 201) return { response, id: '', athleteId: '' };
  const id = response.body.id as string;
  const [submitted] = await server.ctx.store.readStream(`nomination-${id}`);
  const athleteId = (submitted?.data as { athleteId?: string } | undefined)?.athleteId ?? '';
  return { response, id, athleteId };
}

/** The payer on the sandbox's hosted page, its webhook delivered before the page answers. */
const payOnSandbox = (checkoutUrl: string, card: string) =>
  request(server.url)
    .post(checkoutUrl)
    .type('form')
    .send({ card, expiry: '12 / 34', cvc: '123', cardholder: 'Pat Guardian', delivery: 'now' });

const detail = async (id: string) =>
  (await admin.get(`/api/admin/you-scout/nominations/${id}`).expect(200)).body;
const publicPage = (id: string) => visitor().get(`/api/you-scout/nominations/${id}`);

describe('the consent link goes only to the guardian address on record', () => {
  it("is refused when the guardian's address is one of the nominator's own", async () => {
    const fan = await member();
    for (const guardianEmail of [addressOf(fan), 'A.Fan+kid@example.com']) {
      const { response } = await nominate(fan, { guardianEmail });
      expect(response.status).toBe(400);
      expect(response.body.errors.guardianEmail).toMatch(/not yours/);
    }
    expect(await consentMails(addressOf(fan))).toEqual([]);
    expect(await consentMails('a.fan@example.com')).toEqual([]);
  });

  it("goes to the account's own address for a nominator who is the guardian, not the typed one", async () => {
    const parent = await member('parent');
    const typed = `typed-${randomUUID().slice(0, 8)}@example.com`;
    const { response } = await nominate(parent, {
      nominatorIsGuardian: true,
      submittedByEmail: typed,
    });
    expect(response.status).toBe(201);
    expect(await consentMails(typed)).toEqual([]);
    expect(await consentMails(addressOf(parent))).toHaveLength(1);
  });

  it("goes to the guardian on record when the nominator asks for a new link, never to the nominator's own address", async () => {
    const fan = await member();
    const guardian = await member('parent');
    const { id, athleteId } = await nominate(fan, {
      guardianEmail: addressOf(guardian),
      submittedByEmail: addressOf(fan),
    });
    expect(await consentMails(addressOf(guardian))).toHaveLength(1);
    const again = await fan
      .post(`/api/families/athletes/${athleteId}/consent-requests`)
      .expect(202);
    expect(await consentMails(addressOf(fan))).toEqual([]);
    expect(await consentMails(addressOf(guardian))).toHaveLength(2);
    expect(again.body.message).toMatch(/guardian's address on record/);
    // Once the guardian consented, they are on record with their account: a new link goes there.
    const token = consentToken(await consentMails(addressOf(guardian)));
    await guardian.post('/api/families/consent').send({ token }).expect(200);
    await fan.post(`/api/families/athletes/${athleteId}/consent-requests`).expect(202);
    expect(await consentMails(addressOf(fan))).toEqual([]);
    expect(await consentMails(addressOf(guardian))).toHaveLength(3);
    expect((await detail(id)).consent).toMatchObject({ addressBelongsToNominator: false });
  });
});

describe('following the link', () => {
  it("takes a parent account signed in at the link's address, which joins the child's family", async () => {
    const fan = await member();
    const guardian = await member('parent');
    const { athleteId } = await nominate(fan, { guardianEmail: addressOf(guardian) });
    const token = consentToken(await consentMails(addressOf(guardian)));

    await visitor().post('/api/families/consent').send({ token }).expect(401);
    // The nominator (or anyone) who got hold of the link, signed in at another address.
    const refused = await fan.post('/api/families/consent').send({ token }).expect(403);
    expect(refused.body.message).toMatch(/another address/);
    const otherParent = await member('parent');
    await otherParent.post('/api/families/consent').send({ token }).expect(403);
    const page = await visitor().get('/api/families/consent').query({ token }).expect(200);
    expect(page.body).toMatchObject({
      status: 'open',
      addressHint: expect.stringMatching(/^p•••@example\.com$/),
    });

    const given = await guardian.post('/api/families/consent').send({ token }).expect(200);
    expect(given.body.athleteId).toBe(athleteId);
    const family = await guardian.get('/api/families').expect(200);
    expect(family.body.athletes).toEqual([
      expect.objectContaining({
        athleteId,
        kind: 'nominated',
        link: 'active',
        consent: 'given',
        consentVerifiedBy: null,
      }),
    ]);
  });
});

describe('consent for public display of a child under 13', () => {
  it("is not given by a stranger's mailed link: a consented, approved 8-year-old stays hidden until verified", async () => {
    // The probe's attack: a fan names as guardian an address they control (their own second
    // mailbox, with a parent account made for it), follows the link, and staff approve.
    const fan = await member();
    const fansOtherMailbox = await member('parent');
    const { id, athleteId } = await nominate(fan, {
      guardianEmail: addressOf(fansOtherMailbox),
      submittedByEmail: addressOf(fan),
    });
    const token = consentToken(await consentMails(addressOf(fansOtherMailbox)));
    await fansOtherMailbox.post('/api/families/consent').send({ token }).expect(200);

    // Staff see, before approving, how consent was given, by which address, whose, and when.
    const before = await detail(id);
    expect(before.consentOnRecord).toBe(false);
    expect(before.consent).toEqual({
      status: 'given',
      method: 'email',
      address: addressOf(fansOtherMailbox),
      addressBelongsToNominator: false,
      givenBy: { userId: fansOtherMailbox.userId, username: fansOtherMailbox.username },
      givenAt: expect.any(String),
      verification: null,
      verifiedForPublicDisplay: false,
    });
    await admin.post(`/api/admin/you-scout/nominations/${id}/approve`).expect(200);
    // E-mail alone ("email plus") is for internal use: the child is not public.
    await publicPage(id).expect(404);
    await visitor().post(`/api/you-scout/nominations/${id}/vote`).expect(404);
    const listed = await visitor().get('/api/you-scout/nominations').expect(200);
    expect(listed.body.data.map((n: { id: string }) => n.id)).not.toContain(id);

    // Staff verify by calling the guardian, and say so as themselves: now the child is public.
    await admin
      .post(`/api/admin/families/athletes/${athleteId}/consent/verification`)
      .send({ method: 'call', note: 'x' })
      .expect(400);
    await admin
      .post(`/api/admin/families/athletes/${athleteId}/consent/verification`)
      .send({
        method: 'call',
        note: 'Called the mother on the school directory number; she confirmed',
      })
      .expect(201);
    await publicPage(id).expect(200);
    const after = await detail(id);
    expect(after.consentOnRecord).toBe(true);
    expect(after.consent.verification).toMatchObject({
      method: 'call',
      paymentId: null,
      staff: { userId: expect.any(String), username: 'test_admin' },
      note: 'Called the mother on the school directory number; she confirmed',
    });
    const [verified] = (await server.ctx.store.readStream(`family-${athleteId}`)).filter(
      (e) => e.type === 'GuardianConsentVerified',
    );
    expect(verified?.data).toMatchObject({ method: 'call', staffId: expect.any(String) });
  });

  it("is verified by the guardian's card check: a 50-cent charge refunded at once, recorded with the payment's id", async () => {
    const fan = await member();
    const guardian = await member('parent');
    const { id, athleteId } = await nominate(fan, { guardianEmail: addressOf(guardian) });
    await admin.post(`/api/admin/you-scout/nominations/${id}/approve`).expect(200);
    const token = consentToken(await consentMails(addressOf(guardian)));
    // Only the guardian who gave consent may check their card, and only once it is given.
    await guardian.post(`/api/families/athletes/${athleteId}/consent/card-check`).expect(409);
    await guardian.post('/api/families/consent').send({ token }).expect(200);
    await fan.post(`/api/families/athletes/${athleteId}/consent/card-check`).expect(403);

    const check = await guardian
      .post(`/api/families/athletes/${athleteId}/consent/card-check`)
      .expect(201);
    expect(check.body).toMatchObject({ amountCents: 50, checkoutUrl: expect.any(String) });
    const { paymentId, checkoutUrl } = check.body as { paymentId: string; checkoutUrl: string };
    const confirm = () =>
      guardian
        .post(`/api/families/athletes/${athleteId}/consent/card-check/confirm`)
        .send({ paymentId });
    // Not paid yet; a declined card does not verify either.
    expect((await confirm()).status).toBe(409);
    const pay = (card: string) => payOnSandbox(checkoutUrl, card);
    expect((await pay('4000000000000002')).status).toBe(402);
    expect((await confirm()).status).toBe(409);
    await publicPage(id).expect(404);
    expect((await pay('4242424242424242')).status).toBe(303);

    // The webhook verified it before the payer came back, so neither call appends; each still
    // answers once the read side has the verification (its position), not before.
    const answers = [await confirm().expect(200), await confirm().expect(200)];
    const payment = (await server.ctx.store.readStream(`payment-${paymentId}`)).map((e) => e.type);
    expect(payment.filter((t) => t === 'PaymentRefunded')).toHaveLength(1);
    const verified = (await server.ctx.store.readStream(`family-${athleteId}`)).filter(
      (e) => e.type === 'GuardianConsentVerified',
    );
    expect(verified).toHaveLength(1);
    for (const answer of answers) {
      const at = parsePosition(String(answer.headers['x-event-position']));
      expect(
        at && verified[0] && comparePositions(at, verified[0].position),
      ).toBeGreaterThanOrEqual(0);
      expect(answer.headers['x-read-model-lag']).toBeUndefined();
    }
    expect(verified[0]?.data).toMatchObject({
      method: 'card',
      guardianId: guardian.userId,
      paymentId,
    });
    await publicPage(id).expect(200);
    expect((await detail(id)).consent.verification).toMatchObject({ method: 'card', paymentId });
  });
  /** A nomination whose guardian consented and opened a card check, not paid yet. */
  async function cardCheckOpened(options: { approved: boolean }) {
    const fan = await member();
    const guardian = await member('parent');
    const { id, athleteId } = await nominate(fan, { guardianEmail: addressOf(guardian) });
    if (options.approved) await admin.post(`/api/admin/you-scout/nominations/${id}/approve`);
    const token = consentToken(await consentMails(addressOf(guardian)));
    await guardian.post('/api/families/consent').send({ token }).expect(200);
    const check = await guardian
      .post(`/api/families/athletes/${athleteId}/consent/card-check`)
      .expect(201);
    const { paymentId, checkoutUrl } = check.body as { paymentId: string; checkoutUrl: string };
    return { id, athleteId, guardian, paymentId, checkoutUrl };
  }
  const typesIn = async (stream: string) =>
    (await server.ctx.store.readStream(stream)).map((e) => e.type);

  it('refunds and verifies a paid card check whose guardian never comes back to the site', async () => {
    const { id, athleteId, guardian, paymentId, checkoutUrl } = await cardCheckOpened({
      approved: true,
    });
    // Paid on the hosted page, and the tab closed there: the site is never asked to confirm.
    expect((await payOnSandbox(checkoutUrl, '4242424242424242')).status).toBe(303);

    expect((await typesIn(`payment-${paymentId}`)).filter((t) => t === 'PaymentRefunded')).toEqual([
      'PaymentRefunded',
    ]);
    const verified = (await server.ctx.store.readStream(`family-${athleteId}`)).filter(
      (e) => e.type === 'GuardianConsentVerified',
    );
    expect(verified.map((e) => e.data)).toMatchObject([
      { method: 'card', guardianId: guardian.userId, paymentId },
    ]);
    await expect.poll(async () => (await publicPage(id)).status, { timeout: 10_000 }).toBe(200);
  });

  it('refunds a card check paid after its consent was withdrawn, and verifies nothing', async () => {
    const { athleteId, guardian, paymentId, checkoutUrl } = await cardCheckOpened({
      approved: false,
    });
    await guardian.post(`/api/families/athletes/${athleteId}/consent/withdraw`).expect(200);
    expect((await payOnSandbox(checkoutUrl, '4242424242424242')).status).toBe(303);

    expect((await typesIn(`payment-${paymentId}`)).filter((t) => t === 'PaymentRefunded')).toEqual([
      'PaymentRefunded',
    ]);
    expect(await typesIn(`family-${athleteId}`)).not.toContain('GuardianConsentVerified');
  });
});

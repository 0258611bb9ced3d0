import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, adminAgent, userAgent } from '../testing/agents';
import { startTestServer, type TestServer } from '../testing/test-server';
import { TEST_PAYMENT_NOTICE } from './sandbox/page';

let server: TestServer;
let admin: Agent;
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminAgent(server);
}, 60_000);
afterAll(() => server?.close());

const order = (overrides: Record<string, unknown> = {}) => ({
  amountCents: 1999,
  currency: 'USD',
  description: 'Team jersey',
  reference: `order-${randomUUID().slice(0, 8)}`,
  idempotencyKey: `routes-${randomUUID()}`,
  ...overrides,
});

const card = { expiry: '12/34', cvc: '123', cardholder: 'Pat Payer' };

describe('the sandbox checkout page', () => {
  it('says on every screen that it is a test payment, and shows what is paid', async () => {
    const payment = (await admin.post('/api/admin/payments').send(order()).expect(201)).body;
    const page = await request(server.url).get(payment.checkoutUrl).expect(200);
    expect(page.text).toContain(TEST_PAYMENT_NOTICE);
    expect(page.text).toContain('Team jersey');
    expect(page.text).toContain('$19.99');
    expect(page.headers['cache-control']).toBe('no-store');
    const unknown = await request(server.url).get(`/pay/sandbox/${randomUUID()}`).expect(404);
    expect(unknown.text).toContain(TEST_PAYMENT_NOTICE);
    const declined = await request(server.url)
      .post(payment.checkoutUrl)
      .type('form')
      .send({ ...card, card: '4000000000000002' })
      .expect(402);
    expect(declined.text).toContain('Your card was declined.');
    expect(declined.text).toContain(TEST_PAYMENT_NOTICE);
  });

  it('refuses a card that is not a test card, a typo, and a cross-site post, charging nothing', async () => {
    const payment = (await admin.post('/api/admin/payments').send(order()).expect(201)).body;
    const real = await request(server.url)
      .post(payment.checkoutUrl)
      .type('form')
      .send({ ...card, card: '5555 5555 5555 4444' })
      .expect(400);
    expect(real.text).toContain('use one of the test cards');
    const typo = await request(server.url)
      .post(payment.checkoutUrl)
      .type('form')
      .send({ ...card, card: '4242 4242 4242 4241' })
      .expect(400);
    expect(typo.text).toContain('Your card number is invalid.');
    await request(server.url)
      .post(payment.checkoutUrl)
      .set('Sec-Fetch-Site', 'cross-site')
      .type('form')
      .send({ ...card, card: '4242424242424242' })
      .expect(403);
    const after = await admin.get(`/api/admin/payments/${payment.id}`).expect(200);
    expect(after.body.events.map((e: { type: string }) => e.type)).toEqual(['PaymentRequested']);
  });

  it('takes a double click on Pay as one payment', async () => {
    const payment = (await admin.post('/api/admin/payments').send(order()).expect(201)).body;
    const pay = () =>
      request(server.url)
        .post(payment.checkoutUrl)
        .type('form')
        .send({ ...card, card: '4242424242424242' });
    const answers = await Promise.all([pay(), pay()]);
    expect(answers.map((a) => a.status)).toEqual([303, 303]);
    const after = await admin.get(`/api/admin/payments/${payment.id}`).expect(200);
    expect(after.body.events.map((e: { type: string }) => e.type)).toEqual([
      'PaymentRequested',
      'PaymentSucceeded',
    ]);
  });

  it('stores no card number, not even a test one, anywhere in the log', async () => {
    const payment = (await admin.post('/api/admin/payments').send(order()).expect(201)).body;
    const paid = await request(server.url)
      .post(payment.checkoutUrl)
      .type('form')
      .send({ ...card, card: '4242 4242 4242 4242' })
      .expect(303);
    expect(paid.headers.location).toBe(`/?payment=${payment.id}`);
    const log = JSON.stringify(await server.ctx.store.readAll(), (_key, value) =>
      typeof value === 'bigint' ? String(value) : value,
    );
    expect(log).not.toMatch(/4242\s?4242|424242|Pat Payer|"cvc"|12\/34/);
  });
});

describe('the payment calls', () => {
  it('refuse what is not an amount in cents, a currency, a key, or a path on this site', async () => {
    const refused = async (body: Record<string, unknown>, field: string) => {
      const answer = await admin.post('/api/admin/payments').send(order(body)).expect(400);
      expect(Object.keys(answer.body.errors)).toContain(field);
      return answer.body.errors[field];
    };
    expect(await refused({ amountCents: 19.99 }, 'amountCents')).toMatch(/whole number of cents/);
    expect(await refused({ amountCents: '1999' }, 'amountCents')).toMatch(/whole number/);
    expect(await refused({ currency: 'EUR' }, 'currency')).toBe('currency must be USD');
    expect(await refused({ idempotencyKey: 'short' }, 'idempotencyKey')).toMatch(/8 to 200/);
    expect(await refused({ returnPath: '//evil.example/x' }, 'returnPath')).toMatch(/this site/);
    await admin.post(`/api/admin/payments/${randomUUID()}/refunds`).send({}).expect(404);
  });

  it('send the payer back only to this site (issue 36 item 10)', async () => {
    for (const returnPath of [
      '/.//evil.example/landing',
      '/..//evil.example/a',
      '/./\\evil.example',
      '/%2F%2Fevil.example',
      '/\t/evil.example',
    ]) {
      const refused = await admin.post('/api/admin/payments').send(order({ returnPath }));
      expect(refused.status, returnPath).toBe(400);
      expect(refused.body.errors.returnPath).toMatch(/a path on this site/);
      const subscription = await admin
        .post('/api/admin/payment-subscriptions')
        .send(order({ returnPath }));
      expect(subscription.status, returnPath).toBe(400);
    }
    // An on-site path is kept, normalised, and the payer lands on it.
    const payment = (
      await admin
        .post('/api/admin/payments')
        .send(order({ returnPath: '/shop/./orders/../thanks?from=camp' }))
        .expect(201)
    ).body;
    const paid = await request(server.url)
      .post(payment.checkoutUrl)
      .type('form')
      .send({ ...card, card: '4242424242424242' })
      .expect(303);
    expect(paid.headers.location).toBe(`/shop/thanks?from=camp&payment=${payment.id}`);
  });

  it('are for staff only', async () => {
    const member = await userAgent(server, 'parent');
    await member.post('/api/admin/payments').send(order()).expect(403);
    await request(server.url).get('/api/admin/payments').expect(401);
  });

  it('list payments from the read model as soon as they change', async () => {
    const payment = (await admin.post('/api/admin/payments').send(order()).expect(201)).body;
    await request(server.url)
      .post(payment.checkoutUrl)
      .type('form')
      .send({ ...card, card: '4242424242424242' })
      .expect(303);
    const list = await admin
      .get('/api/admin/payments')
      .query({ filter: JSON.stringify({ q: payment.reference }) })
      .expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({ id: payment.id, status: 'succeeded', amountCents: 1999 }),
    ]);
    expect(list.headers['content-range']).toBe('payments 0-0/1');
    await admin
      .get('/api/admin/payments')
      .query({ filter: JSON.stringify({ status: 'paid' }) })
      .expect(400);
  });

  it('answer a webhook without a valid signature 400, and one for another provider 404', async () => {
    const unsigned = await request(server.url)
      .post('/api/payments/webhooks/sandbox')
      .set('content-type', 'application/json')
      .send('{"eventId":"evt_x","kind":"payment.succeeded"}')
      .expect(400);
    expect(unsigned.body.message).toBe('The webhook signature does not match its body');
    await request(server.url).post('/api/payments/webhooks/stripe').send('{}').expect(404);
  });
});

describe('in production without PAYMENTS=sandbox', () => {
  let production: TestServer;
  beforeAll(async () => {
    production = await startTestServer({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://nola.example',
    });
  }, 60_000);
  afterAll(() => production?.close());

  it('serves no sandbox page and takes no webhook', async () => {
    const page = await request(production.url).get(`/pay/sandbox/${randomUUID()}`);
    expect(page.text).not.toContain(TEST_PAYMENT_NOTICE);
    const webhook = await request(production.url)
      .post('/api/payments/webhooks/sandbox')
      .set('content-type', 'application/json')
      .send('{}');
    expect(webhook.status).toBe(503);
    expect(webhook.body.message).toMatch(/Payments are not configured/);
  });
});

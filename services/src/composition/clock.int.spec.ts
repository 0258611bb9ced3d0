import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  askForReset,
  mailsTo,
  registerUser,
  tokenIn,
  waitForMail,
} from '../accounts/reset.testing';
import { consentToken, createChild } from '../families/families.testing';
import { adminAgent, newClientAddress, userAgent } from '../testing/agents';
import { settableClock } from '../testing/clock';
import { startTestServer, type TestServer } from '../testing/test-server';

// The API started on a clock of the test's (ServerOptions.clock): what it records and what it
// judges by the time of day follow that clock, not the machine's. The instant is years from the
// machine's, so an answer read off the machine's clock would show.

const START = new Date('2024-02-29T12:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const clock = settableClock(START);
let server: TestServer;

beforeAll(async () => {
  // Each test speaks from its own address (X-Forwarded-For), so per-client limits stay apart.
  server = await startTestServer({ TRUST_PROXY: 'true' }, { clock });
});
afterAll(() => server?.close());
beforeEach(() => clock.set(START));

describe('the API on the clock it is given', () => {
  it("dates a request's events by it (metadata.occurredAt and what is read from them)", async () => {
    const user = await registerUser(server);
    const me = await user.agent.get('/api/user').expect(200);
    expect(me.body.createdAt).toBe(START.toISOString());

    const admin = await adminAgent(server, { forwardedFor: newClientAddress() });
    const log = await admin
      .get('/api/admin/events')
      .query({ stream: `user-${user.id}`, type: 'UserRegistered' })
      .expect(200);
    expect(log.body.data).toHaveLength(1);
    expect(log.body.data[0].metadata.occurredAt).toBe(START.toISOString());
  });

  it("judges a password reset link's hour by it", async () => {
    const user = await registerUser(server);
    await askForReset(server, user.email).expect(200);
    const { token } = tokenIn(await waitForMail(server, user.email));
    const validity = async () =>
      (await request(server.url).get(`/api/validate-reset-token/${token}`).expect(200)).body;

    clock.set(new Date(START.getTime() + 59 * MINUTE));
    expect(await validity()).toEqual({ valid: true });

    clock.set(new Date(START.getTime() + 61 * MINUTE));
    expect(await validity()).toEqual({ valid: false });
    await request(server.url)
      .post('/api/update-password')
      .send({ token, password: 'a-new-password-for-2024' })
      .expect(400);
  });

  it("judges a guardian's consent link's 72 hours by it", async () => {
    const parent = await userAgent(server, 'parent', { forwardedFor: newClientAddress() });
    await createChild(parent);
    const token = consentToken(await mailsTo(server, `${parent.username}@example.com`));
    const page = async () =>
      (await request(server.url).get('/api/families/consent').query({ token }).expect(200)).body;

    expect(await page()).toMatchObject({
      status: 'open',
      expiresAt: new Date(START.getTime() + 72 * HOUR).toISOString(),
    });
    clock.set(new Date(START.getTime() + 71 * HOUR));
    expect((await page()).status).toBe('open');

    clock.set(new Date(START.getTime() + 72 * HOUR));
    expect((await page()).status).toBe('expired');
    const refused = await parent.post('/api/families/consent').send({ token }).expect(410);
    expect(refused.body.message).toMatch(/expired/);
  });

  it('takes a past board up to its now, and refuses one after it as in the future', async () => {
    const board = (asOf: Date) =>
      request(server.url)
        .get('/api/prospects')
        .set('X-Forwarded-For', newClientAddress())
        .query({ asOf: asOf.toISOString() });

    await board(new Date(START.getTime() - MINUTE)).expect(200);
    // Long past on the machine's clock, but after the API's now.
    const refused = await board(new Date(START.getTime() + 24 * HOUR)).expect(400);
    expect(refused.body.errors.asOf).toMatch(/in the future/);
  });
});

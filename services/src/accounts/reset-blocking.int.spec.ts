import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClientAddress } from '../testing/agents';
import { startTestServer, type TestServer } from '../testing/test-server';
import { askForReset, mailsTo, registerUser, tokenFor, waitForMail } from './reset.testing';

// Addresses are not verified, so strangers can register accounts with someone else's address
// and ask for resets in their name. Neither may keep the owner from resetting their account.

const GENERIC =
  "If your email exists in our system, you'll receive password reset instructions shortly.";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true', PUBLIC_URL: 'https://nola.example' });
});
afterAll(() => server?.close());

/** Sets a new password through the token, then signs in with it: what the owner would do. */
async function resetAndSignIn(username: string, token: string): Promise<void> {
  await request(server.url)
    .post('/api/update-password')
    .send({ token, password: 'bayou-sunrise-42' })
    .expect(200);
  await request(server.url)
    .post('/api/login')
    .set('X-Forwarded-For', newClientAddress())
    .send({ username, password: 'bayou-sunrise-42' })
    .expect(200);
}

describe('a reset that strangers try to block', () => {
  it('reaches the owner however many accounts squat on their address', async () => {
    const email = `victim.${randomUUID().slice(0, 8)}@example.com`;
    // Registered before the owner's own account, so they are the oldest with the address.
    const squatters = [];
    for (let i = 0; i < 7; i++) squatters.push(await registerUser(server, email));
    const victim = await registerUser(server, email.toUpperCase());

    await askForReset(server, email).expect(200);
    const mail = await waitForMail(server, email);
    // One mail, naming every account at the address (counted before the reset, which mails the
    // owner a security notice of its own).
    expect(await mailsTo(server, email)).toHaveLength(1);
    await resetAndSignIn(victim.username, tokenFor(mail, victim.username));
    for (const squatter of squatters) expect(mail).toContain(`Account "${squatter.username}":`);
  });

  it("lets the owner reset after a stranger's flood of requests, and keeps the inbox quiet", async () => {
    const victim = await registerUser(server);
    // A stranger asks again and again, from one address and then from several.
    const stranger = newClientAddress();
    for (let i = 0; i < 10; i++) await askForReset(server, victim.email, stranger).expect(200);
    expect((await askForReset(server, victim.email, stranger)).status).toBe(429);
    for (let i = 0; i < 10; i++) await askForReset(server, victim.email).expect(200);

    // The owner asks: answered like anyone, never refused.
    const own = await askForReset(server, victim.email.toUpperCase()).expect(200);
    expect(own.body).toEqual({ message: GENERIC });
    await waitForMail(server, victim.email);
    // Let every request's background work finish before counting the mail.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const mails = await mailsTo(server, victim.email);
    // One mail a quarter hour; two only if the test ran across the quarter's end.
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(mails.length).toBeLessThanOrEqual(2);
    const newest = mails.at(-1) ?? '';
    await resetAndSignIn(victim.username, tokenFor(newest, victim.username));
  });
});

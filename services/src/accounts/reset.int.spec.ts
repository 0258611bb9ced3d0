import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendEvents, systemMetadata } from '../core/context';
import { newClientAddress } from '../testing/agents';
import { startTestServer, type TestServer } from '../testing/test-server';
import { userStream } from './events';
import { hashResetToken, newResetToken } from './reset';
import {
  askForReset as askForResetOn,
  mailsTo as mailsToOn,
  registerUser as registerUserOn,
  tokenIn,
  waitForMail as waitForMailOn,
} from './reset.testing';

const GENERIC =
  "If your email exists in our system, you'll receive password reset instructions shortly.";
const INVALID = 'This password reset link is no longer valid. Please request a new one.';

let server: TestServer;
beforeAll(async () => {
  // Each test speaks from its own address (X-Forwarded-For), so per-client limits stay apart.
  server = await startTestServer({ TRUST_PROXY: 'true', PUBLIC_URL: 'https://nola.example' });
});
afterAll(() => server?.close());

const registerUser = (email?: string) => registerUserOn(server, email);
const askForReset = (email: string, from?: string) => askForResetOn(server, email, from);
const mailsTo = (to: string) => mailsToOn(server, to);
const waitForMail = (to: string) => waitForMailOn(server, to);

const validity = async (token: string) =>
  (await request(server.url).get(`/api/validate-reset-token/${token}`).expect(200)).body;

describe('asking for a reset', () => {
  it('answers a known and an unknown address identically, in about the same time', async () => {
    const known = await Promise.all([registerUser(), registerUser(), registerUser()]);
    const unknown = known.map(() => `nobody_${randomUUID().slice(0, 8)}@example.com`);
    const timings = { known: [] as number[], unknown: [] as number[] };
    const answers: { status: number; body: unknown; headers: string[] }[] = [];
    for (let i = 0; i < known.length; i++) {
      for (const [kind, email] of [
        ['known', known[i]?.email],
        ['unknown', unknown[i]],
      ] as const) {
        const began = performance.now();
        const response = await askForReset(email ?? '');
        timings[kind].push(performance.now() - began);
        answers.push({
          status: response.status,
          body: response.body,
          headers: Object.keys(response.headers)
            .filter((h) => h !== 'date')
            .sort(),
        });
        // Let the mail go before the next measurement, so one request's work never slows another's.
        if (kind === 'known') await waitForMail(email ?? '');
      }
    }
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ status: 200, body: { message: GENERIC } });

    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
    expect(Math.abs(median(timings.known) - median(timings.unknown))).toBeLessThan(100);

    // Only the known addresses got mail.
    for (const user of known) expect(await mailsTo(user.email)).toHaveLength(1);
    for (const email of unknown) expect(await mailsTo(email)).toEqual([]);
  });

  it('finds the account whatever the case of the address, and mails a one-hour link to the site', async () => {
    const user = await registerUser(`Mixed.${randomUUID().slice(0, 6)}@Example.com`);
    // A forged Host header must not steer the link elsewhere (reset-link poisoning): a Host the
    // site does not serve is refused outright (issue 36 item 13), and the link names PUBLIC_URL,
    // never the Host the request came by (here 127.0.0.1:<port>).
    await askForReset(user.email.toUpperCase()).set('Host', 'attacker.example').expect(421);
    await askForReset(user.email.toUpperCase()).expect(200);
    const mail = await waitForMail(user.email);
    expect(mail).toMatch(/^Subject: Reset your NOLA Sports password$/m);
    expect(mail).toContain(user.username);
    expect(mail).toContain('within one hour');
    const { origin, token } = tokenIn(mail);
    expect(origin).toBe('https://nola.example');
    expect(await validity(token)).toEqual({ valid: true });

    // The token itself is stored nowhere; only its hash is.
    const rows = await server.ctx.knex('password_reset_tokens').where({ user_id: user.id });
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(hashResetToken(token));
    const events = await server.ctx.store.readStream(userStream(user.id));
    expect(JSON.stringify(events.map((e) => e.data))).not.toContain(token);
  });

  it('refuses a bad address with the specification message', async () => {
    const response = await askForReset('not-an-email').expect(400);
    expect(response.body).toEqual({
      message: 'Please enter a valid email address',
      errors: { email: 'Please enter a valid email address' },
    });
  });

  it('limits requests per client with 429', async () => {
    const client = newClientAddress();
    for (let i = 0; i < 10; i++) {
      await askForReset(`c${i}_${randomUUID().slice(0, 6)}@example.com`, client).expect(200);
    }
    const refused = await askForReset(`another_${randomUUID().slice(0, 6)}@example.com`, client);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/too many/i);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('setting a new password through the link', () => {
  it('sets it once, ends every session of the user, and does not sign in', async () => {
    const user = await registerUser();
    const otherDevice = request.agent(server.url);
    await otherDevice
      .post('/api/login')
      .set('X-Forwarded-For', newClientAddress())
      .send({ username: user.username, password: user.password })
      .expect(200);
    await user.agent.get('/api/user').expect(200);

    await askForReset(user.email).expect(200);
    const { token } = tokenIn(await waitForMail(user.email));
    const updated = await request(server.url)
      .post('/api/update-password')
      .send({ token, password: 'new-password' })
      .expect(200);
    expect(updated.body).toEqual({ message: 'Password Updated' });
    expect(updated.headers['set-cookie']).toBeUndefined();

    await user.agent.get('/api/user').expect(401);
    await otherDevice.get('/api/user').expect(401);
    const login = (password: string) =>
      request(server.url)
        .post('/api/login')
        .set('X-Forwarded-For', newClientAddress())
        .send({ username: user.username, password });
    await login(user.password).expect(401);
    await login('new-password').expect(200);

    expect(await validity(token)).toEqual({ valid: false });
    const again = await request(server.url)
      .post('/api/update-password')
      .send({ token, password: 'third-password' })
      .expect(400);
    expect(again.body.message).toBe(INVALID);
    await login('new-password').expect(200);
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const user = await registerUser();
    await askForReset(user.email).expect(200);
    const { token } = tokenIn(await waitForMail(user.email));
    const attempts = await Promise.all(
      ['first-password', 'second-password'].map((password) =>
        request(server.url).post('/api/update-password').send({ token, password }),
      ),
    );
    expect(attempts.map((r) => r.status).sort()).toEqual([200, 400]);
    const refused = attempts.find((r) => r.status === 400);
    expect(refused?.body.message).toBe(INVALID);
    const changes = (await server.ctx.store.readStream(userStream(user.id))).filter(
      (e) => e.type === 'UserPasswordChanged',
    );
    expect(changes).toHaveLength(1);
  });

  it('refuses an expired link', async () => {
    const user = await registerUser();
    const { token, tokenHash } = newResetToken();
    const twoHoursAgo = Date.now() - 2 * 60 * 60 * 1000;
    const appended = await appendEvents(
      server.ctx,
      userStream(user.id),
      [
        {
          type: 'PasswordResetRequested',
          data: {
            userId: user.id,
            tokenHash,
            requestedAt: new Date(twoHoursAgo).toISOString(),
            expiresAt: new Date(twoHoursAgo + 60 * 60 * 1000).toISOString(),
          },
        },
      ],
      'stream_exists',
      systemMetadata('test'),
    );
    await server.ctx.watcher.waitFor(appended.position, ['PasswordResetRequested'], 5_000);
    expect(
      await server.ctx.knex('password_reset_tokens').where({ token_hash: tokenHash }).first(),
    ).toBeDefined();

    expect(await validity(token)).toEqual({ valid: false });
    const response = await request(server.url)
      .post('/api/update-password')
      .send({ token, password: 'new-password' })
      .expect(400);
    expect(response.body).toEqual({ message: INVALID, errors: { token: INVALID } });
  });

  it('refuses a tampered, malformed or unknown token', async () => {
    const user = await registerUser();
    await askForReset(user.email).expect(200);
    const { token } = tokenIn(await waitForMail(user.email));
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    const tampered = `${token.slice(0, -1)}${last}`;

    for (const bad of [tampered, newResetToken().token, 'abc', `${token}x`]) {
      expect(await validity(bad)).toEqual({ valid: false });
      const response = await request(server.url)
        .post('/api/update-password')
        .send({ token: bad, password: 'new-password' })
        .expect(400);
      expect(response.body.message).toBe(INVALID);
    }
    // The real link still works.
    expect(await validity(token)).toEqual({ valid: true });
  });

  it('checks the new password and refuses unknown fields', async () => {
    const short = await request(server.url)
      .post('/api/update-password')
      .send({ token: newResetToken().token, password: '12345' })
      .expect(400);
    expect(short.body.errors).toEqual({ password: 'Password must be at least 6 characters' });
    const extra = await request(server.url)
      .post('/api/update-password')
      .send({ token: newResetToken().token, password: 'levee-walk', confirmPassword: 'levee-walk' })
      .expect(400);
    expect(extra.body.errors).toEqual({ confirmPassword: 'Unknown field' });
  });
});

import { describe, expect, it } from 'vitest';
import {
  type Answer,
  call,
  GOOD_PASSWORD,
  newAddress,
  register,
  sidOf,
  uniqueName,
} from './support/accounts';
import {
  compare,
  distinct,
  MAX_MEDIAN_GAP_MS,
  TIMEOUT_MS,
  TRIES,
  timingServer,
  WARM_UP,
} from './support/timing';

/**
 * Account enumeration (issue 7 item 7, OWASP ASVS 5.0 V6.3.8): registration and reset requests
 * answer an existing and an unknown account with the same status and body, and in the same
 * time (support/timing.ts). Sign-in is in sign-in-enumeration.spec.ts, so the two run side by side.
 *
 * Registration with a username already taken is the one answer that must differ (usernames are
 * unique and the user has to pick another); what it must not reveal is whether an e-mail address
 * has an account, and that is what the registration comparison tries.
 */

const server = timingServer();

/** E-mail addresses that have an account: registration makes them, reset asks for them. */
const knownEmails: string[] = [];

describe('registration', () => {
  it(
    'answers an e-mail address that has an account as it answers a new one',
    async () => {
      const first = await register(server());
      knownEmails.push(first.email);
      const signUp = (email: string) =>
        call(server(), 'POST', '/api/register', {
          body: { username: uniqueName('enum'), email, password: GOOD_PASSWORD, role: 'fan' },
          from: newAddress(),
        });
      const { existing, unknown, gapMs } = await compare(
        'registration (e-mail with an account vs new)',
        TRIES,
        (i) => signUp(knownEmails[Math.max(0, i)] ?? first.email),
        async () => {
          const email = `${uniqueName('new')}@example.com`;
          const answer = await signUp(email);
          knownEmails.push(email);
          return answer;
        },
      );
      // The body echoes the account made; apart from that, every answer is alike.
      const view = (a: Answer) => {
        const body = JSON.parse(a.body) as Record<string, unknown>;
        return `${a.status} ${Object.keys(body).sort().join(',')} ${body.role} ${sidOf(a) ? 'cookie' : 'no cookie'}`;
      };
      expect(distinct(existing, view)).toEqual([
        '201 createdAt,email,emailConfirmed,id,role,username fan cookie',
      ]);
      expect(distinct(unknown, view)).toEqual(distinct(existing, view));
      expect(gapMs).toBeLessThanOrEqual(MAX_MEDIAN_GAP_MS);
    },
    TIMEOUT_MS,
  );

  it('answers a taken username the same whether or not the e-mail matches its account', async () => {
    // By design the one answer that names an existing account: usernames are unique and chosen
    // by the user, who must be told to choose another (see the report); the e-mail stays secret.
    const owner = await register(server());
    const attempt = (email: string) =>
      call(server(), 'POST', '/api/register', {
        body: {
          username: owner.username.toUpperCase(),
          email,
          password: GOOD_PASSWORD,
          role: 'fan',
        },
        from: newAddress(),
      });
    const sameEmail = await attempt(owner.email);
    const otherEmail = await attempt(`${uniqueName()}@example.com`);
    expect(sameEmail.status).toBe(409);
    expect(JSON.parse(sameEmail.body)).toEqual({
      message: 'Username already exists',
      errors: { username: 'Username already exists' },
    });
    expect([otherEmail.status, otherEmail.body]).toEqual([sameEmail.status, sameEmail.body]);
  });
});

describe('password reset requests', () => {
  it(
    'answer an address that has an account as they answer an unknown one',
    async () => {
      while (knownEmails.length < TRIES + WARM_UP)
        knownEmails.push((await register(server())).email);
      const ask = (email: string) =>
        call(server(), 'POST', '/api/reset-password', { body: { email }, from: newAddress() });
      // Each known address once, so each request composes and sends its own mail.
      const { existing, unknown, gapMs } = await compare(
        'reset request',
        TRIES,
        (i) => ask(knownEmails[i + WARM_UP] ?? ''),
        () => ask(`${uniqueName('nobody')}@example.com`),
      );
      const view = (a: Answer) => `${a.status} ${a.body}`;
      expect(distinct(existing, view)).toEqual([
        `200 {"message":"If your email exists in our system, you'll receive password reset instructions shortly."}`,
      ]);
      expect(distinct(unknown, view)).toEqual(distinct(existing, view));
      expect(gapMs).toBeLessThanOrEqual(MAX_MEDIAN_GAP_MS);
    },
    TIMEOUT_MS,
  );
});

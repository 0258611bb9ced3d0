import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../src/testing/test-server';
import { inBatches, newAddress, register, signIn, uniqueName } from './support/accounts';

/**
 * Login brute force (issue 7 item 7, OWASP ASVS 5.0 V6.3.1): ten failures in a row for one
 * username from one address, then 429; a hundred failures a day from one address, then that
 * address is blocked; the real user still signs in from anywhere else.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server?.close());

const WRONG = 'not-the-password';

describe('failed sign-ins for one username from one address', () => {
  it('answers the 11th consecutive failure 429, then refuses even the right password there', async () => {
    const account = await register(server);
    const from = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await signIn(server, { ...account, password: WRONG }, from)).status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    const eleventh = await signIn(server, { ...account, password: WRONG }, from);
    console.log(`[security] login: failures answered 401 before the lock: ${statuses.length}`);
    console.log(`[security] login: status of the 11th consecutive failure: ${eleventh.status}`);
    expect(eleventh.status).toBe(429);
    expect(JSON.parse(eleventh.body).message).toMatch(/too many failed sign-in attempts/i);
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);

    // Locked from here, whatever is guessed; a guess could otherwise still find the password.
    expect((await signIn(server, account, from)).status).toBe(429);
    // The real user, anywhere else, signs in.
    expect((await signIn(server, account, newAddress())).status).toBe(200);
  });

  it('lets exactly ten of eleven parallel guesses through', async () => {
    const account = await register(server);
    const from = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 11 }, () => signIn(server, { ...account, password: WRONG }, from)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    console.log(
      `[security] login: 11 parallel guesses answered ${statuses.filter((s) => s === 401).length}×401, ${statuses.filter((s) => s === 429).length}×429`,
    );
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    expect((await signIn(server, account, newAddress())).status).toBe(200);
  });

  it('counts consecutive failures: a success starts the count again', async () => {
    const account = await register(server);
    const from = newAddress();
    for (let i = 0; i < 9; i++) {
      expect((await signIn(server, { ...account, password: WRONG }, from)).status).toBe(401);
    }
    expect((await signIn(server, account, from)).status).toBe(200);
    for (let i = 0; i < 10; i++) {
      expect((await signIn(server, { ...account, password: WRONG }, from)).status).toBe(401);
    }
    expect((await signIn(server, { ...account, password: WRONG }, from)).status).toBe(429);
  });

  it('keeps another username from the same address unaffected by one locked username', async () => {
    const [locked, other] = [await register(server), await register(server)];
    const from = newAddress();
    for (let i = 0; i < 11; i++) await signIn(server, { ...locked, password: WRONG }, from);
    expect((await signIn(server, locked, from)).status).toBe(429);
    expect((await signIn(server, other, from)).status).toBe(200);
  });
});

describe('failed sign-ins from one address across usernames', () => {
  it('blocks the address after 100 failures a day; the real user signs in elsewhere', async () => {
    const victim = await register(server);
    const from = newAddress();
    // A hundred different usernames (some real, most not), so only the per-address limit counts.
    const names = Array.from({ length: 100 }, (_, i) => (i === 0 ? victim.username : uniqueName()));
    const answers = await inBatches(names, 10, (username) =>
      signIn(server, { username, password: WRONG }, from),
    );
    const failed = answers.filter((answer) => answer.status === 401).length;
    expect(failed).toBe(100);

    const next = await signIn(server, { username: uniqueName(), password: WRONG }, from);
    const retryAfter = Number(next.headers.get('retry-after'));
    console.log(`[security] login: failures from one address before it is blocked: ${failed}`);
    console.log(
      `[security] login: the 101st answered ${next.status}, Retry-After ${retryAfter} s (${(retryAfter / 3600).toFixed(1)} h)`,
    );
    expect(next.status).toBe(429);
    expect(JSON.parse(next.body).message).toMatch(/from this address/);
    // Blocked for the day, not for a moment.
    expect(retryAfter).toBeGreaterThan(23 * 60 * 60);

    // Blocked for everyone there, right password or not...
    expect((await signIn(server, victim, from)).status).toBe(429);
    // ...but the real user, from their own address, is not locked out by someone else's attack.
    const elsewhere = await signIn(server, victim, newAddress());
    console.log(`[security] login: the real user from another address: ${elsewhere.status}`);
    expect(elsewhere.status).toBe(200);
  });

  it('does not count successful sign-ins against the address', async () => {
    const account = await register(server);
    const from = newAddress();
    const statuses = await inBatches(Array.from({ length: 110 }), 10, () =>
      signIn(server, account, from).then((answer) => answer.status),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });
});

describe('what the limits store', () => {
  it('keys them by client key, never by the raw address', async () => {
    const address = newAddress();
    const account = await register(server);
    await signIn(server, { ...account, password: WRONG }, address);
    const keys = await limiterKeys();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => key.includes('198.51.'))).toEqual([]);
    expect(
      keys.filter((key) => key.toLowerCase().includes(account.username.toLowerCase())),
    ).toEqual([]);
  });
});

/** Every rate-limit key the server has written, wherever it keeps them. */
async function limiterKeys(): Promise<string[]> {
  if (process.env.REDIS_URL) {
    const redis = new Redis(process.env.REDIS_URL);
    try {
      return (await redis.keys('*login_fail*')).concat(await redis.keys('*register*'));
    } finally {
      redis.disconnect();
    }
  }
  const rows: { key: string }[] = await server.ctx.knex('rate_limits').select('key');
  return rows.map((row) => row.key);
}

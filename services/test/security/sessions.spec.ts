import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../src/testing/test-server';
import {
  type Answer,
  call,
  captureOutput,
  GOOD_PASSWORD,
  newAddress,
  register,
  sidLineOf,
  sidOf,
  signIn,
  sleep,
  whoAmI,
} from './support/accounts';

/**
 * Sessions (issue 7 item 8, OWASP ASVS 5.0 V7): a new session id at sign-in with the old one
 * dead, nothing left after sign-out, idle and absolute timeouts enforced by the server, cookie
 * attributes, and the session id in no URL and no log line.
 */
const IDLE_SECONDS = 3;
const ABSOLUTE_SECONDS = 7;

let server: TestServer;
/** The same API with short timeouts, so the suite can watch them pass. */
let short: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  short = await startTestServer({
    TRUST_PROXY: 'true',
    SESSION_IDLE_TIMEOUT_SECONDS: String(IDLE_SECONDS),
    SESSION_ABSOLUTE_TIMEOUT_SECONDS: String(ABSOLUTE_SECONDS),
  });
});
afterAll(async () => {
  await server?.close();
  await short?.close();
});

const sessionCookie = (answer: Answer): string => {
  const cookie = sidOf(answer);
  if (!cookie) throw new Error(`no session cookie was set (${answer.status} ${answer.body})`);
  return cookie;
};

describe('signing in', () => {
  it('issues a new session id and the one held before is dead', async () => {
    const account = await register(server);
    const before = account.cookie;
    expect((await whoAmI(server, before)).status).toBe(200);

    const login = await signIn(server, account, newAddress(), before);
    expect(login.status).toBe(200);
    const after = sessionCookie(login);
    expect(after).not.toBe(before);
    expect((await whoAmI(server, after)).status).toBe(200);
    expect((await whoAmI(server, before)).status).toBe(401);
  });

  it('never adopts a session id the client made up (session fixation)', async () => {
    const account = await register(server);
    const planted = `sid=${randomBytes(24).toString('base64url')}`;
    const login = await signIn(server, account, newAddress(), planted);
    expect(login.status).toBe(200);
    expect(sessionCookie(login)).not.toBe(planted);
    expect((await whoAmI(server, planted)).status).toBe(401);
  });
});

describe('signing out', () => {
  it('kills the session: the old cookie gets 401 afterwards', async () => {
    const account = await register(server);
    const login = await signIn(server, account);
    const cookie = sessionCookie(login);
    const logout = await call(server, 'POST', '/api/logout', { cookie });
    expect(logout.status).toBe(200);
    // The browser is told to drop it, and the server forgets it whether or not the browser does.
    expect(sidLineOf(logout)).toMatch(/Expires=Thu, 01 Jan 1970/);
    const replayed = await whoAmI(server, cookie);
    console.log(`[security] sessions: the cookie replayed after sign-out: ${replayed.status}`);
    expect(replayed.status).toBe(401);
    // Signing out twice, or with a dead cookie, is harmless.
    expect((await call(server, 'POST', '/api/logout', { cookie })).status).toBe(200);
  });
});

describe('cookie attributes', () => {
  it('are HttpOnly, SameSite=Lax, Path=/ and expire with the idle timeout', async () => {
    const account = await register(server);
    const line = sidLineOf(await signIn(server, account)) ?? '';
    console.log(
      `[security] sessions: Set-Cookie attributes: ${line.replace(/^sid=[^;]*/, 'sid=…')}`,
    );
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*SameSite=Lax/i);
    expect(line).toMatch(/;\s*Path=\//i);
    const expires = Date.parse(/;\s*Expires=([^;]+)/i.exec(line)?.[1] ?? '');
    // Two hours by default, give or take the clock between the answer and now.
    expect(Math.abs(expires - Date.now() - 2 * 60 * 60 * 1000)).toBeLessThan(60_000);
  });

  it('are Secure in production, and a production server sends none over plain HTTP', async () => {
    const production = await startTestServer({
      NODE_ENV: 'production',
      TRUST_PROXY: 'true',
      PUBLIC_URL: 'https://nola.example',
      SESSION_SECRET: randomBytes(32).toString('hex'),
    });
    try {
      const username = `prod_${randomBytes(4).toString('hex')}`;
      const credentials = { username, password: GOOD_PASSWORD };
      // Over plain HTTP the account is made, but no session cookie travels unencrypted.
      const plainRegistration = await call(production, 'POST', '/api/register', {
        body: { ...credentials, email: `${username}@example.com`, role: 'fan' },
        from: newAddress(),
      });
      expect(plainRegistration.status).toBe(201);
      expect(sidOf(plainRegistration)).toBeUndefined();
      const plainLogin = await call(production, 'POST', '/api/login', {
        body: credentials,
        from: newAddress(),
      });
      expect(plainLogin.status).toBe(200);
      expect(sidOf(plainLogin)).toBeUndefined();

      // Through the TLS-terminating proxy, the way the site is really reached.
      const login = await call(production, 'POST', '/api/login', {
        body: credentials,
        from: newAddress(),
        headers: { 'X-Forwarded-Proto': 'https' },
      });
      expect(login.status).toBe(200);
      const line = sidLineOf(login) ?? '';
      console.log(
        `[security] sessions: production Set-Cookie attributes: ${line.replace(/^sid=[^;]*/, 'sid=…')}`,
      );
      expect(line).toMatch(/;\s*Secure/i);
      expect(line).toMatch(/;\s*HttpOnly/i);
      expect(line).toMatch(/;\s*SameSite=Lax/i);
    } finally {
      await production.close();
    }
  });
});

describe('timeouts', () => {
  it(`ends a session idle longer than the idle timeout (${IDLE_SECONDS} s here)`, async () => {
    const account = await register(short);
    const cookie = sessionCookie(await signIn(short, account));
    // The same cookie, kept by the client and sent again after the idle time: the server
    // itself must have forgotten the session, whatever the browser does with Expires.
    await sleep(IDLE_SECONDS * 1000 + 1_500);
    const late = await whoAmI(short, cookie);
    console.log(
      `[security] sessions: after ${IDLE_SECONDS + 1.5} s idle (timeout ${IDLE_SECONDS} s): ${late.status}`,
    );
    expect(late.status).toBe(401);
  });

  it(`ends an active session at the absolute timeout (${ABSOLUTE_SECONDS} s here)`, async () => {
    const account = await register(short);
    // Taken before asking, so the session cannot have started earlier than this.
    const signedInAt = Date.now();
    const cookie = sessionCookie(await signIn(short, account));
    // Busy all along: a request every 0.4 s, well inside the idle timeout.
    let endedAfter: number | undefined;
    while (Date.now() - signedInAt < (ABSOLUTE_SECONDS + 3) * 1000) {
      const { status } = await whoAmI(short, cookie);
      const elapsed = Date.now() - signedInAt;
      if (status === 401) {
        endedAfter = elapsed;
        break;
      }
      expect(status).toBe(200);
      await sleep(400);
    }
    console.log(
      `[security] sessions: an active session ended after ${((endedAfter ?? Number.NaN) / 1000).toFixed(1)} s (absolute timeout ${ABSOLUTE_SECONDS} s)`,
    );
    expect(endedAfter).toBeDefined();
    expect(endedAfter).toBeGreaterThanOrEqual(ABSOLUTE_SECONDS * 1000);
    // Still dead on the next try: it was ended, not just refused once.
    expect((await whoAmI(short, cookie)).status).toBe(401);
  }, 60_000);

  it('lets a session the server ends mid-request sign out or sign in (never a 500)', async () => {
    const account = await register(short);
    const [first, second] = [
      sessionCookie(await signIn(short, account)),
      sessionCookie(await signIn(short, account)),
    ];
    const started = Date.now();
    // Kept alive until shortly before the absolute limit, then left alone until just past it
    // (shorter than the idle timeout): the next request is the one on which the server ends it.
    while (Date.now() - started < (ABSOLUTE_SECONDS - 1.5) * 1000) {
      await Promise.all([whoAmI(short, first), whoAmI(short, second)]);
      await sleep(500);
    }
    await sleep(started + (ABSOLUTE_SECONDS + 0.5) * 1000 - Date.now());
    const logout = await call(short, 'POST', '/api/logout', { cookie: first });
    const login = await signIn(short, account, newAddress(), second);
    console.log(
      `[security] sessions: sign-out / sign-in on a session ended in the same request: ${logout.status} / ${login.status}`,
    );
    expect(logout.status).toBe(200);
    expect(login.status).toBe(200);
    expect((await whoAmI(short, sessionCookie(login))).status).toBe(200);
  }, 60_000);
});

describe('the session id', () => {
  it('appears in no URL, no answer body and no log line; a URL cannot carry it', async () => {
    const seen: Answer[] = [];
    const cookies: string[] = [];
    const output = await captureOutput(async () => {
      // Proof the capture sees what is logged in this process, the server's logs included.
      console.error('capture-canary');
      const account = await register(server);
      cookies.push(account.cookie);
      const login = await signIn(server, account);
      seen.push(login);
      const cookie = sessionCookie(login);
      cookies.push(cookie);
      seen.push(await whoAmI(server, cookie));
      seen.push(await call(server, 'GET', '/api/auth-test', { cookie }));
      seen.push(await call(server, 'GET', '/api/check-admin', { cookie }));
      seen.push(await call(server, 'GET', '/api/no-such-call', { cookie }));
      seen.push(await call(server, 'GET', '/prospect-admin', { cookie }));
      seen.push(
        await call(server, 'POST', '/api/user-profile', { cookie, body: { displayName: 1 } }),
      );
      seen.push(
        await signIn(server, { ...account, password: 'wrong-password' }, undefined, cookie),
      );
      // A session id put in a URL is never taken as a session.
      const [value] = forms(cookie);
      seen.push(await call(server, 'GET', `/api/user?sid=${encodeURIComponent(value ?? '')}`));
      expect(seen.at(-1)?.status).toBe(401);
      seen.push(await call(server, 'POST', '/api/logout', { cookie }));
      seen.push(await whoAmI(server, cookie));
    });

    expect(output).toContain('capture-canary');
    const secrets = cookies.flatMap(forms);
    expect(secrets.length).toBeGreaterThanOrEqual(6);
    const leaks: string[] = [];
    for (const secret of secrets) {
      if (output.includes(secret)) leaks.push(`log output holds ${secret}`);
      for (const answer of seen) {
        if (answer.body.includes(secret)) leaks.push(`an answer body holds ${secret}`);
        if (answer.headers.get('location')?.includes(secret))
          leaks.push(`a Location holds ${secret}`);
      }
    }
    console.log(
      `[security] sessions: session id forms searched in ${output.length} characters of log output and ${seen.length} answers: ${leaks.length} found`,
    );
    expect(leaks).toEqual([]);
    // The check looked at real output (a redirect and a sign-in at least).
    expect(seen.some((answer) => answer.headers.get('location'))).toBe(true);
  });
});

/**
 * Each form a session id can take: the cookie value as sent, URL-decoded (`s:<id>.<signature>`),
 * and the bare id the store keys it by.
 */
function forms(cookie: string): string[] {
  const raw = cookie.replace(/^sid=/, '');
  const decoded = decodeURIComponent(raw);
  const id = /^s:([^.]+)\./.exec(decoded)?.[1];
  return [raw, decoded, ...(id ? [id] : [])];
}

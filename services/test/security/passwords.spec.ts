import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { dictionary } from '@zxcvbn-ts/language-common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../src/accounts';
import { startTestServer, type TestServer } from '../../src/testing/test-server';
import {
  call,
  GOOD_PASSWORD,
  inBatches,
  newAddress,
  register,
  resetTokenFor,
  signIn,
  uniqueName,
} from './support/accounts';

/**
 * Passwords (issue 7 item 13, issue 19; OWASP ASVS 5.0 V6.2 and V11.4, NIST SP 800-63B): stored
 * as argon2id with at least OWASP's parameters; common and breached passwords, and what a guesser
 * tries first (blank, repeats, sequences, the site's and the user's own names), refused wherever
 * one is chosen, with a clear message; long Unicode passwords work.
 */
const TOO_COMMON = 'This password is too common. Please choose a less common one.';
const TOO_SHORT = 'Password must be at least 6 characters';
const OWN_NAMES = "A password must not be built from your name, your username or the site's name.";
/** The 1,000 most common passwords, most common first, from an independent copy of the list. */
const MOST_COMMON = dictionary['passwords-common'].slice(0, 1000);
/** Every 500th of the whole list (49,233, least common last), long enough to be accepted. */
const ACROSS_THE_LIST = dictionary['passwords-common']
  .filter((password) => password.length >= 6)
  .filter((_, i) => i % 500 === 0);

/** 64 characters (code points) from several scripts, an emoji and a combining mark among them. */
const UNICODE_PASSWORD =
  'Ça-va-très-bien-Ελληνικά-日本語のパスワード-🥎⚾-Ñoño-ü̈-Привет-12345678!?#';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server?.close());

const registration = (password: string) =>
  call(server, 'POST', '/api/register', {
    body: { username: uniqueName(), email: `${uniqueName()}@example.com`, password, role: 'fan' },
    from: newAddress(),
  });

describe('stored passwords', () => {
  it('are argon2id hashes with m ≥ 19456 KiB and t ≥ 2', async () => {
    const account = await register(server);
    const row = await server.ctx
      .knex('users')
      .whereRaw('lower(username) = ?', [account.username.toLowerCase()])
      .first('password_hash');
    const hash = String(row?.password_hash);
    // $argon2id$v=19$m=…,t=…,p=…$salt$hash, the parameters in any order.
    const [, algorithm, , list] = hash.split('$');
    const parameters = Object.fromEntries(
      (list ?? '').split(',').map((pair) => pair.split('=') as [string, string]),
    );
    console.log(
      `[security] passwords: stored as $${algorithm}$ with m=${parameters.m} KiB, t=${parameters.t}, p=${parameters.p}`,
    );
    expect(algorithm).toBe('argon2id');
    expect(Number(parameters.m)).toBeGreaterThanOrEqual(19_456);
    expect(Number(parameters.t)).toBeGreaterThanOrEqual(2);
    expect(hash).not.toContain(account.password);

    // Every account the server holds, however made, is stored the same way.
    const hashes: { password_hash: string }[] = await server.ctx
      .knex('users')
      .select('password_hash');
    expect(hashes.filter((h) => !h.password_hash.startsWith('$argon2id$'))).toEqual([]);
  });
});

describe('common passwords', () => {
  it('are all refused at registration, with a clear message', async () => {
    const answers = await inBatches(MOST_COMMON, 8, async (password) => ({
      password,
      answer: await registration(password),
    }));
    const accepted = answers.filter(({ answer }) => answer.status !== 400);
    const unclear = answers.filter(({ password, answer }) => {
      const { errors } = JSON.parse(answer.body) as { errors?: { password?: string } };
      return errors?.password !== (password.length < 6 ? TOO_SHORT : TOO_COMMON);
    });
    const common = answers.filter(({ password }) => password.length >= 6).length;
    console.log(
      `[security] passwords: of the ${MOST_COMMON.length} most common, refused at registration: ${answers.length - accepted.length} (${common} as too common, ${answers.length - common} as too short)`,
    );
    expect(accepted.map(({ password }) => password)).toEqual([]);
    expect(unclear.map(({ password }) => password)).toEqual([]);
  });

  it('are refused to the far end of the list, not only its top', async () => {
    const answers = await inBatches(ACROSS_THE_LIST, 8, async (password) => ({
      password,
      answer: await registration(password),
    }));
    const accepted = answers.filter(({ answer }) => answer.status !== 400);
    console.log(
      `[security] passwords: of ${answers.length} taken across the whole list of ${dictionary['passwords-common'].length}, refused: ${answers.length - accepted.length}`,
    );
    expect(accepted.map(({ password }) => password)).toEqual([]);
    for (const { answer } of answers)
      expect(JSON.parse(answer.body).errors.password).toBe(TOO_COMMON);
  });

  it('are refused whatever their letter case', async () => {
    for (const password of ['PASSWORD1', 'Baseball', 'QwErTy123']) {
      const answer = await registration(password);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body).errors.password).toBe(TOO_COMMON);
    }
  });

  it('are refused at password reset, and the link still works for a good one', async () => {
    const account = await register(server);
    expect(
      (
        await call(server, 'POST', '/api/reset-password', {
          body: { email: account.email },
          from: newAddress(),
        })
      ).status,
    ).toBe(200);
    const token = await resetTokenFor(server, account.email);
    // Every 20th of the long-enough ones among the 1,000: 44 common passwords.
    const sample = MOST_COMMON.filter((p) => p.length >= 6).filter((_, i) => i % 20 === 0);
    const refused = [];
    for (const password of sample) {
      const answer = await call(server, 'POST', '/api/update-password', {
        body: { token, password },
        from: newAddress(),
      });
      if (answer.status === 400 && JSON.parse(answer.body).errors?.password === TOO_COMMON) {
        refused.push(password);
      }
    }
    console.log(
      `[security] passwords: common passwords refused at reset: ${refused.length} of ${sample.length} tried`,
    );
    expect(refused).toEqual(sample);

    const updated = await call(server, 'POST', '/api/update-password', {
      body: { token, password: 'crescent-city-streetcar' },
      from: newAddress(),
    });
    expect(updated.status).toBe(200);
    expect((await signIn(server, { ...account, password: 'crescent-city-streetcar' })).status).toBe(
      200,
    );
  });

  it('refuses a common ADMIN_PASSWORD at create-admin and at start-up', async () => {
    // Embedded mode in a directory of its own: had the password been taken, nothing shared
    // would hold the admin it made.
    const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nola-create-admin-'));
    const cli = await promisify(execFile)(
      'npx',
      ['tsx', 'scripts/create-admin.ts', '--username', 'boss', '--password', 'password1'],
      { env: { ...env, DATA_DIR: dataDir } },
    ).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    rmSync(dataDir, { recursive: true, force: true });
    expect(cli.code).toBe(1);
    expect(cli.stderr).toContain(TOO_COMMON);

    // What the server runs at start-up for ADMIN_USERNAME/ADMIN_PASSWORD (no admin exists yet).
    await expect(
      ensureAdmin(server.ctx, { username: 'boss', password: 'Password1' }),
    ).rejects.toThrow(TOO_COMMON);
    expect(await server.ctx.knex('users').where({ role: 'admin' }).first('id')).toBeUndefined();
  });
});

describe('what a guesser tries first', () => {
  it('is refused at registration, each with its reason; an unguessable six characters is not', async () => {
    const username = uniqueName('marie');
    const tries: [string, string][] = [
      ['      ', 'Password cannot be only spaces'],
      ['aaaaaa', 'Repeated characters such as "aaaaaa" are easy to guess. Please choose another.'],
      [
        'abcdef',
        'Sequences such as "abcdef" or "123456" are easy to guess. Please choose another.',
      ],
      ['NolaSports!', OWN_NAMES],
      [`${username}!`, OWN_NAMES],
    ];
    for (const [password, message] of tries) {
      const answer = await call(server, 'POST', '/api/register', {
        body: { username, email: `${uniqueName()}@example.com`, password, role: 'fan' },
        from: newAddress(),
      });
      expect(answer.status, password).toBe(400);
      expect(JSON.parse(answer.body).errors, password).toEqual({ password: message });
    }
    // Document 2's minimum still means something: six characters with no pattern pass.
    expect((await registration('zq8#Lm')).status).toBe(201);
  });

  it("is refused at password reset when built from the account's own name", async () => {
    const account = await register(server);
    await call(server, 'POST', '/api/reset-password', {
      body: { email: account.email },
      from: newAddress(),
    });
    const token = await resetTokenFor(server, account.email);
    const own = await call(server, 'POST', '/api/update-password', {
      body: { token, password: `${account.username}-2026` },
      from: newAddress(),
    });
    expect(own.status).toBe(400);
    expect(JSON.parse(own.body).errors).toEqual({ password: OWN_NAMES });
    // The display name too, once the profile has one.
    const profile = await call(server, 'POST', '/api/user-profile', {
      body: { displayName: 'Marie Laveau' },
      cookie: account.cookie,
      from: newAddress(),
    });
    expect(profile.status).toBe(200);
    const displayName = await call(server, 'POST', '/api/update-password', {
      body: { token, password: 'laveau-1978' },
      from: newAddress(),
    });
    expect(JSON.parse(displayName.body).errors).toEqual({ password: OWN_NAMES });
    // The link is still good for a password of the user's own making.
    const updated = await call(server, 'POST', '/api/update-password', {
      body: { token, password: 'crescent-city-streetcar' },
      from: newAddress(),
    });
    expect(updated.status).toBe(200);
  });
});

describe('long Unicode passwords', () => {
  it('a 64-character Unicode password signs up, signs in, and must match exactly', async () => {
    expect([...UNICODE_PASSWORD]).toHaveLength(64);
    const account = await register(server, { password: UNICODE_PASSWORD });
    const login = await signIn(server, account);
    console.log(
      `[security] passwords: a ${[...UNICODE_PASSWORD].length}-character Unicode password signs in: ${login.status}`,
    );
    expect(login.status).toBe(200);
    const almost = `${[...UNICODE_PASSWORD].slice(0, -1).join('')}4`;
    expect((await signIn(server, { ...account, password: almost })).status).toBe(401);

    // And as a new password through a reset link.
    await call(server, 'POST', '/api/reset-password', {
      body: { email: account.email },
      from: newAddress(),
    });
    const token = await resetTokenFor(server, account.email);
    const reversed = [...UNICODE_PASSWORD].reverse().join('');
    const updated = await call(server, 'POST', '/api/update-password', {
      body: { token, password: reversed },
      from: newAddress(),
    });
    expect(updated.status).toBe(200);
    expect((await signIn(server, { ...account, password: reversed })).status).toBe(200);
    expect((await signIn(server, { ...account, password: GOOD_PASSWORD })).status).toBe(401);
  });
});

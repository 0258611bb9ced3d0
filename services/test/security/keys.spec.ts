import { hkdfSync, randomBytes } from 'node:crypto';
import { inspect } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../src/core/config';
import { apiRoutes, fillPath } from '../../src/testing/route-table';
import type { TestServer } from '../../src/testing/test-server';
import { policyFor } from './support/catalogue';
import { send } from './support/client';
import { allEvents } from './support/events';
import {
  type Fixtures,
  type Identity,
  type Role,
  signIn,
  startWithFixtures,
} from './support/fixtures';
import { figure } from './support/output';

// Issue 24: no key (configured, or generated into the database) shows in the log, in an event,
// in a health answer or in any other answer, error messages included.

/** A key as it could be written out: as is, and in the encodings code reaches for. */
function forms(secret: string): string[] {
  const bytes = Buffer.from(secret);
  return [secret, bytes.toString('base64'), bytes.toString('base64url'), bytes.toString('hex')];
}

/** What the process prints while the test runs: console calls and the standard streams. */
function captureOutput() {
  const spies = [
    ...(['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      vi.spyOn(console, method),
    ),
    vi.spyOn(process.stdout, 'write'),
    vi.spyOn(process.stderr, 'write'),
  ];
  const show = (value: unknown) =>
    typeof value === 'string'
      ? value
      : Buffer.isBuffer(value)
        ? value.toString()
        : inspect(value, { depth: 6 });
  return {
    lines: () => spies.flatMap((spy) => spy.mock.calls.map((args) => args.map(show).join(' '))),
    restore: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}

async function rebuildsSettled(server: TestServer, admin: Identity): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    const answer = await send(server, 'GET', '/api/admin/projections', { cookie: admin.cookie });
    const list = answer.body as { state: string }[];
    if (answer.status === 200 && list.every((p) => p.state !== 'rebuilding')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('projection rebuilds did not finish');
}

/**
 * Every call of the API, as a visitor and as the admin, and the answers that print the most:
 * health in full, refusals of malformed input, forged links, repeat votes, unknown paths.
 */
async function everyAnswer(
  server: TestServer,
  who: Record<Role, Identity>,
  fx: Fixtures,
): Promise<string[]> {
  const answers: string[] = [];
  const keep = (what: string, answer: { status: number; text: string; setCookie?: string }) =>
    answers.push(`${what} ${answer.status} ${answer.setCookie ?? ''} ${answer.text}`);
  for (const route of apiRoutes(server)) {
    const policy = policyFor(route.key);
    for (const role of ['anonymous', 'admin'] as const) {
      const sample = await policy.sample(fx);
      const path = fillPath(route.path, sample.params);
      keep(
        route.key,
        await send(server, route.method, path, { ...sample, cookie: who[role].cookie }),
      );
      if (policy.endsSession && role === 'admin') who.admin = await signIn(server, who.admin);
    }
    if (route.path.endsWith('/rebuild')) await rebuildsSettled(server, who.admin);
  }
  keep('health, in full', await send(server, 'GET', '/api/health', { cookie: who.admin.cookie }));
  keep('health', await send(server, 'GET', '/api/health'));
  keep('malformed JSON', await send(server, 'POST', '/api/login', { raw: '{"username":' }));
  keep('forged cookie', await send(server, 'GET', '/api/user', { cookie: 'sid=s%3Aforged.abc' }));
  const forged = `${Buffer.from('x@example.com').toString('base64url')}.${'A'.repeat(43)}`;
  keep(
    'forged link',
    await send(server, 'GET', '/api/newsletter/unsubscribe', { query: { token: forged } }),
  );
  const voter = { headers: { 'X-Forwarded-For': '192.0.2.240' } };
  keep('vote', await send(server, 'POST', `/api/prospects/${fx.prospectId}/vote`, voter));
  keep('repeat vote', await send(server, 'POST', `/api/prospects/${fx.prospectId}/vote`, voter));
  keep('unknown path', await send(server, 'GET', '/api/no-such-call'));
  return answers;
}

/** Starts a server with these variables, drives every answer, and says where a key showed. */
async function keysShown(
  env: Record<string, string>,
  keysOf: (server: TestServer) => Promise<string[]>,
): Promise<{ found: string[]; keys: number }> {
  const output = captureOutput();
  let server: TestServer | undefined;
  try {
    const started = await startWithFixtures(env);
    server = started.server;
    const answers = await everyAnswer(server, started.who, started.fx);
    const events = (await allEvents(server)).map(
      (event) =>
        `event ${event.type} ${JSON.stringify({ data: event.data, metadata: event.metadata })}`,
    );
    const keys = await keysOf(server);
    await server.close();
    server = undefined;
    const patterns = keys.flatMap((key) => forms(key));
    const shows = (text: string) => patterns.some((pattern) => text.includes(pattern));
    // A control: the scan does find a key written out in any of its forms.
    for (const form of patterns) expect(shows(`…${form}…`)).toBe(true);
    const found: string[] = [];
    for (const [where, texts] of [
      ['answer', answers],
      ['event', events],
      ['output', output.lines()],
    ] as const) {
      for (const text of texts) {
        if (shows(text)) {
          found.push(`a key in an ${where}: ${text.slice(0, 120)}`);
        }
      }
    }
    figure(
      `keys: ${answers.length} answers, ${events.length} events, ${output.lines().length} lines of output scanned for ${keys.length} keys; ${found.length} found`,
    );
    return { found, keys: keys.length };
  } finally {
    await server?.close();
    output.restore();
  }
}

const key = (purpose: string) => `${purpose}-${randomBytes(24).toString('hex')}`;

describe('keys stay secret (issue 24)', () => {
  it('configured keys show in no log line, event or answer', async () => {
    const env = {
      SESSION_SECRET: key('legacy'),
      SESSION_SECRETS: `${key('session')},${key('session-old')}`,
      VISITOR_SECRETS: `${key('visitor')},${key('visitor-old')}`,
      LINK_SECRETS: key('link'),
      PASS_SECRETS: key('pass'),
    };
    const configured = Object.values(env).flatMap((list) => list.split(','));
    // The key SESSION_SECRET gave client addresses before, a string of its own in memory then.
    const legacyClientKey = Buffer.from(
      hkdfSync('sha256', env.SESSION_SECRET, 'nola-sports', 'client-key', 32),
    ).toString('base64url');
    const { found } = await keysShown(env, async () => [...configured, legacyClientKey]);
    expect(found).toEqual([]);
  });

  it('keys generated into the database show in no log line, event or answer', async () => {
    const { found, keys } = await keysShown({ SESSION_SECRET: '' }, (server) =>
      server.ctx.knex('generated_keys').pluck('secret'),
    );
    expect(keys).toBe(4);
    expect(found).toEqual([]);
  });

  it('a refused key list names the variable and the entry, never a key', () => {
    const secret = 'a-secret-that-is-too-short';
    for (const variable of ['SESSION_SECRETS', 'VISITOR_SECRETS', 'LINK_SECRETS', 'PASS_SECRETS']) {
      for (const value of [`${key('good')},${secret}`, `${secret}${secret}x,${secret}${secret}x`]) {
        let message = '';
        try {
          loadConfig({ [variable]: value });
        } catch (error) {
          if (!(error instanceof ConfigError)) throw error;
          message = error.message;
        }
        expect(message.startsWith(variable)).toBe(true);
        expect(message).not.toContain(secret);
      }
    }
    let message = '';
    try {
      loadConfig({ SESSION_SECRET: secret });
    } catch (error) {
      message = error instanceof Error ? error.message : '';
    }
    expect(message).toBe('SESSION_SECRET must be at least 32 characters long');
  });
});

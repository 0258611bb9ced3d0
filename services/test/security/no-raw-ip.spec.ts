import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmAddress } from '../../src/testing/agents';
import type { TestServer } from '../../src/testing/test-server';
import { makePng } from '../../src/uploads/test-images';
import { send } from './support/client';
import { allEvents } from './support/events';
import {
  contactBody,
  evaluationBody,
  type Identity,
  PASSWORD,
  prospectBody,
  startWithIdentities,
} from './support/fixtures';
import { figure } from './support/output';

let server: TestServer;
let admin: Identity;
beforeAll(async () => {
  const started = await startWithIdentities();
  server = started.server;
  admin = started.who.admin;
});
afterAll(() => server?.close());

const CONTROL = '100.64.12.34';
let used = 0;
const addresses: string[] = [];
/** A new client address, IPv4 and IPv6 in turn (documentation and benchmark ranges). */
function address(): string {
  used++;
  const next =
    used % 3 === 0
      ? `2001:db8:7e57::${(0xa000 + used).toString(16)}`
      : used % 3 === 1
        ? `198.18.${200 + (used % 50)}.${100 + (used % 150)}`
        : `::ffff:198.19.${200 + (used % 50)}.${100 + (used % 150)}`;
  addresses.push(next);
  return next;
}

/** Each address as text can show it: itself, the IPv4 inside a mapped one, IPv6 written out. */
function patterns(text: string): RegExp[] {
  const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const forms = new Set([text]);
  const mapped = /^::ffff:(.+)$/.exec(text)?.[1];
  if (mapped) forms.add(mapped);
  if (text.includes(':') && !mapped) {
    const [head = '', tail = ''] = text.split('::');
    const left = head.split(':').filter(Boolean);
    const right = tail.split(':').filter(Boolean);
    const groups = [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
    forms.add(groups.join(':'));
    forms.add(groups.map((g) => g.padStart(4, '0')).join(':'));
  }
  return [...forms].map((form) => new RegExp(`(?<![0-9a-f.:])${literal(form)}(?![0-9a-f])`, 'i'));
}

const from = (cookie?: string) => ({ headers: { 'X-Forwarded-For': address() }, cookie });

describe('no raw IP address is stored (issue 7, item 16)', () => {
  it('every write path, from IPv4 and IPv6 clients, leaves no address in the log, tables or Redis', async () => {
    const prospect = await send(server, 'POST', '/api/admin/prospects', {
      ...from(admin.cookie),
      body: prospectBody(1),
    });
    const prospectId = (prospect.body as { id: string }).id;
    const username = `ipcheck_${Date.now()}`;
    const registered = await send(server, 'POST', '/api/register', {
      ...from(),
      body: { username, email: `${username}@example.com`, password: PASSWORD, role: 'parent' },
    });
    expect(registered.status).toBe(201);
    const member = registered.setCookie;
    // A member who votes has confirmed the address (issue 36 item 17).
    await confirmAddress(server, (registered.body as { id: string }).id);
    const calls: [string, Promise<{ status: number }>][] = [];
    const call = (what: string, answer: Promise<{ status: number }>) => calls.push([what, answer]);
    // A control: an address a visitor typed into a message is stored as written, so the scan
    // below must find this one, which proves it reads the tables' text.
    call(
      'contact naming an address',
      send(server, 'POST', '/api/contact', {
        ...from(),
        body: { ...contactBody(), message: `Our field's camera is at ${CONTROL} on the LAN.` },
      }),
    );
    for (let round = 0; round < 3; round++) {
      call('anonymous vote', send(server, 'POST', `/api/prospects/${prospectId}/vote`, from()));
      call('contact', send(server, 'POST', '/api/contact', { ...from(), body: contactBody() }));
      call(
        'newsletter',
        send(server, 'POST', '/api/newsletter', {
          ...from(),
          body: { email: `ip${round}_${Date.now()}@example.com`, name: 'Reader' },
        }),
      );
      call(
        'failed login',
        send(server, 'POST', '/api/login', {
          ...from(),
          body: { username, password: 'not-the-password' },
        }),
      );
      call(
        'reset request',
        send(server, 'POST', '/api/reset-password', {
          ...from(),
          body: { email: `${username}@example.com` },
        }),
      );
      call(
        'reset with a bad token',
        send(server, 'POST', '/api/update-password', {
          ...from(),
          body: { token: 'nope', password: 'fresh-levee-walk-1' },
        }),
      );
    }
    call('signed-in vote', send(server, 'POST', `/api/prospects/${prospectId}/vote`, from(member)));
    call(
      'evaluation request',
      send(server, 'POST', '/api/prospect-evaluations', {
        ...from(member),
        body: evaluationBody(),
      }),
    );
    call(
      'profile',
      send(server, 'POST', '/api/user-profile', {
        ...from(member),
        body: { displayName: 'Address Check' },
      }),
    );
    call('upload', send(server, 'POST', '/api/upload', { ...from(member), file: await makePng() }));
    const answers = await Promise.all(calls.map(([, answer]) => answer));
    const failed = answers
      .map((answer, i) => `${calls[i]?.[0]}: ${answer.status}`)
      .filter((line) => !/: (200|201|400|401)$/.test(line));
    expect(failed).toEqual([]);
    // A successful sign-in and sign-out last, from addresses of their own.
    const login = await send(server, 'POST', '/api/login', {
      ...from(),
      body: { username, password: PASSWORD },
    });
    expect(login.status).toBe(200);
    expect((await send(server, 'POST', '/api/logout', from(login.setCookie))).status).toBe(200);

    const checks = addresses.flatMap((text) =>
      patterns(text).map((pattern) => ({ text, pattern })),
    );
    const found: string[] = [];
    const scan = (where: string, text: string) => {
      for (const { text: address, pattern } of checks) {
        if (pattern.test(text)) found.push(`${address} in ${where}: ${text.slice(0, 200)}`);
      }
    };

    const events = await allEvents(server);
    for (const event of events) {
      scan(`event ${event.type}`, JSON.stringify({ data: event.data, metadata: event.metadata }));
    }
    // Every table of the database: event store, read models, sessions, rate limits, mail ledger.
    const knex = server.ctx.knex;
    const tables = (await knex('information_schema.tables')
      .where({ table_schema: knex.raw('current_schema()'), table_type: 'BASE TABLE' })
      .pluck('table_name')) as string[];
    let rows = 0;
    for (const table of tables) {
      for (const row of await knex(table).select('*')) {
        rows++;
        scan(
          `table ${table}`,
          JSON.stringify(row, (_, v) => (typeof v === 'bigint' ? `${v}` : v)),
        );
      }
    }
    // With Redis, sessions and rate limits live there: every key and value of this server's.
    let keys = 0;
    if (server.ctx.config.redisUrl) {
      const redis = new Redis(server.ctx.config.redisUrl);
      try {
        for (const key of await redis.keys('test-*')) {
          keys++;
          const type = await redis.type(key);
          const value =
            type === 'string'
              ? await redis.get(key)
              : type === 'hash'
                ? JSON.stringify(await redis.hgetall(key))
                : '';
          scan(`redis ${key}`, `${key} ${value ?? ''}`);
        }
      } finally {
        redis.disconnect();
      }
    }
    figure(
      `no raw IP: ${addresses.length} client addresses over ${calls.length + 4} writes; scanned ${events.length} events, ${rows} rows in ${tables.length} tables, ${keys} Redis keys; ${found.length} addresses found`,
    );
    expect(found).toEqual([]);
    const control = patterns(CONTROL)[0] as RegExp;
    const contactRows = await knex('contact_submissions').select('*');
    expect(contactRows.some((row) => control.test(JSON.stringify(row)))).toBe(true);
  });
});

import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPosition } from '../../src/core/event-store/event-store';
import { apiRoutes, fillPath, isStateChanging, type Route } from '../../src/testing/route-table';
import type { TestServer } from '../../src/testing/test-server';
import { policyFor } from './support/catalogue';
import { send } from './support/client';
import {
  type Fixtures,
  type Identity,
  type Role,
  signIn,
  startWithFixtures,
} from './support/fixtures';
import { figure } from './support/output';

let server: TestServer;
let who: Record<Role, Identity>;
let fx: Fixtures;
let writes: Route[];

beforeAll(async () => {
  ({ server, who, fx } = await startWithFixtures());
  writes = apiRoutes(server).filter(isStateChanging);
});
afterAll(() => server?.close());

// Bookkeeping that any request may touch, and the worker's heartbeat (projection_workers, on a
// 5-second timer); the read models and the log must not move.
const BOOKKEEPING =
  /session|rate_limit|checkpoint|knex_|migration|mail|projector|projection_workers/;

/**
 * The event log's head and a digest of each read table: what a refused request must not change
 * (a failure names the tables that moved).
 */
async function stored(): Promise<Record<string, string>> {
  const head = formatPosition(await server.ctx.store.headPosition());
  const tables = await server.ctx
    .knex('information_schema.tables')
    .where({ table_schema: server.ctx.knex.raw('current_schema()'), table_type: 'BASE TABLE' })
    .orderBy('table_name')
    .pluck('table_name');
  const digests: Record<string, string> = { 'the event log': head };
  for (const table of tables as string[]) {
    if (BOOKKEEPING.test(table) || table.startsWith('es_')) continue;
    const rows = await server.ctx.knex(table).select('*');
    const sorted = rows.map((row) => JSON.stringify(row)).sort();
    digests[table] = createHash('sha256').update(sorted.join('\n')).digest('hex');
  }
  return digests;
}

/**
 * Once the read side is quiet: every projector has applied the log up to its head (a settling
 * one, the awards process, would apply the samples' events up to 200 ms after them, and one
 * whose events no call waited for at its next poll), and what that set off (the awarding loop's
 * appends) has been applied too. None of it is what is being measured.
 */
async function quiet(): Promise<Record<string, string>> {
  let before: Record<string, string> | undefined;
  for (;;) {
    await server.runner.catchUpAll();
    const look = await stored();
    if (before && isDeepStrictEqual(look, before)) return look;
    before = look;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** Each way a browser says a request comes from another site (DESIGN §8). */
const CROSS_SITE: Record<string, Record<string, string>> = {
  'Sec-Fetch-Site: cross-site': { 'Sec-Fetch-Site': 'cross-site' },
  'Sec-Fetch-Site: same-site (a sibling subdomain)': { 'Sec-Fetch-Site': 'same-site' },
  'Origin: https://evil.example': { Origin: 'https://evil.example' },
  'Origin: null (a sandboxed frame)': { Origin: 'null' },
};

describe('state-changing calls refuse cross-site requests (DESIGN §8)', () => {
  it('every POST/PUT/PATCH/DELETE in the route table answers 403 and stores nothing', async () => {
    // Samples first: some make a record to act on, which is not what is being measured.
    const planned = [];
    for (const route of writes) {
      const policy = policyFor(route.key);
      for (const [how, headers] of Object.entries(CROSS_SITE)) {
        planned.push({ route, how, headers, sample: await policy.sample(fx) });
      }
    }
    const before = await quiet();
    const accepted: string[] = [];
    let refused = 0;
    for (const { route, how, headers, sample } of planned) {
      // As the admin, who may make every call: only the origin stands in the way.
      const answer = await send(server, route.method, fillPath(route.path, sample.params), {
        ...sample,
        cookie: who.admin.cookie,
        headers: { ...sample.headers, ...headers },
      });
      if (answer.status === 403 && (answer.body as { message?: string }).message) refused++;
      else accepted.push(`${route.key} with ${how}: ${answer.status}`);
    }
    figure(
      `cross-site: ${writes.length} state-changing calls × ${Object.keys(CROSS_SITE).length} origins, ${refused} refused, ${accepted.length} let through`,
    );
    expect(accepted).toEqual([]);
    expect(await stored()).toEqual(before);
  });

  it('the same calls from the site itself (or a non-browser client) are not refused', async () => {
    const origin = new URL(server.url);
    const sameOrigin = {
      'same-origin': { 'Sec-Fetch-Site': 'same-origin', Origin: origin.origin },
      'Origin alone': { Origin: origin.origin },
      'no browser headers': {},
    };
    const wrong: string[] = [];
    for (const route of writes) {
      const policy = policyFor(route.key);
      for (const [how, headers] of Object.entries(sameOrigin)) {
        const sample = await policy.sample(fx);
        const answer = await send(server, route.method, fillPath(route.path, sample.params), {
          ...sample,
          cookie: who.admin.cookie,
          // The sample's own headers (a webhook's signature) stay; the origin's are added.
          headers: { ...sample.headers, ...headers },
        });
        if (!policy.ok.includes(answer.status)) wrong.push(`${route.key} ${how}: ${answer.status}`);
        if (policy.endsSession) who.admin = await signIn(server, who.admin);
      }
      if (route.path.endsWith('/rebuild')) await new Promise((r) => setTimeout(r, 300));
    }
    expect(wrong).toEqual([]);
  });
});

/**
 * Issue 36 item 13: an Origin must be the site's own origin, scheme, host and port (not only
 * its host), and a Host the site does not serve (DNS rebinding: another name resolving to this
 * server, whose pages are then "same-origin" with their own requests) reaches nothing.
 */
describe('the origin is scheme, host and port; the Host must be one the site serves', () => {
  const vote = (headers: Record<string, string>) =>
    send(server, 'POST', `/api/prospects/${fx.prospectId}/vote`, {
      cookie: who.fan.cookie,
      headers,
    });

  it('refuses an https:// origin on the http site, and a rebinding host and origin', async () => {
    const before = await quiet();
    const site = new URL(server.url);
    const https = await vote({ Origin: `https://${site.host}` });
    expect(https.status).toBe(403);
    const otherPort = await vote({ Origin: `http://${site.hostname}:1` });
    expect(otherPort.status).toBe(403);
    const rebound = await vote({
      Host: 'rebind.evil.example',
      Origin: 'http://rebind.evil.example',
    });
    expect(rebound.status).toBe(421);
    expect(rebound.body).toEqual({ message: 'This site is not served at that address' });
    const sameOriginRebound = await vote({
      Host: 'rebind.evil.example',
      'Sec-Fetch-Site': 'same-origin',
    });
    expect(sameOriginRebound.status).toBe(421);
    expect(await stored()).toEqual(before);
  });

  it('refuses reads by an unserved Host too, but not health checks', async () => {
    const page = await send(server, 'GET', '/api/prospects', {
      headers: { Host: 'rebind.evil.example' },
    });
    expect(page.status).toBe(421);
    const live = await send(server, 'GET', '/api/health/live', {
      headers: { Host: '10.0.0.7:8080' },
    });
    expect(live.status).toBe(200);
    const served = await send(server, 'GET', '/api/prospects', {
      headers: { Host: new URL(server.url).host },
    });
    expect(served.status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_AREAS } from '../../src/composition/api-document';
import type { Operation } from '../../src/core/http/openapi';
import { apiRoutes, fillPath, type Route } from '../../src/testing/route-table';
import type { TestServer } from '../../src/testing/test-server';
import { catalogue, policyFor, refusalFor } from './support/catalogue';
import { send } from './support/client';
import {
  type Fixtures,
  type Identity,
  ROLES,
  type Role,
  registerMember,
  signIn,
  startWithFixtures,
} from './support/fixtures';
import { figure, shapeProblem } from './support/output';

let server: TestServer;
let who: Record<Role, Identity>;
let fx: Fixtures;
let routes: Route[];

beforeAll(async () => {
  ({ server, who, fx } = await startWithFixtures());
  routes = apiRoutes(server);
});
afterAll(() => server?.close());

/** Waits until no projection is rebuilding, so the next call reads whole tables. */
async function rebuildsSettled(): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    const answer = await send(server, 'GET', '/api/admin/projections', {
      cookie: who.admin.cookie,
    });
    const list = answer.body as { state: string }[];
    if (answer.status === 200 && list.every((p) => p.state !== 'rebuilding')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('projection rebuilds did not finish');
}

describe('the access matrix, generated from the route table', () => {
  it('covers every call the app routes: the catalogue has each, and nothing the app lacks', () => {
    const missing = routes.filter((route) => !catalogue[route.key]).map((route) => route.key);
    const stale = Object.keys(catalogue).filter((key) => !routes.some((r) => r.key === key));
    figure(`route table: ${routes.length} API calls, ${missing.length} not in the catalogue`);
    // A new call needs a line in its area's access.testing.ts saying who may use it.
    expect(missing).toEqual([]);
    expect(stale).toEqual([]);
    expect(routes.length).toBeGreaterThan(40);
  });

  it('agrees with the published API description on who may call and what each call parses', () => {
    const documented = new Map<string, Operation>(
      API_AREAS.flatMap((area) =>
        area.operations.map((op) => [`${op.method.toUpperCase()} /api${op.path}`, op] as const),
      ),
    );
    const disagreements = Object.entries(catalogue).flatMap(([key, policy]) => {
      const operation = documented.get(key);
      if (!operation) return [`${key}: not in the document`];
      return [
        operation.access !== policy.access &&
          `${key}: documented ${operation.access}, policy ${policy.access}`,
        operation.refusedVisitor !== policy.refusedVisitor &&
          `${key}: a visitor refused with ${operation.refusedVisitor ?? 401}, policy ${policy.refusedVisitor ?? 401}`,
        policy.body && operation.body !== policy.body && `${key}: another body schema`,
        policy.query && operation.query !== policy.query && `${key}: another query schema`,
      ].filter((problem): problem is string => typeof problem === 'string');
    });
    expect(disagreements).toEqual([]);
  });

  it('every call × every role: only what the policy allows succeeds', async () => {
    const outside: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const policy = policyFor(route.key);
      for (const role of ROLES) {
        const sample = await policy.sample(fx);
        const path = fillPath(route.path, sample.params);
        const answer = await send(server, route.method, path, {
          ...sample,
          cookie: who[role].cookie,
        });
        requests++;
        const refusal = refusalFor(policy, role);
        const wanted = refusal === undefined ? policy.ok : [refusal];
        if (!wanted.includes(answer.status)) {
          outside.push(`${route.key} as ${role}: ${answer.status}, wanted ${wanted.join('/')}`);
        }
        const problem = shapeProblem(answer, policy.shape);
        if (problem) outside.push(`${route.key} as ${role}: ${problem}`);
        // What a signed-in user is answered is theirs: no cache may keep it for someone else.
        if (role !== 'anonymous' && !policy.sameForEveryone && answer.cacheControl !== 'no-store') {
          outside.push(`${route.key} as ${role}: Cache-Control ${answer.cacheControl}`);
        }
        if (policy.endsSession && role !== 'anonymous') who[role] = await signIn(server, who[role]);
      }
      if (route.path.endsWith('/rebuild')) await rebuildsSettled();
    }
    figure(
      `access matrix: ${routes.length} calls × ${ROLES.length} roles = ${requests} requests, ${outside.length} outside the policy`,
    );
    expect(outside).toEqual([]);
  });
});

describe('a role in a request is never a grant', () => {
  const stillAMember = async (identity: Identity) => {
    const me = await send(server, 'GET', '/api/user', { cookie: identity.cookie });
    expect(me.status).toBe(200);
    expect((me.body as { role: string }).role).toBe(identity.role);
    for (const path of ['/api/admin/users', '/api/admin/events', '/api/admin/stats']) {
      expect((await send(server, 'GET', path, { cookie: identity.cookie })).status).toBe(403);
    }
  };

  it('registering with role "admin" creates no admin (refused) and no account', async () => {
    const username = `sneaky_${Date.now()}`;
    const answer = await send(server, 'POST', '/api/register', {
      body: {
        username,
        email: `${username}@example.com`,
        password: 'levee-walk-77',
        role: 'admin',
      },
    });
    expect(answer.status).toBe(400);
    expect(await server.ctx.knex('users').where({ username }).first()).toBeUndefined();
    const admins = await server.ctx.knex('users').where({ role: 'admin' }).count({ n: '*' });
    expect(Number(admins[0]?.n)).toBe(1);
  });

  it('a registered member stays a member whatever role-like fields it sends', async () => {
    const member = await registerMember(server, 'fan');
    // A second role-like field at registration is refused, not honoured.
    const extra = await send(server, 'POST', '/api/register', {
      body: {
        username: `extra_${Date.now()}`,
        email: `extra_${Date.now()}@example.com`,
        password: 'levee-walk-77',
        role: 'fan',
        isAdmin: true,
      },
    });
    expect(extra.status).toBe(400);
    const profile = await send(server, 'POST', '/api/user-profile', {
      cookie: member.cookie,
      body: { displayName: 'Would Be Admin', role: 'admin' },
    });
    expect(profile.status).toBe(400);
    // In the query it is not even read.
    const viaQuery = await send(server, 'POST', '/api/user-profile', {
      cookie: member.cookie,
      query: { role: 'admin' },
      body: { displayName: 'Would Be Admin' },
    });
    expect(viaQuery.status).toBe(200);
    // Every call a member may make, with role fields added to its sample.
    let tried = 0;
    for (const route of routes) {
      const policy = policyFor(route.key);
      if (policy.access === 'admin' || policy.endsSession || route.method === 'GET') continue;
      const sample = await policy.sample(fx);
      if (sample.file) continue;
      const body = { ...(sample.body as object), role: 'admin', isAdmin: true };
      const answer = await send(server, route.method, fillPath(route.path, sample.params), {
        ...sample,
        body,
        cookie: member.cookie,
      });
      expect(answer.status, `${route.key} with role fields`).toBeLessThan(500);
      tried++;
    }
    figure(`role fields sent to ${tried} member calls: none made a member an admin`);
    await stillAMember(member);
  });
});

describe("one member cannot read or change another's profile or activity", () => {
  it('no id in the path, query or body reaches another member', async () => {
    const a = await registerMember(server, 'athlete');
    const b = await registerMember(server, 'coach');
    const bId = b.id as string;
    for (const [member, name] of [
      [a, 'Athlete Alpha'],
      [b, 'Coach Bravo'],
    ] as const) {
      const saved = await send(server, 'POST', '/api/user-profile', {
        cookie: member.cookie,
        body: { displayName: name },
      });
      expect(saved.status).toBe(200);
    }
    // B votes, so B has activity A must never see.
    expect(
      (await send(server, 'POST', `/api/prospects/${fx.prospectId}/vote`, { cookie: b.cookie }))
        .status,
    ).toBe(201);

    const readsAsA: { path: string; query?: Record<string, string> }[] = [
      { path: '/api/user-profile', query: { userId: bId } },
      { path: '/api/user-profile', query: { id: bId, user_id: bId } },
      { path: `/api/user-profile/${bId}` },
      { path: '/api/user-activity', query: { userId: bId } },
      { path: `/api/user-activity/${bId}` },
      { path: '/api/user', query: { id: bId } },
    ];
    for (const read of readsAsA) {
      const answer = await send(server, 'GET', read.path, { cookie: a.cookie, query: read.query });
      expect(answer.status, read.path).toBeLessThan(500);
      expect(answer.text, `${read.path} ${JSON.stringify(read.query)}`).not.toContain(
        'Coach Bravo',
      );
      expect(answer.text).not.toContain(b.username);
      // A 404 names the path it was asked for; a success must not name B at all.
      if (answer.status < 400) expect(answer.text).not.toContain(bId);
    }

    const writesAsA = [
      { body: { displayName: 'Hijacked', userId: bId } },
      { body: { displayName: 'Hijacked', id: bId } },
      { body: { displayName: 'Hijacked' }, query: { userId: bId } },
    ];
    for (const write of writesAsA) {
      const answer = await send(server, 'POST', '/api/user-profile', {
        cookie: a.cookie,
        ...write,
      });
      expect(answer.status).toBeLessThan(500);
    }
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const answer = await send(server, method, `/api/user-profile/${bId}`, {
        cookie: a.cookie,
        body: { displayName: 'Hijacked' },
      });
      expect(answer.status).toBe(404);
    }
    const bProfile = await send(server, 'GET', '/api/user-profile', { cookie: b.cookie });
    expect((bProfile.body as { data: { displayName: string } }).data.displayName).toBe(
      'Coach Bravo',
    );
    // A's own activity holds A's rows alone.
    const aActivity = await send(server, 'GET', '/api/user-activity', { cookie: a.cookie });
    const ids = (aActivity.body as { data: { id: string }[] }).data.map((item) => item.id);
    const owners = await server.ctx.knex('user_activity').whereIn('id', ids).distinct('user_id');
    expect(owners.map((row) => row.user_id as string).every((id) => id === a.id)).toBe(true);
    const bActivity = await send(server, 'GET', '/api/user-activity', { cookie: b.cookie });
    expect((bActivity.body as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });
});

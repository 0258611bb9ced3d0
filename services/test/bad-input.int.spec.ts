import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, adminAgent, userAgent } from '../src/testing/agents';
import { startTestServer, type TestServer } from '../src/testing/test-server';

/**
 * Every call, fed malformed, mistyped, oversized and hostile input, answers a clear 4xx with a
 * JSON message: never a 500, never a crash.
 */
let server: TestServer;
let admin: Agent;
let user: Agent;
let prospectId: string;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  admin = await adminAgent(server);
  user = await userAgent(server, 'coach');
  const created = await admin.post('/api/admin/prospects').send({
    firstName: 'Fuzz',
    lastName: 'Target',
    positionPrimary: 'C',
    school: 'Jesuit High School',
    gradYear: 2027,
    nolaRank: 5,
  });
  prospectId = created.body.id;
});
afterAll(() => server?.close());

type Who = 'anyone' | 'user' | 'admin';
type Call = { who: Who; method: 'post' | 'put' | 'patch'; path: () => string; valid: object };

const CALLS: Call[] = [
  {
    who: 'anyone',
    method: 'post',
    path: () => '/api/register',
    valid: { username: 'fuzzer', email: 'f@example.com', password: 'levee-walk-77', role: 'fan' },
  },
  {
    who: 'anyone',
    method: 'post',
    path: () => '/api/login',
    valid: { username: 'fuzzer', password: 'levee-walk-77' },
  },
  {
    who: 'anyone',
    method: 'post',
    path: () => '/api/contact',
    valid: {
      name: 'Al',
      email: 'a@example.com',
      organization: 'NORD',
      message: 'Hello there, partner.',
    },
  },
  {
    who: 'anyone',
    method: 'post',
    path: () => '/api/newsletter',
    valid: { email: 'n@example.com', name: 'N' },
  },
  {
    who: 'anyone',
    method: 'post',
    path: () => '/api/reset-password',
    valid: { email: 'r@example.com' },
  },
  {
    who: 'anyone',
    method: 'post',
    path: () => '/api/update-password',
    valid: { token: 'x'.repeat(43), password: 'levee-walk-77' },
  },
  {
    who: 'user',
    method: 'post',
    path: () => '/api/prospect-evaluations',
    valid: {
      parentName: 'Pat',
      parentEmail: 'p@example.com',
      parentPhone: '5045551234',
      playerName: 'Kid',
      playerAge: 14,
      playerPosition: 'SS',
      playerSchool: 'Jesuit',
      additionalInfo: '',
    },
  },
  {
    who: 'user',
    method: 'post',
    path: () => '/api/user-profile',
    valid: {
      displayName: 'Coach K',
      bio: '',
      location: 'NOLA',
      teamName: 'Bombers',
      teamPosition: 'head_coach',
      photoUrl: null,
      socialLinks: {},
      notificationPreferences: {},
    },
  },
  {
    who: 'admin',
    method: 'post',
    path: () => '/api/admin/prospects',
    valid: {
      firstName: 'A',
      lastName: 'B',
      positionPrimary: 'C',
      school: 'S',
      gradYear: 2027,
      nolaRank: 9,
    },
  },
  {
    who: 'admin',
    method: 'patch',
    path: () => `/api/admin/prospects/${prospectId}`,
    valid: { school: 'Holy Cross School' },
  },
  {
    who: 'admin',
    method: 'put',
    path: () => `/api/admin/prospects/${prospectId}`,
    valid: {
      firstName: 'A',
      lastName: 'B',
      positionPrimary: 'C',
      school: 'S',
      gradYear: 2027,
      nolaRank: 9,
      version: 0,
      rankVersion: 0,
    },
  },
  {
    who: 'admin',
    method: 'post',
    path: () => `/api/admin/prospects/${prospectId}/move`,
    valid: { direction: 'up' },
  },
  {
    who: 'admin',
    method: 'put',
    path: () => `/api/admin/evaluation-requests/${randomUUID()}`,
    valid: { status: 'contacted' },
  },
  {
    who: 'admin',
    method: 'put',
    path: () => `/api/admin/users/${randomUUID()}`,
    valid: { role: 'coach' },
  },
  {
    who: 'admin',
    method: 'post',
    path: () => '/api/admin/payments',
    valid: {
      amountCents: 2500,
      currency: 'USD',
      description: 'Camp',
      reference: 'order-1',
      idempotencyKey: `bad-input-${randomUUID()}`,
    },
  },
  {
    who: 'admin',
    method: 'post',
    path: () => `/api/admin/payments/${randomUUID()}/refunds`,
    valid: { amountCents: 100 },
  },
  {
    who: 'anyone',
    method: 'post',
    path: () => '/api/payments/webhooks/sandbox',
    valid: { eventId: 'evt_1', kind: 'payment.succeeded' },
  },
];

const agentFor = (who: Who) =>
  who === 'admin' ? admin : who === 'user' ? user : request.agent(server.url);

/** The same value in every wrong shape a client (or an attacker) might send. */
const WRONG = [
  null,
  true,
  0,
  -1,
  1e308,
  'x'.repeat(20_000),
  '',
  ' ',
  [],
  [1, 2],
  {},
  { $gt: '' },
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '\u0000',
  '🏀'.repeat(50),
];

let address = 0;
/** A new client address per request, so rate limits do not mask what the input does. */
const fresh = () => `198.18.${(++address >> 8) & 255}.${address & 255}`;

function expectClearAnswer(response: request.Response, what: string) {
  expect(
    response.status,
    `${what} → ${response.status} ${response.text.slice(0, 200)}`,
  ).toBeLessThan(500);
  if (response.status >= 400) {
    expect(response.headers['content-type'], what).toMatch(/json/);
    expect(typeof response.body.message, what).toBe('string');
  }
}

describe('bad bodies never make a 500', () => {
  it.each(
    CALLS.map((call) => [`${call.method.toUpperCase()} ${call.path.name || ''}`, call] as const),
  )(
    '%s %#',
    async (_name, call) => {
      const send = (body: string | object, type = 'application/json') =>
        agentFor(call.who)
          [call.method](call.path())
          .set('X-Forwarded-For', fresh())
          .set('Content-Type', type)
          .send(body);
      const label = `${call.method} ${call.path()}`;
      for (const raw of [
        '{bad json',
        '[]',
        'null',
        '"text"',
        '42',
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{"x":1}}}',
      ]) {
        expectClearAnswer(await send(raw), `${label} ${raw}`);
      }
      expectClearAnswer(await send({ ...call.valid, unknownField: 1 }), `${label} unknown field`);
      for (const field of Object.keys(call.valid)) {
        for (const value of WRONG) {
          expectClearAnswer(
            await send({ ...call.valid, [field]: value }),
            `${label} ${field}=${JSON.stringify(value)?.slice(0, 40)}`,
          );
        }
      }
      const big = await send(JSON.stringify({ ...call.valid, padding: 'x'.repeat(200_000) }));
      expect(big.status, label).toBe(413);
      expectClearAnswer(
        await send('a=1&b=2', 'application/x-www-form-urlencoded'),
        `${label} form`,
      );
    },
    120_000,
  );
});

describe('bad paths and queries never make a 500', () => {
  const reads: [Who, string][] = [
    ['anyone', '/api/prospects'],
    ['anyone', '/api/newsletter/unsubscribe'],
    ['user', '/api/user-activity'],
    ['admin', '/api/admin/prospects'],
    ['admin', '/api/admin/events'],
    ['admin', '/api/admin/users'],
    ['admin', '/api/admin/contact-submissions'],
    ['admin', '/api/admin/newsletter-subscriptions'],
    ['admin', '/api/admin/evaluation-requests'],
  ];
  const queries = [
    'asOf=not-a-date',
    'asOf=2026-13-45T99:99:99Z',
    'asOf[]=1&asOf[]=2',
    'asOf=9999999999999999',
    'token=',
    'token=%00',
    'token[]=a',
    'token=a.b.c',
    'page=-1',
    'page=abc',
    'pageSize=100000',
    'page[]=1',
    'sort=nope',
    'sort=["id","SIDEWAYS"]',
    'sort=["__proto__","ASC"]',
    'sort[]=a',
    'range=[5,1]',
    'range=[-1,2]',
    'range=["a","b"]',
    'range=[0,1e308]',
    'filter={"q":{"$gt":""}}',
    'filter={"id":[1,{}]}',
    'filter={"gradYear":"abc"}',
    'filter={"status":"nope"}',
    'filter={"role":[]}',
    'filter=[]',
    'filter={',
    'after=x',
    'limit=0',
    'limit=abc',
    'type=<script>',
    `stream=${'x'.repeat(5000)}`,
    'from=yesterday',
  ];

  it.each(reads)(
    '%s GET %s',
    async (who, path) => {
      for (const query of queries) {
        const response = await agentFor(who)
          .get(`${path}?${query}`)
          .set('X-Forwarded-For', fresh());
        expectClearAnswer(response, `GET ${path}?${query}`);
      }
    },
    120_000,
  );

  it('answers malformed and unknown ids with 400 or 404', async () => {
    const ids = [
      '42',
      'not-a-uuid',
      '%00',
      '..%2F..%2Fetc%2Fpasswd',
      randomUUID(),
      `${randomUUID()}x`,
    ];
    for (const id of ids) {
      for (const [agent, method, path] of [
        [request.agent(server.url), 'post', `/api/prospects/${id}/vote`],
        [admin, 'get', `/api/admin/prospects/${id}`],
        [admin, 'get', `/api/admin/prospects/${id}/history`],
        [admin, 'delete', `/api/admin/prospects/${id}`],
        [admin, 'get', `/api/admin/users/${id}`],
        [admin, 'get', `/api/admin/evaluation-requests/${id}`],
        [request.agent(server.url), 'get', `/api/validate-reset-token/${id}`],
        [request.agent(server.url), 'get', `/uploads/${id}`],
      ] as const) {
        const response = await (agent as Agent)[method](path).set('X-Forwarded-For', fresh());
        expect(response.status, `${method} ${path}`).toBeLessThan(500);
      }
    }
  }, 120_000);
});

import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../testing/test-server';
import {
  type Agent,
  newClientAddress,
  registerParent,
  signInAsAdmin,
  startIntakeServer,
} from './intake.testing';

let server: TestServer;
let admin: Agent;
let parent: Agent;
beforeAll(async () => {
  server = await startIntakeServer();
  admin = await signInAsAdmin(server);
  parent = await registerParent(server);
});
afterAll(() => server?.close());

const post = (path: string, body: object) =>
  request(server.url).post(path).set('X-Forwarded-For', newClientAddress()).send(body);

async function contactFrom(
  name: string,
  organization: string,
  message = 'Please call us back soon.',
) {
  const email = `${randomUUID().slice(0, 8)}@example.com`;
  const response = await post('/api/contact', { name, email, organization, message }).expect(201);
  return response.body.id as string;
}

async function evaluationFor(playerName: string, overrides: Record<string, unknown> = {}) {
  const agent = await registerParent(server);
  const response = await agent
    .post('/api/prospect-evaluations')
    .send({
      parentName: 'Renee Batiste',
      parentEmail: 'renee@example.com',
      parentPhone: '504-555-0142',
      playerName,
      playerAge: 15,
      playerPosition: 'CF',
      playerSchool: 'Brother Martin',
      ...overrides,
    })
    .expect(201);
  return response.body.id as string;
}

const list = (path: string, query: Record<string, unknown>) =>
  admin
    .get(path)
    .query(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])));

describe('every staff read is refused to visitors and to non-admins', () => {
  const reads = [
    '/api/contact',
    '/api/newsletter',
    '/api/prospect-evaluations',
    '/api/admin/contact-submissions',
    `/api/admin/contact-submissions/${randomUUID()}`,
    '/api/admin/newsletter-subscriptions',
    `/api/admin/newsletter-subscriptions/${randomUUID()}`,
    '/api/admin/evaluation-requests',
    `/api/admin/evaluation-requests/${randomUUID()}`,
  ];

  it.each(reads)(
    'GET %s: 401 signed out, 403 for a parent, 200 or 404 for an admin',
    async (path) => {
      const anonymous = await request(server.url).get(path).expect(401);
      expect(anonymous.body).toEqual({ message: 'You must be signed in' });
      const user = await parent.get(path).expect(403);
      expect(user.body).toEqual({ message: 'You do not have administrator privileges' });
      const staff = await admin.get(path);
      expect(staff.status).toBe(path.split('/').length > 4 ? 404 : 200);
    },
  );
});

describe('the back office lists (ra-data-simple-rest)', () => {
  it('pages contact submissions with Content-Range, newest first by default', async () => {
    const tag = randomUUID().slice(0, 8);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await contactFrom(`Sender ${tag} ${i}`, 'Parks'));
    const page = await list('/api/admin/contact-submissions', {
      filter: { q: tag },
      range: [0, 1],
    }).expect(200);
    expect(page.headers['content-range']).toBe('contact-submissions 0-1/3');
    expect(page.body.map((r: { id: string }) => r.id)).toEqual([ids[2], ids[1]]);
    expect(page.body[0]).toEqual({
      id: ids[2],
      createdAt: expect.any(String),
      name: `Sender ${tag} 2`,
      email: expect.stringContaining('@example.com'),
      organization: 'Parks',
      message: 'Please call us back soon.',
    });
    const rest = await list('/api/admin/contact-submissions', {
      filter: { q: tag },
      range: [2, 9],
    }).expect(200);
    expect(rest.headers['content-range']).toBe('contact-submissions 2-2/3');
  });

  it('searches case-insensitively, taking % and _ literally, and sorts', async () => {
    const tag = randomUUID().slice(0, 8);
    const zed = await contactFrom(`Zed ${tag}`, 'Parks_Rec 100%');
    const amy = await contactFrom(`amy ${tag}`, 'ParksXRec 1000');
    const byName = await list('/api/admin/contact-submissions', {
      filter: { q: tag.toUpperCase() },
      sort: ['name', 'ASC'],
    }).expect(200);
    expect(byName.body.map((r: { id: string }) => r.id)).toEqual([amy, zed]);
    // Unescaped, '_' and '%' would match amy's 'ParksXRec 1000' as well.
    for (const q of ['parks_rec', '100%']) {
      const literal = await list('/api/admin/contact-submissions', { filter: { q } }).expect(200);
      expect(literal.body.map((r: { id: string }) => r.id)).toEqual([zed]);
    }
    const inMessage = await contactFrom(`Ann ${tag}`, 'Parks', `Ask for ${tag}-coach please`);
    const message = await list('/api/admin/contact-submissions', {
      filter: { q: `${tag}-COACH` },
    }).expect(200);
    expect(message.body.map((r: { id: string }) => r.id)).toEqual([inMessage]);
  });

  it('answers getMany by id, one record by id, and 404 for an unknown one', async () => {
    const tag = randomUUID().slice(0, 8);
    const a = await contactFrom(`Getmany ${tag}`, 'Parks');
    const b = await contactFrom(`Getmany ${tag}`, 'Parks');
    const many = await list('/api/admin/contact-submissions', {
      filter: { id: [a, b, 'not-a-uuid', randomUUID()] },
      sort: ['createdAt', 'ASC'],
    }).expect(200);
    expect(many.body.map((r: { id: string }) => r.id)).toEqual([a, b]);
    const one = await admin.get(`/api/admin/contact-submissions/${a}`).expect(200);
    expect(one.body).toMatchObject({ id: a, name: `Getmany ${tag}` });
    const missing = await admin.get('/api/admin/contact-submissions/not-a-uuid').expect(404);
    expect(missing.body.message).toBe('There is no contact submission with id not-a-uuid');
  });

  it('refuses an unknown sort field and an unknown filter', async () => {
    const sort = await list('/api/admin/contact-submissions', { sort: ['message', 'ASC'] });
    expect(sort.status).toBe(400);
    expect(sort.body.errors.sort).toMatch(/Cannot sort by message/);
    const filter = await list('/api/admin/contact-submissions', { filter: { spam: true } });
    expect(filter.status).toBe(400);
    expect(filter.body.errors.filter).toBe('Cannot filter by spam; filters: q, id');
  });

  it('lists current newsletter subscribers, and former ones when asked', async () => {
    const tag = randomUUID().slice(0, 8);
    const stays = await post('/api/newsletter', { email: `stays.${tag}@example.com` }).expect(201);
    const leaves = await post('/api/newsletter', { email: `leaves.${tag}@example.com` }).expect(
      201,
    );
    const { unsubscribeLink } = await import('./unsubscribe-token');
    const link = new URL(unsubscribeLink(server.ctx, `leaves.${tag}@example.com`));
    await request(server.url).get(`${link.pathname}${link.search}`).expect(200);

    const current = await list('/api/admin/newsletter-subscriptions', { filter: { q: tag } });
    expect(current.headers['content-range']).toBe('newsletter-subscriptions 0-0/1');
    expect(current.body).toEqual([
      {
        id: stays.body.id,
        createdAt: expect.any(String),
        email: `stays.${tag}@example.com`,
        name: null,
        status: 'subscribed',
        unsubscribedAt: null,
      },
    ]);
    const former = await list('/api/admin/newsletter-subscriptions', {
      filter: { q: tag, status: 'unsubscribed' },
    });
    expect(former.body).toEqual([
      expect.objectContaining({ id: leaves.body.id, unsubscribedAt: expect.any(String) }),
    ]);
    // One former subscriber by id: the record the back office opens, held to its schema.
    const one = await admin.get(`/api/admin/newsletter-subscriptions/${leaves.body.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: leaves.body.id, status: 'unsubscribed' });
    expect(Date.parse(one.body.unsubscribedAt)).toBeGreaterThanOrEqual(
      Date.parse(one.body.createdAt),
    );
  });

  it('filters evaluation requests by status and searches their text', async () => {
    const tag = randomUUID().slice(0, 8);
    const waiting = await evaluationFor(`Waiting ${tag}`);
    const called = await evaluationFor(`Called ${tag}`, { additionalInfo: 'Lefty' });
    await admin
      .put(`/api/admin/evaluation-requests/${called}`)
      .send({ status: 'contacted' })
      .expect(200);

    const pending = await list('/api/admin/evaluation-requests', {
      filter: { q: tag, status: 'pending' },
    }).expect(200);
    expect(pending.body.map((r: { id: string }) => r.id)).toEqual([waiting]);
    const both = await list('/api/admin/evaluation-requests', {
      filter: { q: tag, status: ['pending', 'contacted'] },
      sort: ['playerName', 'ASC'],
    }).expect(200);
    expect(both.body.map((r: { id: string }) => r.id)).toEqual([called, waiting]);
    expect(both.body[0]).toMatchObject({ notes: 'Lefty', status: 'contacted', version: 1 });
    expect(both.body[1]).not.toHaveProperty('notes');
    const bad = await list('/api/admin/evaluation-requests', { filter: { status: 'lost' } });
    expect(bad.status).toBe(400);
  });

  it.each([
    ['post', '/api/admin/contact-submissions'],
    ['put', `/api/admin/contact-submissions/${randomUUID()}`],
    ['delete', `/api/admin/contact-submissions/${randomUUID()}`],
    ['post', '/api/admin/newsletter-subscriptions'],
    ['delete', `/api/admin/newsletter-subscriptions/${randomUUID()}`],
    ['post', '/api/admin/evaluation-requests'],
    ['delete', `/api/admin/evaluation-requests/${randomUUID()}`],
    ['patch', `/api/admin/evaluation-requests/${randomUUID()}`],
  ] as const)('answers %s %s with 405 and a message', async (method, path) => {
    const response = await admin[method](path).send({});
    expect(response.status).toBe(405);
    expect(response.body.message).toMatch(/not allowed here$/);
    expect(response.headers.allow).toMatch(/^GET/);
  });
});

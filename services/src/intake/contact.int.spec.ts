import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../testing/test-server';
import { type Agent, newClientAddress, signInAsAdmin, startIntakeServer } from './intake.testing';

let server: TestServer;
let admin: Agent;
beforeAll(async () => {
  server = await startIntakeServer();
  admin = await signInAsAdmin(server);
});
afterAll(() => server?.close());

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Dana Broussard',
  email: `dana.${randomUUID().slice(0, 8)}@nola.gov`,
  organization: 'New Orleans Recreation Development',
  message: 'We would like to talk about running summer camps together.',
  ...overrides,
});

/** A visitor of their own, so no test spends another's form allowance. */
const visitor = () => {
  const ip = newClientAddress();
  return {
    post: (body: unknown) =>
      request(server.url)
        .post('/api/contact')
        .set('X-Forwarded-For', ip)
        .send(body as object),
  };
};

describe('POST /api/contact', () => {
  it('saves the message with the specification text, and the admin list shows it newest first', async () => {
    const first = contact();
    const second = contact({ name: '  Marcus Williams  ', organization: 'Orleans Parish Schools' });
    const one = await visitor().post(first).expect(201);
    const two = await visitor().post(second).expect(201);
    expect(one.body).toEqual({
      id: expect.any(String),
      message: 'Your message has been saved successfully. Our team will contact you soon.',
    });

    const list = await admin.get('/api/contact').expect(200);
    const ids = (list.body.data as { id: string }[]).map((row) => row.id);
    expect(ids.indexOf(two.body.id)).toBeLessThan(ids.indexOf(one.body.id));
    const saved = list.body.data.find((row: { id: string }) => row.id === two.body.id);
    expect(saved).toEqual({
      id: two.body.id,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      name: 'Marcus Williams',
      email: second.email,
      organization: 'Orleans Parish Schools',
      message: second.message,
    });
  });

  it.each([
    ['name', 'D', 'Name must be at least 2 characters'],
    ['email', 'dana-at-nola', 'Please enter a valid email address'],
    ['organization', 'N', 'Organization must be at least 2 characters'],
    ['message', 'Call me', 'Message must be at least 10 characters'],
    ['message', 'x'.repeat(5001), 'Message must be at most 5000 characters'],
  ])('answers a bad %s with 400 and "%s"', async (field, value, message) => {
    const response = await visitor()
      .post(contact({ [field]: value }))
      .expect(400);
    expect(response.body).toEqual({ message, errors: { [field]: message } });
  });

  it('names every bad field at once, and saves nothing', async () => {
    const before = await admin.get('/api/contact').expect(200);
    const response = await visitor().post({}).expect(400);
    expect(response.body.errors).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      organization: 'Organization must be at least 2 characters',
      message: 'Message must be at least 10 characters',
    });
    const after = await admin.get('/api/contact').expect(200);
    expect(after.body.data).toHaveLength(before.body.data.length);
  });

  it('refuses unknown fields', async () => {
    const response = await visitor()
      .post(contact({ subscribe: true }))
      .expect(400);
    expect(response.body.errors).toEqual({ subscribe: 'Unknown field' });
  });

  it('refuses malformed JSON and bodies over 100 kB', async () => {
    const broken = await request(server.url)
      .post('/api/contact')
      .set('X-Forwarded-For', newClientAddress())
      .set('Content-Type', 'application/json')
      .send('{"name": "Dana", ')
      .expect(400);
    expect(broken.body.message).toBe('The request body is not valid JSON');
    const huge = await visitor()
      .post(contact({ message: 'x'.repeat(101 * 1024) }))
      .expect(413);
    expect(huge.body.message).toBe('The request body is too large');
  });

  it('allows a client 20 forms an hour, then answers 429 with Retry-After', async () => {
    const busy = visitor();
    for (let i = 0; i < 20; i++) await busy.post(contact()).expect(201);
    const refused = await busy.post(contact()).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/too many/i);
    // Another visitor is not held up by the first.
    await visitor().post(contact()).expect(201);
  });
});

import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NAME_CHARACTERS_MESSAGE } from '../core/names/constants';
import type { TestServer } from '../testing/test-server';
import {
  type Agent,
  mailTo,
  newClientAddress,
  signInAsAdmin,
  startIntakeServer,
} from './intake.testing';

let server: TestServer;
let admin: Agent;
beforeAll(async () => {
  server = await startIntakeServer();
  admin = await signInAsAdmin(server);
});
afterAll(() => server?.close());

const uniqueEmail = () => `fan.${randomUUID().slice(0, 8)}@example.com`;
const subscribe = (body: object) =>
  request(server.url).post('/api/newsletter').set('X-Forwarded-For', newClientAddress()).send(body);

type Row = { id: string; email: string; name: string | null; createdAt: string };
const subscribers = async (): Promise<Row[]> =>
  (await admin.get('/api/newsletter').expect(200)).body.data;
const rowsFor = async (email: string) =>
  (await subscribers()).filter((row) => row.email.toLowerCase() === email.toLowerCase());

/** The unsubscribe link of the latest mail to an address, as a path on the test server. */
async function unsubscribePath(email: string): Promise<string> {
  const mail = (await mailTo(server, email)).at(-1);
  const link = /https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=\S+/.exec(
    mail?.text ?? '',
  )?.[0];
  if (!link) throw new Error(`no unsubscribe link was mailed to ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

describe('subscribing to the newsletter', () => {
  it('subscribes, mails a welcome with an unsubscribe link, and the admin list shows it', async () => {
    const email = uniqueEmail();
    const response = await subscribe({ email, name: 'Pat' }).expect(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      message: 'Thank you for subscribing to our newsletter',
    });
    expect(await rowsFor(email)).toEqual([
      { id: response.body.id, email, name: 'Pat', createdAt: expect.any(String) },
    ]);
    const [welcome] = await mailTo(server, email);
    expect(welcome?.subject).toBe('Welcome to the NOLA Sports newsletter');
    expect(welcome?.text).toContain('Hi Pat,');
    const link = /http\S+unsubscribe\S+/.exec(welcome?.text ?? '')?.[0] ?? '';
    expect(new URL(link).origin).toBe('https://nola.example');
    expect(await unsubscribePath(email)).toMatch(/^\/api\/newsletter\/unsubscribe\?token=/);
  });

  it('keeps the subscription when the welcome mail cannot be sent', async () => {
    const email = uniqueEmail();
    const mailer = server.ctx.mailer;
    const send = mailer.send;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    mailer.send = async () => {
      throw new Error('SMTP is down');
    };
    try {
      const response = await subscribe({ email }).expect(201);
      expect(await rowsFor(email)).toEqual([expect.objectContaining({ id: response.body.id })]);
      expect(errors).toHaveBeenCalledWith('newsletter welcome mail failed:', 'SMTP is down');
    } finally {
      mailer.send = send;
      errors.mockRestore();
    }
  });

  it('answers a repeat in another case with 200 and changes nothing', async () => {
    const email = uniqueEmail();
    const first = await subscribe({ email }).expect(201);
    const repeat = await subscribe({ email: email.toUpperCase(), name: 'Someone Else' }).expect(
      200,
    );
    expect(repeat.body).toEqual({
      id: first.body.id,
      message: 'This address is already subscribed to our newsletter',
    });
    expect(await rowsFor(email)).toEqual([
      { id: first.body.id, email, name: null, createdAt: expect.any(String) },
    ]);
    expect(await mailTo(server, email)).toHaveLength(1);
  });

  it('subscribes an address once when many sign it up at the same moment', async () => {
    const email = uniqueEmail();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        subscribe({ email: i % 2 ? email.toUpperCase() : email }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it('refuses a bad address and unknown fields', async () => {
    const bad = await subscribe({ email: 'not-an-email' }).expect(400);
    expect(bad.body).toEqual({
      message: 'Please enter a valid email address',
      errors: { email: 'Please enter a valid email address' },
    });
    const extra = await subscribe({ email: uniqueEmail(), lists: ['all'] }).expect(400);
    expect(extra.body.errors).toEqual({ lists: 'Unknown field' });
  });

  it('refuses a name with a line break or a link, and mails nothing to the address', async () => {
    const names: [string, string][] = [
      ['Pat\nClaim your prize', NAME_CHARACTERS_MESSAGE],
      ['Pat\r\nBcc: someone@example.com', NAME_CHARACTERS_MESSAGE],
      ['Pat\u2028Claim your prize', NAME_CHARACTERS_MESSAGE],
      ['Pat, see https://evil.example/win', 'Name must not contain a link or web address'],
      ['Pat www.evil.example', 'Name must not contain a link or web address'],
      ['Pat evil.example', 'Name must not contain a link or web address'],
    ];
    for (const [name, message] of names) {
      const email = uniqueEmail();
      const response = await subscribe({ email, name }).expect(400);
      expect(response.body).toEqual({ message, errors: { name: message } });
      expect(await mailTo(server, email)).toEqual([]);
    }
  });

  it('mails a plain name as typed, initials and all', async () => {
    const email = uniqueEmail();
    await subscribe({ email, name: "J. R. O'Neal-Boudreaux" }).expect(201);
    const [welcome] = await mailTo(server, email);
    expect(welcome?.text).toContain("Hi J. R. O'Neal-Boudreaux,");
  });
});

describe('unsubscribing', () => {
  it('works from the mailed link, twice without harm, and the admin list drops the address', async () => {
    const email = uniqueEmail();
    await subscribe({ email }).expect(201);
    const link = await unsubscribePath(email);

    const done = await request(server.url).get(link).expect(200);
    expect(done.body).toEqual({
      message: 'You have been unsubscribed from the NOLA Sports newsletter.',
    });
    expect(await rowsFor(email)).toEqual([]);
    await request(server.url).get(link).expect(200);

    // In a browser the link shows a page rather than JSON.
    const page = await request(server.url)
      .get(link)
      .set('Accept', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')
      .expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('You have been unsubscribed');
  });

  it('welcomes a returning subscriber back under the same id', async () => {
    const email = uniqueEmail();
    const first = await subscribe({ email }).expect(201);
    await request(server.url)
      .get(await unsubscribePath(email))
      .expect(200);
    const again = await subscribe({ email, name: 'Pat Returns' }).expect(201);
    expect(again.body.id).toBe(first.body.id);
    expect(await rowsFor(email)).toEqual([
      { id: first.body.id, email, name: 'Pat Returns', createdAt: expect.any(String) },
    ]);
    expect(await mailTo(server, email)).toHaveLength(2);
  });

  it('refuses a tampered or missing token with 400 and unsubscribes no one', async () => {
    const email = uniqueEmail();
    const victim = uniqueEmail();
    await subscribe({ email }).expect(201);
    await subscribe({ email: victim }).expect(201);
    const link = await unsubscribePath(email);
    const token = new URL(link, server.url).searchParams.get('token') ?? '';
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(victim).toString('base64url')}.${signature}`;

    for (const path of [
      `/api/newsletter/unsubscribe?token=${encodeURIComponent(forged)}`,
      `/api/newsletter/unsubscribe?token=${encodeURIComponent(`${token}x`)}`,
      '/api/newsletter/unsubscribe?token=',
      '/api/newsletter/unsubscribe',
    ]) {
      const refused = await request(server.url).get(path).expect(400);
      expect(refused.body.message).toBe(
        'This unsubscribe link is not valid. Please use the link in your latest newsletter e-mail.',
      );
    }
    expect(await rowsFor(email)).toHaveLength(1);
    expect(await rowsFor(victim)).toHaveLength(1);
  });
});

describe('the sign-up form posted by the browser itself (before the page had its scripts)', () => {
  const post = (form: string) =>
    request(server.url)
      .post('/api/newsletter')
      .set('X-Forwarded-For', newClientAddress())
      .set('Origin', server.url)
      .set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8')
      .type('form')
      .send(form);

  it('subscribes the address and answers with a page that thanks the visitor', async () => {
    const email = uniqueEmail();
    const response = await post(`email=${encodeURIComponent(email)}`).expect(201);
    expect(response.type).toBe('text/html');
    expect(response.text).toContain('<h1>Subscribed</h1>');
    expect(response.text).toContain('Thank you for subscribing to our newsletter');
    expect(await rowsFor(email)).toHaveLength(1);
    // Sent again (a reload of that page): a page saying so, and still one subscription.
    const again = await post(`email=${encodeURIComponent(email)}`).expect(200);
    expect(again.text).toContain('This address is already subscribed to our newsletter');
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it('answers a bad address with a page and a 400, its message escaped', async () => {
    const response = await post('email=%3Cb%3Enot-an-address').expect(400);
    expect(response.type).toBe('text/html');
    expect(response.text).toContain('<h1>Not subscribed</h1>');
    expect(response.text).not.toContain('<b>');
  });

  it('answers JSON to a client that does not ask for a page', async () => {
    const response = await request(server.url)
      .post('/api/newsletter')
      .set('X-Forwarded-For', newClientAddress())
      .type('form')
      .send('email=nope')
      .expect(400);
    expect(response.body).toEqual({ message: expect.any(String) });
  });

  it('is refused from another site, and on any other path', async () => {
    await request(server.url)
      .post('/api/newsletter')
      .set('Origin', 'https://elsewhere.example')
      .type('form')
      .send('email=a%40example.com')
      .expect(403);
    await request(server.url)
      .post('/api/contact')
      .set('Origin', server.url)
      .type('form')
      .send('name=a')
      .expect(415);
  });
});

import { randomInt, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { ensureAdmin } from '../accounts';
import { startTestServer, type TestServer } from '../testing/test-server';

// Helpers for this area's integration specs.

/**
 * A test server that trusts X-Forwarded-For from loopback, so each test can speak as a client
 * of its own and the per-client form limit (20 an hour) is spent only where a test means to.
 */
export const startIntakeServer = (): Promise<TestServer> =>
  startTestServer({ TRUST_PROXY: 'loopback', PUBLIC_URL: 'https://nola.example' });

/** A client address of its own (198.18.0.0/15 is reserved for tests). */
export const newClient = (): string => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

export type Agent = ReturnType<typeof request.agent>;

const ADMIN = { username: 'intake_admin', password: 'front-office-42' };

export async function signInAsAdmin(server: TestServer): Promise<Agent> {
  await ensureAdmin(server.ctx, ADMIN);
  const agent = request.agent(server.url).set('X-Forwarded-For', newClient());
  await agent.post('/api/login').send(ADMIN).expect(200);
  return agent;
}

export async function registerParent(server: TestServer): Promise<Agent & { userId: string }> {
  const agent = request.agent(server.url).set('X-Forwarded-For', newClient());
  const username = `parent_${randomUUID().slice(0, 8)}`;
  const response = await agent
    .post('/api/register')
    .send({ username, email: `${username}@example.com`, password: 'batting-cage', role: 'parent' })
    .expect(201);
  return Object.assign(agent, { userId: response.body.id as string });
}

export type Mail = { to: string; subject: string; text: string };

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      ),
    'latin1',
  ).toString('utf8');

/** The .eml files the server wrote to its outbox, read back. */
export async function sentMail(server: TestServer): Promise<Mail[]> {
  const outbox = server.ctx.mailer.outbox;
  if (!outbox) throw new Error('this test server sends real mail');
  const files = await readdir(outbox).catch(() => [] as string[]);
  return Promise.all(
    files.sort().map(async (file) => {
      const raw = await readFile(path.join(outbox, file), 'utf8');
      const split = raw.indexOf('\r\n\r\n');
      const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
      const body = raw.slice(split + 4);
      const header = (name: string) =>
        new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
      const quoted = /quoted-printable/i.test(header('Content-Transfer-Encoding'));
      return {
        to: header('To'),
        subject: header('Subject'),
        text: quoted ? decodeQuotedPrintable(body) : body,
      };
    }),
  );
}

/** The mail sent to an address (compared case-insensitively). */
export async function mailTo(server: TestServer, address: string): Promise<Mail[]> {
  return (await sentMail(server)).filter((m) => m.to.toLowerCase() === address.toLowerCase());
}

import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { newClientAddress, untilProjected } from '../testing/agents';
import type { TestServer } from '../testing/test-server';
import { CONFIRMATION_SUBJECT } from './email-confirmation';

// Helpers for the reset specs: accounts, requests, and the mail the server wrote to files.

export async function registerUser(
  server: TestServer,
  email = `${randomUUID().slice(0, 8)}@example.com`,
) {
  const username = `reset_${randomUUID().slice(0, 8)}`;
  const password = 'old-password';
  const agent = request.agent(server.url);
  const response = await agent
    .post('/api/register')
    .set('X-Forwarded-For', newClientAddress())
    .send({ username, email, password, role: 'parent' })
    .expect(201);
  // A reset finds the account on the users table: it must be there before the test asks.
  await untilProjected(server, response.headers, ['UserRegistered']);
  return { id: response.body.id as string, username, email, password, agent };
}

export const askForReset = (server: TestServer, email: string, from = newClientAddress()) =>
  request(server.url).post('/api/reset-password').set('X-Forwarded-For', from).send({ email });

/**
 * The decoded text of every message in the outbox addressed to `to`, oldest first: not the
 * address confirmation registration mails (vote-accounts.spec reads that one).
 */
export async function mailsTo(server: TestServer, to: string): Promise<string[]> {
  const outbox = server.ctx.mailer.outbox;
  if (!outbox) throw new Error('the test server should write mail to files');
  const names = (await readdir(outbox).catch(() => [] as string[])).sort();
  const texts = await Promise.all(names.map((name) => readFile(path.join(outbox, name), 'utf8')));
  const escaped = to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return texts
    .filter((text) => new RegExp(`^To: ${escaped}$`, 'im').test(text))
    .filter((text) => !new RegExp(`^Subject: ${CONFIRMATION_SUBJECT}\r?$`, 'm').test(text))
    .map(decodeBody);
}

function decodeBody(eml: string): string {
  if (!/^Content-Transfer-Encoding: quoted-printable$/im.test(eml)) return eml;
  return eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export async function waitForMail(server: TestServer, to: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const [mail] = await mailsTo(server, to);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to} arrived`);
}

/** The first reset link in a mail. */
export const tokenIn = (mail: string) => {
  const match = /(https?:\/\/\S+)\/auth\?token=([A-Za-z0-9_-]{43})\s/.exec(mail);
  if (!match?.[1] || !match[2]) throw new Error(`no reset link in:\n${mail}`);
  return { origin: match[1], token: match[2] };
};

/** The reset token a mail gives for one account, named by its username. */
export const tokenFor = (mail: string, username: string): string => {
  const match = new RegExp(
    `Account "${username}":\\r?\\n\\S+/auth\\?token=([A-Za-z0-9_-]{43})\\s`,
  ).exec(mail);
  if (!match?.[1]) throw new Error(`no reset link for ${username} in:\n${mail}`);
  return match[1];
};

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { CONFIRMATION_SUBJECT } from '../accounts/email-confirmation';
import { type Agent, adminAgent, newClientAddress, userAgent } from '../testing/agents';
import { startTestServer, type TestServer } from '../testing/test-server';

// Helpers for this area's integration specs.

/**
 * A test server that trusts X-Forwarded-For from loopback, so each test can speak as a client
 * of its own and the per-client form limit (20 an hour) is spent only where a test means to.
 */
export const startIntakeServer = (): Promise<TestServer> =>
  startTestServer({ TRUST_PROXY: 'loopback', PUBLIC_URL: 'https://nola.example' });

export { type Agent, newClientAddress } from '../testing/agents';

export const signInAsAdmin = (server: TestServer): Promise<Agent> =>
  adminAgent(server, { forwardedFor: newClientAddress() });

export const registerParent = (server: TestServer): Promise<Agent & { userId: string }> =>
  userAgent(server, 'parent', { forwardedFor: newClientAddress() });

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

/**
 * The .eml files the server wrote to its outbox, read back; not the address confirmation every
 * new account is mailed (vote-accounts.spec reads that one), which these tests do not ask about.
 */
export async function sentMail(server: TestServer): Promise<Mail[]> {
  const outbox = server.ctx.mailer.outbox;
  if (!outbox) throw new Error('this test server sends real mail');
  const files = await readdir(outbox).catch(() => [] as string[]);
  const mails = await Promise.all(
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
  return mails.filter((mail) => mail.subject !== CONFIRMATION_SUBJECT);
}

/** The mail sent to an address (compared case-insensitively). */
export async function mailTo(server: TestServer, address: string): Promise<Mail[]> {
  return (await sentMail(server)).filter((m) => m.to.toLowerCase() === address.toLowerCase());
}

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_TO_VOTE } from '../../src/core/http/auth';
import type { TestServer } from '../../src/testing/test-server';
import { type Answer, send } from './support/client';
import { allEvents } from './support/events';
import { type Fixtures, PASSWORD, startWithFixtures } from './support/fixtures';
import { newApprovedNomination } from './support/youscout-write';

/**
 * Issue 36 item 17: one machine voted 11 times for one nomination through new accounts and
 * addresses. A signed-in vote counts only from an account whose address is confirmed through
 * the link mailed at registration (403 "Confirm your e-mail address to vote" before, on the
 * board and on YouScout), and staff see the accounts one address made in a day among a
 * nomination's voters. (A signed-out IPv6 visitor is one voter per /64: ipv6-voters.spec.)
 */
let server: TestServer;
let fx: Fixtures;
beforeAll(async () => {
  ({ server, fx } = await startWithFixtures());
});
afterAll(() => server?.close());

let names = 0;
/**
 * A new account from one machine, as the probe made them: a fresh name and address each (and,
 * unless `from` says, a connection address of its own).
 */
async function newAccount(from?: string) {
  names++;
  const username = `burst_${Date.now().toString(36)}_${names}`;
  const email = `${username}@example.com`;
  const answer = await send(server, 'POST', '/api/register', {
    body: { username, email, password: PASSWORD, role: 'fan' },
    ...(from ? { headers: { 'X-Forwarded-For': from } } : {}),
  });
  expect(answer.status, answer.text).toBe(201);
  return {
    username,
    email,
    cookie: answer.setCookie as string,
    id: (answer.body as { id: string }).id,
  };
}

/** The confirmation link's token in the mail to this address. */
async function confirmationTokenFor(email: string): Promise<string> {
  const outbox = server.ctx.mailer.outbox as string;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    for (const name of await readdir(outbox).catch(() => [] as string[])) {
      const text = await readFile(path.join(outbox, name), 'utf8');
      if (!text.toLowerCase().includes(`to: ${email.toLowerCase()}`)) continue;
      const flat = text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const token = /\/api\/confirm-email\?token=([A-Za-z0-9._%-]+)/.exec(flat)?.[1];
      if (token) return decodeURIComponent(token);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no confirmation mail to ${email}`);
}

const refusedToVote = (answer: Answer) => {
  expect(answer.status, answer.text).toBe(403);
  expect((answer.body as { message: string }).message).toBe(CONFIRM_TO_VOTE);
};

describe('signed-in votes', () => {
  it('from eleven new accounts of one machine count none until their addresses are confirmed', async () => {
    const nominationId = await newApprovedNomination(fx);
    const prospectId = await fx.newProspect();
    for (let i = 0; i < 11; i++) {
      const account = await newAccount();
      refusedToVote(
        await send(server, 'POST', `/api/you-scout/nominations/${nominationId}/vote`, {
          cookie: account.cookie,
        }),
      );
      refusedToVote(
        await send(server, 'POST', `/api/prospects/${prospectId}/vote`, { cookie: account.cookie }),
      );
    }
    const cast = await allEvents(server, ['NominationVoteCast', 'VoteCast']);
    expect(
      cast.filter((e) => e.data.nominationId === nominationId || e.data.prospectId === prospectId),
    ).toEqual([]);
  });

  it('count once the mailed link is followed, which works once', async () => {
    const account = await newAccount();
    const me = await send(server, 'GET', '/api/user', { cookie: account.cookie });
    expect(me.body).toMatchObject({ emailConfirmed: false });

    const token = await confirmationTokenFor(account.email);
    const confirmed = await send(server, 'GET', '/api/confirm-email', { query: { token } });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect((confirmed.body as { message: string }).message).toMatch(/confirmed/);
    const again = await send(server, 'POST', '/api/confirm-email', { body: { token } });
    expect(again.body).toEqual({ message: 'Your e-mail address is already confirmed.' });
    const events = await allEvents(server, ['EmailConfirmed']);
    expect(events.filter((e) => e.data.userId === account.id)).toHaveLength(1);

    const after = await send(server, 'GET', '/api/user', { cookie: account.cookie });
    expect(after.body).toMatchObject({ emailConfirmed: true });
    const nominationId = await newApprovedNomination(fx);
    const voted = await send(server, 'POST', `/api/you-scout/nominations/${nominationId}/vote`, {
      cookie: account.cookie,
    });
    expect(voted.status, voted.text).toBe(201);
    const board = await send(server, 'POST', `/api/prospects/${await fx.newProspect()}/vote`, {
      cookie: account.cookie,
    });
    expect(board.status, board.text).toBe(201);
  });

  it('refuse a forged, altered or expired link', async () => {
    const account = await newAccount();
    const token = await confirmationTokenFor(account.email);
    const [userId, expires, hash, signature] = token.split('.');
    for (const bad of [
      `${userId}.${expires}.${hash}.${'A'.repeat(signature?.length ?? 43)}`,
      `${fx.targetUserId}.${expires}.${hash}.${signature}`,
      `${userId}.${Number(expires) + 1}.${hash}.${signature}`,
      'not-a-token',
    ]) {
      const answer = await send(server, 'POST', '/api/confirm-email', { body: { token: bad } });
      expect(answer.status, bad).toBe(400);
    }
    const me = await send(server, 'GET', '/api/user', { cookie: account.cookie });
    expect(me.body).toMatchObject({ emailConfirmed: false });
  });

  it('can ask for the link again', async () => {
    const account = await newAccount();
    await confirmationTokenFor(account.email);
    const resent = await send(server, 'POST', '/api/confirm-email/resend', {
      cookie: account.cookie,
    });
    expect(resent.status, resent.text).toBe(200);
  });
});

describe('staff reviewing a nomination’s votes', () => {
  it('see the accounts one address made in a day among its voters', async () => {
    const nominationId = await newApprovedNomination(fx);
    const confirmedVoter = async (from: string) => {
      const account = await newAccount(from);
      const token = await confirmationTokenFor(account.email);
      expect((await send(server, 'POST', '/api/confirm-email', { body: { token } })).status).toBe(
        200,
      );
      const voted = await send(server, 'POST', `/api/you-scout/nominations/${nominationId}/vote`, {
        cookie: account.cookie,
      });
      expect(voted.status, voted.text).toBe(201);
    };
    // Three voters and one account that did not vote from one address; a voter from another.
    for (let i = 0; i < 3; i++) await confirmedVoter('198.51.100.17');
    await newAccount('198.51.100.17');
    await confirmedVoter('198.51.100.18');

    const detail = await fx.adminGet(`/api/admin/you-scout/nominations/${nominationId}`);
    const today = new Date().toISOString().slice(0, 10);
    expect((detail.votes as { sharedAddresses: unknown }).sharedAddresses).toEqual([
      { day: today, accountsMade: 4, voted: 3 },
    ]);
  });
});

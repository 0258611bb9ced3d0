import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { mailTo } from '../src/intake/intake.testing';
import { currentSubscriptions } from '../src/intake/records';
import { adminAgent, newClientAddress } from '../src/testing/agents';
import {
  openSharedBacking,
  type SharedBacking,
  sessionCookie,
  startTestServer,
  type TestServer,
} from '../src/testing/test-server';

// Issue 24: each purpose has its own keys, and rotating them breaks nothing a visitor or member
// holds: signed-out votes stay one per address, sessions stay signed in, mailed links work.

const key = (purpose: string) => `${purpose}-${randomBytes(24).toString('hex')}`;

const backings: SharedBacking[] = [];
const running = new Set<TestServer>();
afterAll(async () => {
  for (const server of running) await server.close();
  for (const backing of backings) await backing.database.close();
});

async function deployment(): Promise<SharedBacking> {
  const backing = await openSharedBacking();
  backings.push(backing);
  return backing;
}

/** One process of a deployment, with these keys (an empty value counts as unset). */
async function start(backing: SharedBacking, keys: Record<string, string>): Promise<TestServer> {
  const server = await startTestServer(
    { TRUST_PROXY: 'true', PUBLIC_URL: 'https://nola.example', ...keys },
    { shared: backing },
  );
  running.add(server);
  return server;
}

async function stop(server: TestServer): Promise<void> {
  running.delete(server);
  await server.close();
}

async function addProspect(server: TestServer): Promise<string> {
  const admin = await adminAgent(server, { forwardedFor: newClientAddress() });
  const answer = await admin
    .post('/api/admin/prospects')
    .send({
      firstName: 'Keys',
      lastName: `Prospect ${randomUUID().slice(0, 6)}`,
      positionPrimary: 'OF',
      school: 'Brother Martin High School',
      gradYear: 2028,
      nolaRank: 100,
    })
    .expect(201);
  return answer.body.id as string;
}

const vote = (server: TestServer, prospectId: string, address: string) =>
  request(server.url).post(`/api/prospects/${prospectId}/vote`).set('X-Forwarded-For', address);

async function register(server: TestServer): Promise<{ username: string; cookie: string }> {
  const username = `keys_${randomUUID().slice(0, 8)}`;
  const answer = await request(server.url)
    .post('/api/register')
    .set('X-Forwarded-For', newClientAddress())
    .send({ username, email: `${username}@example.com`, password: 'second-line-7', role: 'fan' })
    .expect(201);
  return { username, cookie: sessionCookie(answer) ?? '' };
}

/** The signed-in user's name, or the status when the cookie signs no one in. */
async function whoIs(server: TestServer, cookie: string) {
  const answer = await request(server.url).get('/api/user').set('Cookie', cookie);
  return {
    who: answer.status === 200 ? (answer.body.username as string) : answer.status,
    cookie: sessionCookie(answer),
  };
}

/** Subscribes an address; the unsubscribe link of the welcome mail, as a path. */
async function subscribe(server: TestServer): Promise<{ email: string; link: string }> {
  const email = `keys.${randomUUID().slice(0, 8)}@example.com`;
  await request(server.url)
    .post('/api/newsletter')
    .set('X-Forwarded-For', newClientAddress())
    .send({ email })
    .expect(201);
  const mail = (await mailTo(server, email)).at(-1);
  const link = /https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=\S+/.exec(
    mail?.text ?? '',
  )?.[0];
  if (!link) throw new Error(`no unsubscribe link was mailed to ${email}`);
  const url = new URL(link);
  return { email, link: `${url.pathname}${url.search}` };
}

async function unsubscribe(server: TestServer, mailed: { email: string; link: string }) {
  const answer = await request(server.url).get(mailed.link).set('Accept', 'application/json');
  const still = (await currentSubscriptions(server.ctx.knex)).some(
    (row) => row.email === mailed.email,
  );
  return { status: answer.status, subscribed: still };
}

describe('per-purpose keys and their rotation', () => {
  it('a deployment with only SESSION_SECRET rotates every key: votes stay unique, sessions and mailed links keep working', async () => {
    const backing = await deployment();
    const legacy = key('legacy');
    const [x, y, z] = [newClientAddress(), newClientAddress(), newClientAddress()];

    // Before: one secret for everything, as deployments ran until now.
    const first = await start(backing, { SESSION_SECRET: legacy });
    const prospectId = await addProspect(first);
    await vote(first, prospectId, x).expect(201);
    const member = await register(first);
    const mailedFirst = await subscribe(first);
    await stop(first);

    // Each purpose gets keys of its own; SESSION_SECRET stays set, so what it made stays valid.
    const [session1, visitor1, link1, pass1] = ['s', 'v', 'l', 'p'].map(key);
    const second = await start(backing, {
      SESSION_SECRET: legacy,
      SESSION_SECRETS: `${session1},${legacy}`,
      VISITOR_SECRETS: visitor1 ?? '',
      LINK_SECRETS: link1 ?? '',
      PASS_SECRETS: pass1 ?? '',
    });
    const again = await vote(second, prospectId, x).expect(409);
    expect(again.body.message).toMatch(/already voted/);
    const signedIn = await whoIs(second, member.cookie);
    expect(signedIn.who).toBe(member.username);
    expect(await unsubscribe(second, mailedFirst)).toEqual({ status: 200, subscribed: false });
    await vote(second, prospectId, y).expect(201);
    const mailedSecond = await subscribe(second);
    await stop(second);

    // Every list rotated again: a new key first, the one before it still checking.
    const [session2, visitor2, link2, pass2] = ['s', 'v', 'l', 'p'].map(key);
    const third = await start(backing, {
      SESSION_SECRET: legacy,
      SESSION_SECRETS: `${session2},${session1}`,
      VISITOR_SECRETS: `${visitor2},${visitor1}`,
      LINK_SECRETS: `${link2},${link1}`,
      PASS_SECRETS: `${pass2},${pass1}`,
    });
    for (const address of [x, y]) {
      const repeat = await vote(third, prospectId, address).expect(409);
      expect(repeat.body.message).toMatch(/already voted/);
    }
    await vote(third, prospectId, z).expect(201);
    await vote(third, prospectId, z).expect(409);
    const board = await request(third.url).get('/api/prospects').expect(200);
    const row = (board.body.data as { id: string; communityVotes: number }[]).find(
      (p) => p.id === prospectId,
    );
    expect(row?.communityVotes).toBe(3);
    // The cookie the second process renewed (signed with session1) still signs in; the first
    // one, signed with SESSION_SECRET, which SESSION_SECRETS no longer lists, does not.
    expect((await whoIs(third, signedIn.cookie ?? '')).who).toBe(member.username);
    expect((await whoIs(third, member.cookie)).who).toBe(401);
    expect(await unsubscribe(third, mailedSecond)).toEqual({ status: 200, subscribed: false });
    // A link signed with a key no list holds is refused, clearly.
    const forged = await request(third.url)
      .get('/api/newsletter/unsubscribe')
      .query({ token: `${Buffer.from('x@example.com').toString('base64url')}.${'A'.repeat(43)}` })
      .set('Accept', 'application/json');
    expect(forged.status).toBe(400);
  });

  it('processes on one database with no keys configured share the keys they generate', async () => {
    const backing = await deployment();
    const none = { SESSION_SECRET: '' };
    // Started together, each in a DATA_DIR of its own: the first to make a key wins, the
    // other reads it.
    const [one, two] = await Promise.all([start(backing, none), start(backing, none)]);
    if (!one || !two) throw new Error('both processes should have started');
    const prospectId = await addProspect(one);
    const address = newClientAddress();
    await vote(one, prospectId, address).expect(201);
    await vote(two, prospectId, address).expect(409);
    const member = await register(one);
    expect((await whoIs(two, member.cookie)).who).toBe(member.username);
    const mailed = await subscribe(one);
    expect(await unsubscribe(two, mailed)).toEqual({ status: 200, subscribed: false });
    const purposes = await one.ctx.knex('generated_keys').orderBy('purpose').pluck('purpose');
    expect(purposes).toEqual(['links', 'pass', 'session', 'visitor']);

    // A process started later, with another DATA_DIR still, reads the same keys.
    await stop(one);
    const later = await start(backing, none);
    await vote(later, prospectId, address).expect(409);
    expect((await whoIs(later, member.cookie)).who).toBe(member.username);
  });
});

import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../../src/accounts/reset.testing';
import { type Agent, adminAgent, newClientAddress, userAgent } from '../../src/testing/agents';
import { startTestServer, type TestServer } from '../../src/testing/test-server';

/**
 * Issue 36 item 2: nominations, comments, consent links and removal links were unlimited (six
 * nominations mailed six consent requests to one victim's address; 22 nominations, 25 comments
 * and 12 new consent links from one account were all accepted). Each is now limited per account
 * and per recipient address, answered with 429, Retry-After and a message saying what was limited.
 */
let server: TestServer;
let admin: Agent;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  admin = await adminAgent(server, { forwardedFor: newClientAddress() });
});
afterAll(() => server?.close());

const address = (who: string) => `${who}.${randomUUID().slice(0, 8)}@example.com`;
const member = (role: 'fan' | 'coach' | 'parent' = 'fan') =>
  userAgent(server, role, { forwardedFor: newClientAddress() });

const nomination = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Riley',
  lastName: `Guidry${randomUUID().slice(0, 6)}`,
  age: 15,
  sport: 'baseball',
  position: 'SS',
  state: 'LA',
  performance: 'Three hits and a diving catch in the ninth inning to save the game.',
  submittedByName: 'A Fan',
  submittedByEmail: address('fan'),
  ...overrides,
});

/** Mail is written after the answer; wait until no more arrives for a moment. */
async function settledMailsTo(to: string): Promise<string[]> {
  let last = -1;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mails = await mailsTo(server, to);
    if (mails.length === last) return mails;
    last = mails.length;
  }
}

function expectLimited(answer: request.Response, message: RegExp) {
  expect(answer.status).toBe(429);
  expect(answer.body.message).toMatch(message);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
}

describe('nominations', () => {
  it('mail one guardian address three consent requests a day, whoever nominates', async () => {
    const victim = address('guardian');
    const statuses: number[] = [];
    let refused: request.Response | undefined;
    for (let i = 0; i < 6; i++) {
      const fan = await member();
      const answer = await fan
        .post('/api/you-scout/nominations')
        .send(nomination({ age: 8, guardianEmail: victim }));
      statuses.push(answer.status);
      if (answer.status === 429) refused = answer;
    }
    const mails = await settledMailsTo(victim);
    console.log(
      `[security] community: six nominations naming one guardian answered ${statuses.join(',')}; ${mails.length} consent mails`,
    );
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    expect(mails).toHaveLength(3);
    if (!refused) throw new Error('no nomination was refused');
    expectLimited(refused, /too many consent requests have been mailed to this guardian address/i);
    // Another guardian's child is nominated as before.
    const fan = await member();
    await fan
      .post('/api/you-scout/nominations')
      .send(nomination({ age: 8, guardianEmail: address('other') }))
      .expect(201);
  });

  it('count an address however it is written', async () => {
    const victim = address('guardian');
    const spellings = [victim, victim.toUpperCase(), ` ${victim} `, victim];
    const statuses: number[] = [];
    for (const spelling of spellings) {
      const fan = await member();
      const answer = await fan
        .post('/api/you-scout/nominations')
        .send(nomination({ age: 9, guardianEmail: spelling }));
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('take ten a day from one account; the 11th is refused, another account nominates', async () => {
    const coach = await member('coach');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await coach.post('/api/you-scout/nominations').send(nomination())).status);
    }
    console.log(`[security] community: 11 nominations from one account: ${statuses.join(',')}`);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    const refused = await coach.post('/api/you-scout/nominations').send(nomination());
    expectLimited(refused, /too many nominations from this account/i);
    const other = await member('coach');
    await other.post('/api/you-scout/nominations').send(nomination()).expect(201);
  });
});

describe('comments', () => {
  it('take twenty an hour from one account; the 21st is refused, another member comments', async () => {
    const coach = await member('coach');
    const created = await coach.post('/api/you-scout/nominations').send(nomination()).expect(201);
    const id = created.body.id as string;
    await admin.post(`/api/admin/you-scout/nominations/${id}/approve`).expect(200);
    const fan = await member();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const answer = await fan
        .post(`/api/you-scout/nominations/${id}/comments`)
        .send({ comment: `Great swing, number ${i + 1} of many` });
      statuses.push(answer.status);
    }
    console.log(`[security] community: 21 comments from one account: ${statuses.join(',')}`);
    expect(statuses).toEqual([...Array(20).fill(201), 429]);
    const refused = await fan
      .post(`/api/you-scout/nominations/${id}/comments`)
      .send({ comment: 'One more' });
    expectLimited(refused, /too many comments from this account/i);
    const other = await member();
    await other
      .post(`/api/you-scout/nominations/${id}/comments`)
      .send({ comment: 'What a throw from short' })
      .expect(201);
  });
});

describe('consent links', () => {
  it("mail a child's guardian three new links a day, and one account five an hour", async () => {
    const parent = await member('parent');
    const athletes: string[] = [];
    for (let i = 0; i < 2; i++) {
      const created = await parent
        .post('/api/families/children')
        .send({ firstName: 'Avery', lastName: `Landry${i}`, birthDate: '2011-01-02' })
        .expect(201);
      athletes.push(created.body.athleteId as string);
    }
    const [first, second] = athletes as [string, string];
    const ask = (athleteId: string) =>
      parent.post(`/api/families/athletes/${athleteId}/consent-requests`);
    // A stranger's refused asks spend nothing of the child's budget: they cannot keep the
    // guardian from asking.
    const stranger = await member('parent');
    for (let i = 0; i < 4; i++)
      await stranger.post(`/api/families/athletes/${first}/consent-requests`).expect(403);
    const firstStatuses: number[] = [];
    for (let i = 0; i < 4; i++) firstStatuses.push((await ask(first)).status);
    const secondStatuses: number[] = [];
    for (let i = 0; i < 3; i++) secondStatuses.push((await ask(second)).status);
    console.log(
      `[security] community: consent links asked: ${firstStatuses.join(',')} then ${secondStatuses.join(',')}`,
    );
    // Three for the first child (the 4th refused, and it counts for the account too), then the
    // account's fifth, and its sixth refused.
    expect(firstStatuses).toEqual([202, 202, 202, 429]);
    expect(secondStatuses).toEqual([202, 429, 429]);
    expectLimited(await ask(second), /too many consent links asked for/i);
    expect(await settledMailsTo(`${parent.username}@example.com`)).toHaveLength(4);
  });
});

describe('removal links', () => {
  const approved = async () => {
    const coach = await member('coach');
    const created = await coach.post('/api/you-scout/nominations').send(nomination()).expect(201);
    const id = created.body.id as string;
    await admin.post(`/api/admin/you-scout/nominations/${id}/approve`).expect(200);
    return { id };
  };
  const askRemoval = (id: string, email: string, from = newClientAddress()) =>
    request(server.url)
      .post(`/api/you-scout/nominations/${id}/removal-requests`)
      .set('X-Forwarded-For', from)
      .send({ email });

  it('are asked for one address five times a day, from any client', async () => {
    const { id } = await approved();
    const victim = address('someone');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await askRemoval(id, victim)).status);
    console.log(`[security] community: removal links for one address: ${statuses.join(',')}`);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    expectLimited(await askRemoval(id, victim), /too many removal links asked for/i);
    await askRemoval(id, address('another')).expect(202);
  });

  it('are asked by one account five times an hour, from any client', async () => {
    const { id } = await approved();
    const fan = await member();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await fan
        .post(`/api/you-scout/nominations/${id}/removal-requests`)
        .set('X-Forwarded-For', newClientAddress())
        .send({ email: address('someone') });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

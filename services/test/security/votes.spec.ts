import { argon2id, hash } from 'argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../../src/testing/test-server';
import { send } from './support/client';
import { allEvents } from './support/events';
import {
  type Identity,
  prospectBody,
  registerMember,
  startWithIdentities,
} from './support/fixtures';
import { figure } from './support/output';

// A thousand accounts at the production argon2id cost would take minutes on two cores, and this
// suite is about votes, not hashing: accounts here are hashed with argon2id at its lowest cost.
// Registration, sessions and sign-in otherwise run exactly as in production.
vi.mock(import('../../src/accounts/passwords'), async (original) => ({
  ...(await original()),
  hashPassword: (plain: string) =>
    hash(plain, { type: argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 }),
}));

const VOTERS = Number(process.env.SECURITY_VOTES ?? 1000);

let server: TestServer;
let admin: Identity;
beforeAll(async () => {
  const started = await startWithIdentities();
  server = started.server;
  admin = started.who.admin;
});
afterAll(() => server?.close());

const newProspect = async (rank: number) => {
  const answer = await send(server, 'POST', '/api/admin/prospects', {
    cookie: admin.cookie,
    body: prospectBody(rank),
  });
  expect(answer.status).toBe(201);
  return (answer.body as { id: string }).id;
};

/** The VoteCast events the store holds for a prospect: the truth, whatever the answers said. */
const votesFor = async (prospectId: string) =>
  (await allEvents(server, ['VoteCast'])).filter((event) => event.data.prospectId === prospectId);
const storedVotes = async (prospectId: string) => (await votesFor(prospectId)).length;

const vote = (prospectId: string, voter: Identity, from?: string) =>
  send(server, 'POST', `/api/prospects/${prospectId}/vote`, {
    cookie: voter.cookie,
    ...(from ? { headers: { 'X-Forwarded-For': from } } : {}),
  });

/** Runs the tasks with at most `width` under way at once. */
async function inBatches<T>(count: number, width: number, task: (i: number) => Promise<T>) {
  const results: T[] = [];
  for (let start = 0; start < count; start += width) {
    const batch = Array.from({ length: Math.min(width, count - start) }, (_, i) => task(start + i));
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

describe(`${VOTERS} concurrent votes`, () => {
  it('from one signed-in voter: exactly one stored, every other answer "already voted"', async () => {
    const prospectId = await newProspect(1);
    const voter = await registerMember(server, 'fan');
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: VOTERS }, () => vote(prospectId, voter, '203.0.113.77')),
    );
    const ms = performance.now() - started;
    const recorded = answers.filter((a) => a.status === 201).length;
    const alreadyVoted = answers.filter(
      (a) => a.status === 409 && a.text.includes('already voted'),
    ).length;
    const stored = await storedVotes(prospectId);
    figure(
      `${VOTERS} identical votes from one voter: ${stored} stored event(s), ${recorded} recorded, ${alreadyVoted} "already voted" (${Math.round(ms)} ms)`,
    );
    expect(stored).toBe(1);
    expect(recorded).toBe(1);
    expect(alreadyVoted).toBe(VOTERS - 1);
    const row = await server.ctx.knex('baseball_prospects').where({ id: prospectId }).first();
    expect(row.community_votes).toBe(1);
  });

  it('from distinct signed-in voters: every one stored', async () => {
    const prospectId = await newProspect(2);
    const registering = performance.now();
    // Each from an address of its own, as different people are (registration is limited per address).
    const voters = await inBatches(VOTERS, 50, () => registerMember(server, 'fan'));
    const registered = performance.now() - registering;
    const started = performance.now();
    const answers = await Promise.all(
      voters.map((voter, i) => vote(prospectId, voter, `10.${(i >> 8) & 255}.${i & 255}.9`)),
    );
    const ms = performance.now() - started;
    const refused = answers.filter((a) => a.status !== 201).map((a) => `${a.status} ${a.text}`);
    const stored = await storedVotes(prospectId);
    figure(
      `${VOTERS} concurrent votes from distinct signed-in voters: ${stored} stored, ${refused.length} refused (${Math.round(ms)} ms; ${Math.round(registered)} ms to register them)`,
    );
    expect(refused).toEqual([]);
    expect(stored).toBe(VOTERS);
    const events = await votesFor(prospectId);
    // One per account: every stored vote names a different signed-in user.
    expect(new Set(events.map((event) => event.data.userId)).size).toBe(VOTERS);
    const row = await server.ctx.knex('baseball_prospects').where({ id: prospectId }).first();
    expect(row.community_votes).toBe(VOTERS);
  });
});

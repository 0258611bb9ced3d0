import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rebuildProjector } from '../../../projections/src/runner/rebuild';
import { clientKey } from '../core/context';
import { WrongExpectedRevision } from '../core/event-store/event-store';
import { type Agent, adminAgent } from '../testing/agents';
import {
  openSharedBacking,
  type SharedBacking,
  startTestServer,
  type TestServer,
} from '../testing/test-server';
import { until } from '../testing/until';
import { loadBoard } from './commands';
import { AlreadyVoted } from './errors';
import { castVote, voteFactsLoader } from './votes';

let server: TestServer;
let admin: Agent;
beforeAll(async () => {
  // Distinct voters arrive as distinct addresses through a trusted proxy.
  server = await startTestServer({ TRUST_PROXY: 'true' });
  admin = await adminAgent(server);
});
afterAll(() => server?.close());

const addProspect = async (rank: number) =>
  (
    await admin
      .post('/api/admin/prospects')
      .send({
        firstName: 'Test',
        lastName: `Prospect ${randomUUID().slice(0, 6)}`,
        positionPrimary: 'OF',
        school: 'Archbishop Rummel High School',
        gradYear: 2028,
        nolaRank: rank,
      })
      .expect(201)
  ).body as { id: string };

const vote = (id: string, address: string) =>
  request(server.url).post(`/api/prospects/${id}/vote`).set('X-Forwarded-For', address);

const votesOf = async (id: string) =>
  (await server.ctx.knex('baseball_prospects').where({ id }).first()).community_votes as number;

describe('concurrent votes', () => {
  it('500 at once from one voter count exactly once', async () => {
    const { id } = await addProspect(100);
    const responses = await Promise.all(Array.from({ length: 500 }, () => vote(id, '203.0.113.7')));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // Every repeat is told the truth, not a rate limit: a repeat spends none of the allowance.
    const repeats = responses.filter((r) => r.status === 409);
    expect(repeats).toHaveLength(499);
    expect(repeats.every((r) => String(r.body.message).includes('already voted'))).toBe(true);
    expect(await votesOf(id)).toBe(1);
    const rows = await server.ctx.knex('prospect_votes').where({ prospect_id: id }).count();
    expect(Number(rows[0]?.count)).toBe(1);
  });

  it('500 at once from distinct voters count 500', async () => {
    const { id } = await addProspect(99);
    const responses = await Promise.all(
      Array.from({ length: 500 }, (_, i) => vote(id, `198.51.${Math.floor(i / 250)}.${i % 250}`)),
    );
    expect(responses.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
    expect(await votesOf(id)).toBe(500);
    const counts = responses.map((r) => r.body.communityVotes as number);
    expect(Math.max(...counts)).toBe(500);
  });
});

describe('votes decided together', () => {
  it('read their facts in one read of the store, each its own answer', async () => {
    const listed = await addProspect(98);
    const removed = await addProspect(97);
    await vote(listed.id, '192.0.2.50').expect(201);
    await admin.delete(`/api/admin/prospects/${removed.id}`).expect(200);
    const reads = vi.spyOn(server.ctx.store, 'readStreams');
    const facts = voteFactsLoader(server.ctx.store);
    const votedBefore = clientKey(server.ctx, { ip: '192.0.2.50' } as Request);
    const [repeat, fresh, gone, unknown] = await Promise.all([
      facts.load({ prospectId: listed.id, voterKey: votedBefore }),
      facts.load({ prospectId: listed.id, voterKey: 'someone-new' }),
      facts.load({ prospectId: removed.id, voterKey: 'someone-new' }),
      facts.load({ prospectId: randomUUID(), voterKey: 'someone-new' }),
    ]);
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
    expect([repeat?.voted, fresh?.voted, gone?.voted, unknown?.voted]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect([repeat, fresh, gone, unknown].map((f) => f?.prospect.status)).toEqual([
      'listed',
      'listed',
      'removed',
      'unknown',
    ]);
  });
});

/** The metadata a vote's request would give its events. */
const voteMetadata = () => ({
  actorId: null,
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: new Date().toISOString(),
});

/** The store's answers to its appends from here on: 'appended', or the error it refused with. */
function appendOutcomes(target: TestServer): { outcomes: Promise<unknown>[]; restore(): void } {
  const outcomes: Promise<unknown>[] = [];
  const append = target.ctx.store.append.bind(target.ctx.store);
  const spy = vi.spyOn(target.ctx.store, 'append').mockImplementation((...args) => {
    const appended = append(...args);
    outcomes.push(
      appended.then(
        () => 'appended',
        (error: unknown) => error,
      ),
    );
    return appended;
  });
  return { outcomes, restore: () => spy.mockRestore() };
}

describe('votes decided on the same facts', () => {
  it("both reach the store, whose expected revision refuses the second: it answers 'already voted'", async () => {
    const { id } = await addProspect(96);
    const voter = { key: `stale-${randomUUID()}`, userId: null };
    const facts = await voteFactsLoader(server.ctx.store).load({
      prospectId: id,
      voterKey: voter.key,
    });
    expect(facts.voted).toBe(false);
    const store = appendOutcomes(server);
    try {
      const [first, second] = await Promise.allSettled([
        castVote(server.ctx, id, voter, voteMetadata(), facts.prospect),
        castVote(server.ctx, id, voter, voteMetadata(), facts.prospect),
      ]);
      expect([first.status, second.status].sort()).toEqual(['fulfilled', 'rejected']);
      const refused = [first, second].find((r) => r.status === 'rejected');
      expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(AlreadyVoted);
      const answers = await Promise.all(store.outcomes);
      expect(answers.filter((a) => a === 'appended')).toHaveLength(1);
      expect(answers.filter((a) => a instanceof WrongExpectedRevision)).toHaveLength(1);
    } finally {
      store.restore();
    }
    // The read model counts the one the store took (once its projector has run).
    expect(
      await until(
        () => votesOf(id),
        (votes) => votes > 0,
      ),
    ).toBe(1);
  });
});

describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)(
  'votes across two API processes on PostgreSQL and Redis',
  () => {
    let shared: SharedBacking;
    let one: TestServer;
    let two: TestServer;
    beforeAll(async () => {
      shared = await openSharedBacking();
      // One deployment: the same keys (a visitor is one voter in both) and the same backing.
      const env = { TRUST_PROXY: 'true', SESSION_SECRET: randomUUID().repeat(2) };
      one = await startTestServer(env, { shared });
      two = await startTestServer(env, { shared });
    });
    afterAll(async () => {
      await one?.close();
      await two?.close();
      await shared?.database.close();
    });

    it('two votes decided on the same facts in two processes: the store refuses the second', async () => {
      const prospect = await (await adminAgent(one))
        .post('/api/admin/prospects')
        .send({
          firstName: 'Two',
          lastName: `Processes ${randomUUID().slice(0, 6)}`,
          positionPrimary: 'C',
          school: 'Jesuit High School',
          gradYear: 2028,
          nolaRank: 95,
        })
        .expect(201);
      const id = prospect.body.id as string;
      const voter = { key: `stale-${randomUUID()}`, userId: null };
      const facts = await voteFactsLoader(one.ctx.store).load({
        prospectId: id,
        voterKey: voter.key,
      });
      await castVote(one.ctx, id, voter, voteMetadata(), facts.prospect);
      const store = appendOutcomes(two);
      try {
        await expect(
          castVote(two.ctx, id, voter, voteMetadata(), facts.prospect),
        ).rejects.toBeInstanceOf(AlreadyVoted);
        const answers = await Promise.all(store.outcomes);
        expect(answers).toHaveLength(1);
        expect(answers[0]).toBeInstanceOf(WrongExpectedRevision);
      } finally {
        store.restore();
      }

      // And 400 requests at once from one address, half to each process, count once.
      const responses = await Promise.all(
        Array.from({ length: 400 }, (_, i) =>
          request((i % 2 === 0 ? one : two).url)
            .post(`/api/prospects/${id}/vote`)
            .set('X-Forwarded-For', '203.0.113.77'),
        ),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(399);
      // Two voters' votes, the stale one's and the address's, once the projector has run.
      const votes = async () =>
        Number((await one.ctx.knex('prospect_votes').where({ prospect_id: id }).count())[0]?.count);
      expect(await until(votes, (n) => n >= 2)).toBe(2);
    });
  },
);

describe('concurrent rank changes', () => {
  it('200 random moves and inserts keep ranks unique and within 1–100, and the model equals a rebuild', async () => {
    const ids: string[] = [];
    for (let rank = 1; rank <= 40; rank++) ids.push((await addProspect(rank)).id);
    const pick = () => ids[Math.floor(Math.random() * ids.length)] as string;
    const rank = () => 1 + Math.floor(Math.random() * 100);

    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const roll = i % 4;
        if (roll === 0)
          return admin.post('/api/admin/prospects').send({
            firstName: 'Late',
            lastName: `Entry ${i}`,
            positionPrimary: 'P',
            school: 'De La Salle High School',
            gradYear: 2029,
            nolaRank: rank(),
          });
        if (roll === 1)
          return admin.patch(`/api/admin/prospects/${pick()}`).send({ nolaRank: rank() });
        return admin
          .post(`/api/admin/prospects/${pick()}/move`)
          .send({ direction: roll === 2 ? 'up' : 'down' });
      }),
    );
    // Refusals at the ends of the board are expected; nothing else may fail.
    const unexpected = responses.filter((r) => ![200, 201, 409].includes(r.status));
    expect(unexpected.map((r) => `${r.status} ${r.text}`)).toEqual([]);
    for (const r of responses.filter((r) => r.status === 409))
      expect(r.body.message).toMatch(/cannot move|unranked/);

    const ranked = () =>
      server.ctx
        .knex('baseball_prospects')
        .whereNotNull('nola_rank')
        .orderBy('nola_rank')
        .select('id', 'nola_rank');
    const live = await ranked();
    const ranks = live.map((row) => row.nola_rank as number);
    expect(new Set(ranks).size).toBe(ranks.length);
    expect(ranks.every((r) => r >= 1 && r <= 100)).toBe(true);

    // The write side's own fold of the board stream agrees with the read model.
    const { board } = await loadBoard(server.ctx.store);
    expect(Object.fromEntries(board.ranks)).toEqual(
      Object.fromEntries(live.map((row) => [row.id, row.nola_rank])),
    );

    const snapshot = () => server.ctx.knex('baseball_prospects').orderBy('id').select('*');
    const before = await snapshot();
    await rebuildProjector(server.runner, 'prospects');
    expect(await snapshot()).toEqual(before);
    expect(await ranked()).toEqual(live);
    // A time budget, not a retry: the 200 edits contend by optimistic retries on the board
    // stream's revision (no queue in the process), and PGlite commits one transaction at a
    // time, so embedded mode takes 10-25 s where PostgreSQL takes about 5.
  }, 120_000);
});

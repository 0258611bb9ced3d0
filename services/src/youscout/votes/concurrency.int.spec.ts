import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, adminAgent, userAgent } from '../../testing/agents';
import { startTestServer, type TestServer } from '../../testing/test-server';

// One vote per voter and nomination is the store's rule ('no_stream' on the voter's stream), so
// it holds however many votes arrive at once. Counted in the log: the read tables are another part's.

let server: TestServer;
let admin: Agent;
beforeAll(async () => {
  // Distinct voters arrive as distinct addresses through a trusted proxy.
  server = await startTestServer({ TRUST_PROXY: 'true' });
  admin = await adminAgent(server);
});
afterAll(() => server?.close());

async function approvedNomination(): Promise<string> {
  const coach = await userAgent(server, 'coach');
  const response = await coach
    .post('/api/you-scout/nominations')
    .send({
      firstName: 'Jamie',
      lastName: `Broussard${randomUUID().slice(0, 6)}`,
      age: 16,
      sport: 'softball',
      position: 'P',
      state: 'LA',
      performance: 'Struck out eleven and drove in the winning run.',
      submittedByName: 'Dana Coach',
      submittedByEmail: 'dana@example.com',
    })
    .expect(201);
  const id = response.body.id as string;
  await admin.post(`/api/admin/you-scout/nominations/${id}/approve`).expect(200);
  return id;
}

const vote = (id: string, address: string) =>
  request(server.url).post(`/api/you-scout/nominations/${id}/vote`).set('X-Forwarded-For', address);

async function votesInLog(id: string): Promise<number> {
  const cast = await server.ctx.store.readAll({ types: ['NominationVoteCast'] });
  return cast.filter((e) => (e.data as { nominationId: string }).nominationId === id).length;
}

describe('concurrent votes for a nomination', () => {
  it('500 at once from one voter record exactly one vote', async () => {
    const id = await approvedNomination();
    const responses = await Promise.all(Array.from({ length: 500 }, () => vote(id, '203.0.113.9')));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    // Every repeat is told the truth, not a rate limit: a repeat spends none of the allowance.
    const repeats = responses.filter((r) => r.status === 409);
    expect(repeats).toHaveLength(499);
    expect(
      repeats.every((r) => r.body.message === 'You have already voted for this nomination'),
    ).toBe(true);
    expect(await votesInLog(id)).toBe(1);
  });

  it('500 at once from distinct voters record 500 votes', async () => {
    const id = await approvedNomination();
    const responses = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        vote(id, `198.51.${Math.floor(i / 250) + 10}.${i % 250}`),
      ),
    );
    expect(responses.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
    expect(await votesInLog(id)).toBe(500);
  });
});

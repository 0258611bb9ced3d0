import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { GRAD_YEAR_CHOICES } from './constants';
import { seedDemoBoard } from './seed';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type Row = {
  nolaRank: number | null;
  gradYear: number;
  communityVotes: number;
  rankChange: number | null;
};

describe('the demo board', () => {
  it('seeds 100 prospects with five weeks of ranks and votes, once', async () => {
    const seeded = await seedDemoBoard(server.ctx);
    expect(seeded).toMatchObject({ prospects: 100, votes: expect.any(Number) });
    expect(await seedDemoBoard(server.ctx)).toBe('already-seeded');

    const live = (await request(server.url).get('/api/prospects').expect(200)).body.data as Row[];
    expect(live).toHaveLength(100);
    expect(live.map((p) => p.nolaRank)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    // Every class the demo has is one the board's year filter offers (document 2 §9), 2030 too.
    const years = new Set(live.map((p) => p.gradYear));
    expect([...years].every((year) => GRAD_YEAR_CHOICES.some((c) => c === year))).toBe(true);
    expect(years.has(2030)).toBe(true);
    expect(live.reduce((sum, p) => sum + p.communityVotes, 0)).toBe(
      seeded === 'already-seeded' ? -1 : seeded.votes,
    );
    expect(live.some((p) => p.rankChange !== null && p.rankChange !== 0)).toBe(true);

    // The replay of the whole log agrees with the read model, rank changes and votes included.
    const replayed = await request(server.url)
      .get(`/api/prospects?asOf=${new Date().toISOString()}`)
      .expect(200);
    expect(replayed.body.data).toEqual(live);
  }, 180_000); // About 1,450 votes through the command handlers: slow on a busy machine.
});

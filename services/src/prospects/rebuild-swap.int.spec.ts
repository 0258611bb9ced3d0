import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjector } from '../../../projections/src/runner/rebuild';
import { systemMetadata } from '../core/context';
import { newClientAddress } from '../testing/agents';
import { startTestServer, type TestServer } from '../testing/test-server';
import { BOARD_PROJECTOR } from './board-cache';
import { addProspect } from './commands';

/**
 * Issue 20: during a rebuild's swap, community vote counts stepped backwards by one or two for
 * a moment under live votes. The shadow was swapped in at the position its read of the log
 * reached, behind the votes the live projector had applied meanwhile. A voter votes without
 * pause and a reader reads the board without pause through ten rebuilds: no read may show
 * fewer votes than the last vote answered before it was sent, and no answer fewer than the one
 * before.
 */
const SWAPS = 10;

let server: TestServer;
let prospectId: string;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  ({ prospectId } = await addProspect(
    server.ctx,
    {
      firstName: 'Swap',
      lastName: 'Watcher',
      school: 'St. Augustine High School',
      teamName: '',
      positionPrimary: 'CF',
      positionSecondary: '',
      battingThrowingHand: 'L/L',
      gradYear: 2027,
      nolaEvaluated: false,
      nolaRank: 1,
    },
    systemMetadata('test'),
  ));
  // The prospect is on the board before the first vote (the projectors run apart with Redis).
  for (let i = 0; i < 200; i++) {
    const board = await request(server.url).get('/api/prospects').expect(200);
    if (board.body.data.some((p: { id: string }) => p.id === prospectId)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the prospect never reached the board');
});
afterAll(() => server?.close());

describe('vote counts through rebuilds', () => {
  it('never step back while votes arrive through ten swaps', async () => {
    let answered = 0;
    let votes = 0;
    let reads = 0;
    let running = true;
    const backwards: string[] = [];

    const voter = (async () => {
      while (running) {
        const res = await request(server.url)
          .post(`/api/prospects/${prospectId}/vote`)
          .set('X-Forwarded-For', newClientAddress());
        expect(res.status).toBe(201);
        const count = res.body.communityVotes as number;
        if (count < answered) backwards.push(`vote answer ${count} after an answer of ${answered}`);
        answered = Math.max(answered, count);
        votes++;
      }
    })();
    const reader = (async () => {
      while (running) {
        const floor = answered;
        const res = await request(server.url).get('/api/prospects').expect(200);
        const shown = (res.body.data as { id: string; communityVotes: number }[]).find(
          (p) => p.id === prospectId,
        )?.communityVotes;
        if (shown === undefined || shown < floor)
          backwards.push(`board read ${shown} after a vote answer of ${floor}`);
        reads++;
      }
    })();

    try {
      for (let swap = 0; swap < SWAPS; swap++) {
        // Votes arrive while each rebuild reads the log and while it swaps.
        const before = votes;
        while (votes < before + 3) await new Promise((resolve) => setTimeout(resolve, 5));
        await rebuildProjector(server.runner, BOARD_PROJECTOR);
      }
    } finally {
      running = false;
      await Promise.all([voter, reader]);
    }

    console.log(
      `[rebuild-swap] ${SWAPS} swaps, ${votes} votes, ${reads} board reads; ${backwards.length} steps back`,
    );
    expect(backwards).toEqual([]);
    expect(votes).toBeGreaterThanOrEqual(3 * SWAPS);
    const final = await request(server.url).get('/api/prospects').expect(200);
    expect(final.body.data[0].communityVotes).toBe(votes);
  }, 300_000);
});

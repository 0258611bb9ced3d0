import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, adminAgent } from '../testing/agents';
import { startTestServer, type TestServer } from '../testing/test-server';
import { youScoutLog } from '../youscout/log.testing';

// The dashboard's YouScout figures, from a server of its own (the counts are the whole server's).

let server: TestServer;
let admin: Agent;
let log: ReturnType<typeof youScoutLog>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminAgent(server);
  log = youScoutLog(server);
});
afterAll(() => server?.close());

const DAY = 86_400_000;
const youScout = async () => (await admin.get('/api/admin/stats').expect(200)).body.youScout;

describe('GET /api/admin/stats: YouScout', () => {
  it('starts at nothing', async () => {
    expect(await youScout()).toEqual({
      pendingReview: 0,
      approved: 0,
      public: 0,
      heldComments: 0,
      reportedComments: 0,
      votesLast7Days: 0,
    });
  });

  it('counts what waits for review, what is approved and public, held and reported comments, and the week’s counted votes', async () => {
    await log.nominate({ status: 'pending' });
    await log.nominate({ status: 'pending' });
    await log.nominate({ status: 'rejected' });
    await log.nominate({ status: 'withdrawn' });
    const shown = await log.nominate({ status: 'approved' });
    const featured = await log.nominate({ status: 'featured' });
    // Approved, but under 13 with no consent on record: not public.
    await log.nominate({ status: 'approved', age: 11 });
    await log.nominate({ status: 'archived' });

    // Votes: three this week (one voided), one eight days ago.
    const voided = await log.vote(shown.nominationId);
    await log.vote(shown.nominationId);
    await log.vote(featured.nominationId);
    await log.vote(featured.nominationId, { castAt: new Date(Date.now() - 8 * DAY) });
    await log.voidVotes(
      shown.nominationId,
      [voided],
      new Date(new Date(voided.castAt).getTime() - 1),
      new Date(new Date(voided.castAt).getTime() + 1),
    );

    // Comments: one held by the filter, two shown of which one reported, one reported then hidden.
    const fan = randomUUID();
    await log.comment(shown.nominationId, {
      userId: fan,
      text: 'Call me at 504-555-0199 for a tryout',
    });
    await log.comment(shown.nominationId, { userId: fan, text: 'What a game that was!' });
    const reported = await log.comment(shown.nominationId, { userId: fan, text: 'Great arm.' });
    await log.report(reported.commentId, randomUUID());
    const hidden = await log.comment(featured.nominationId, { userId: fan, text: 'Nice swing.' });
    await log.report(hidden.commentId, randomUUID());
    await log.moderate(hidden.commentId, 'hide', 'off topic');

    expect(await youScout()).toEqual({
      pendingReview: 2,
      approved: 3,
      public: 2,
      heldComments: 1,
      reportedComments: 1,
      votesLast7Days: 2,
    });
  });

  it('is for staff only', async () => {
    await request(server.url).get('/api/admin/stats').expect(401);
  });
});

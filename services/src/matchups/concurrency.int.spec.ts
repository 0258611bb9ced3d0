import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAgent } from '../testing/agents';
import { startTestServer, type TestServer } from '../testing/test-server';
import { MAX_ACTIVE_ALERTS, MESSAGES } from './constants';
import {
  athleteWithProfile,
  member,
  recordValue,
  showcase,
  verifiedCoach,
} from './matchups.testing';

// The rules kept by a stream's expected revision, not by a read-table check: many requests at
// once, and the store lets exactly what the rule allows through.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback' });
});
afterAll(() => server?.close());

describe('at once', () => {
  it(`a coach creating ${MAX_ACTIVE_ALERTS + 10} alerts keeps at most ${MAX_ACTIVE_ALERTS} active`, async () => {
    const coach = await member(server, 'coach');
    const answers = await Promise.all(
      Array.from({ length: MAX_ACTIVE_ALERTS + 10 }, (_, i) =>
        coach
          .post('/api/matchups/alerts')
          .send({ metricType: 'exit_velocity', operator: '>=', targetValue: 60 + i }),
      ),
    );
    // Each create decides again on a conflict, a few times: in a burst this size some run out
    // of tries (409, try again) before the cap is reached, so count what the stream kept.
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    const active = async () =>
      (await coach.get('/api/matchups/alerts').expect(200)).body.filter(
        (a: { isActive: boolean }) => a.isActive,
      ).length as number;
    expect(await active()).toBeLessThanOrEqual(MAX_ACTIVE_ALERTS);
    // One by one up to the cap, and the next is refused with the rule's own message.
    for (let n = await active(); n < MAX_ACTIVE_ALERTS; n++)
      await coach
        .post('/api/matchups/alerts')
        .send({ metricType: 'pop_time', operator: '<=', targetValue: 2 })
        .expect(201);
    const refused = await coach
      .post('/api/matchups/alerts')
      .send({ metricType: 'pop_time', operator: '<=', targetValue: 2 })
      .expect(409);
    expect(refused.body.message).toBe(MESSAGES.tooManyAlerts);
    expect(await active()).toBe(MAX_ACTIVE_ALERTS);
  });

  it('a value verified and rejected by two verifiers at once is decided once', async () => {
    const athlete = await athleteWithProfile(server);
    const metricId = await recordValue(athlete);
    const [coach, staff] = await Promise.all([verifiedCoach(server), adminAgent(server)]);
    const answers = await Promise.all([
      coach.post(`/api/matchups/metrics/${metricId}/verify`).send({ evidence: showcase }),
      staff.post(`/api/matchups/metrics/${metricId}/reject`).send({ reason: 'No reading shown' }),
      staff.post(`/api/matchups/metrics/${metricId}/verify`).send({ evidence: showcase }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const history = await staff.get(`/api/admin/matchup-metrics/${metricId}`).expect(200);
    const decided = answers.find((a) => a.status === 200)?.body;
    expect(history.body.status).toBe(decided.status);
  });
});

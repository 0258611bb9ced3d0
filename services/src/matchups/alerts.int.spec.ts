import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTo } from '../intake/intake.testing';
import { openStream } from '../notifications/notifications.testing';
import { adminAgent } from '../testing/agents';
import { type SettableClock, settableClock } from '../testing/clock';
import { startTestServer, type TestServer } from '../testing/test-server';
import { until } from '../testing/until';
import { mailDigests } from './alerts';
import { athleteWithProfile, recordValue, showcase, verifiedCoach } from './matchups.testing';

const matchesOf = (server: TestServer, coachId: string) =>
  server.ctx.knex('matchup_alert_matches').where({ coach_id: coachId }).orderBy('matched_at');

describe('a real-time alert', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => server?.close());

  it('notifies the coach on the live stream within a second of the verification, once, naming no athlete', async () => {
    const coach = await verifiedCoach(server);
    await coach
      .post('/api/matchups/alerts')
      .send({ metricType: 'exit_velocity', operator: '>=', targetValue: 90, position: 'SS' })
      .expect(201);
    const athlete = await athleteWithProfile(server, { firstName: 'Alphonse', lastName: 'Guidry' });
    const below = await recordValue(athlete, { value: 85 });
    const matching = await recordValue(athlete, { value: 92.4 });
    const cookie = coach.jar.getCookie('sid', {
      domain: '127.0.0.1',
      path: '/',
      secure: false,
      script: false,
    });
    const stream = await openStream(server, {
      userId: coach.userId,
      username: coach.username,
      cookie: cookie ? `sid=${cookie.value}` : '',
      address: '198.19.250.1',
    });
    try {
      expect(stream.response.status).toBe(200);
      const staff = await adminAgent(server);
      await staff
        .post(`/api/matchups/metrics/${below}/verify`)
        .send({ evidence: showcase })
        .expect(200);
      const verifiedAt = Date.now();
      await staff
        .post(`/api/matchups/metrics/${matching}/verify`)
        .send({ evidence: showcase })
        .expect(200);
      const [event] = await stream.until(1, 1_000);
      const arrivedAfterMs = Date.now() - verifiedAt;
      expect(event?.data).toMatchObject({
        type: 'matchup-alert',
        title: 'Metric alert',
        message: 'A newly verified Exit velocity of 92.4 mph matches your alert (≥ 90 mph).',
        relatedId: athlete.userId,
      });
      expect(arrivedAfterMs).toBeLessThan(1_000);
      expect(JSON.stringify(event?.data)).not.toMatch(/Alphonse|Guidry/);
      // The value below the threshold matched nothing; the match is recorded once.
      expect((await matchesOf(server, coach.userId)).map((m) => m.metric_id)).toEqual([matching]);
      await stream.until(2, 300);
      expect(stream.events).toHaveLength(1);
    } finally {
      await stream.close();
    }
  });
});

describe('a daily alert', () => {
  let server: TestServer;
  let clock: SettableClock;
  beforeAll(async () => {
    clock = settableClock(new Date('2026-12-01T15:00:00.000Z'));
    server = await startTestServer({ TRUST_PROXY: 'loopback' }, { clock });
  });
  afterAll(() => server?.close());

  it('mails one digest per finished day with that day’s matches, and nothing twice', async () => {
    const coach = await verifiedCoach(server);
    await coach
      .post('/api/matchups/alerts')
      .send({ metricType: 'sixty_yard_dash', operator: '<=', targetValue: 7, frequency: 'daily' })
      .expect(201);
    const athlete = await athleteWithProfile(server);
    const staff = await adminAgent(server);
    const verify = async (value: number) => {
      const id = await recordValue(athlete, {
        metricType: 'sixty_yard_dash',
        value,
        measuredOn: '2026-11-30',
      });
      await staff
        .post(`/api/matchups/metrics/${id}/verify`)
        .send({ evidence: showcase })
        .expect(200);
      return id;
    };
    const address = `${coach.username}@example.com`;
    const matched = async (count: number) =>
      until(
        async () => (await matchesOf(server, coach.userId)).length,
        (n) => n >= count,
      );

    await verify(6.9);
    await verify(6.95);
    await verify(7.4); // slower than the alert asks: no match
    expect(await matched(2)).toBe(2);
    // The day is not over: nothing yet, and a daily match notifies nothing live.
    expect(await mailDigests(server.ctx)).toBe(0);
    const list = await coach.get('/api/notifications').expect(200);
    expect(list.body.data.map((n: { type: string }) => n.type)).not.toContain('matchup-alert');

    clock.set(new Date('2026-12-02T08:00:00.000Z'));
    expect(await mailDigests(server.ctx)).toBe(1);
    const [first, ...more] = await mailTo(server, address);
    expect(more).toEqual([]);
    expect(first?.subject).toBe('Your Matchups daily alert digest (2026-12-01)');
    expect(first?.text).toContain('2 newly verified values match your daily alerts for 2026-12-01');
    expect(first?.text).toContain('- 60-yard dash: 6.9 s (your alert: <= 7 s)');
    expect(first?.text).toContain('- 60-yard dash: 6.95 s (your alert: <= 7 s)');
    expect(first?.text).not.toContain('7.4');
    expect(await mailDigests(server.ctx)).toBe(0);

    await verify(6.8);
    // Another athlete's match, who is no longer listed when the digest goes: the read model as
    // a guardian's withdrawn consent leaves a child under 13 (not matched when hidden; hidden
    // since). Their value is in no digest.
    const other = await athleteWithProfile(server);
    const hiddenId = await recordValue(other, {
      metricType: 'sixty_yard_dash',
      value: 6.55,
      measuredOn: '2026-11-30',
    });
    await staff
      .post(`/api/matchups/metrics/${hiddenId}/verify`)
      .send({ evidence: showcase })
      .expect(200);
    expect(await matched(4)).toBe(4);
    await server.ctx
      .knex('matchup_athletes')
      .where({ athlete_id: other.userId })
      .update({ birth_date: '2016-06-01', consent_verified: false });
    clock.set(new Date('2026-12-03T08:00:00.000Z'));
    expect(await mailDigests(server.ctx)).toBe(1);
    const mails = await mailTo(server, address);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain(
      '1 newly verified value matches your daily alerts for 2026-12-02',
    );
    expect(mails[1]?.text).toContain('6.8 s');
    expect(mails[1]?.text).not.toContain('6.95');
    expect(mails[1]?.text).not.toContain('6.55');
  });
});

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageOn } from '../families';
import { userAgent } from '../testing/agents';
import { startTestServer, type TestServer } from '../testing/test-server';
import { CONSENT_AGE, METRIC_TYPES, metricTypeOf, PIPELINE_STAGES } from './constants';
import {
  MATCHUPS_EVENT_TYPES,
  type MatchupsEvent,
  type MatchupsEventOf,
  parseMatchupsEvent,
} from './events';
import { MATCHUPS_SEED_STAFF, seedMatchups } from './seed';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const DAY = 24 * 60 * 60 * 1000;

/** The events of one type, read back through their schema, with when they happened. */
async function eventsOf<T extends MatchupsEvent['type']>(
  type: T,
): Promise<{ data: MatchupsEventOf<T>['data']; occurredAt: string }[]> {
  const all = await server.ctx.store.readAll({ types: [type], limit: 100_000 });
  return all.map((event) => ({
    data: parseMatchupsEvent(event.type, event.data).data as MatchupsEventOf<T>['data'],
    occurredAt: event.metadata.occurredAt,
  }));
}

describe("Matchups' demo data", () => {
  it('seeds 150 athletes with values of every provenance and 10 coaches with their pipelines, once', async () => {
    const started = performance.now();
    const seeded = await seedMatchups(server.ctx);
    const seconds = (performance.now() - started) / 1000;
    console.log(`Matchups demo seed: ${seconds.toFixed(1)} s`, seeded);
    if (seeded === 'already-seeded') throw new Error('a fresh server was seeded already');
    expect(seeded).toMatchObject({ athletes: 150, coaches: 10 });
    expect(seeded.metrics).toBeGreaterThanOrEqual(2 * 150);
    expect(seeded.metrics).toBeLessThanOrEqual(5 * 150);
    expect(seeded.watches).toBeGreaterThanOrEqual(12 * 5 - 5);
    expect(seeded.alerts).toBeGreaterThanOrEqual(12);

    // ── The log: what the handlers appended, back-dated over about eight weeks. ──
    const profiles = await eventsOf('AthleteProfileSaved');
    expect(new Set(profiles.map((e) => e.data.athleteId)).size).toBe(150);
    expect(profiles.filter((e) => e.data.ownAccount)).toHaveLength(25);
    const times = (
      await server.ctx.store.readAll({ types: MATCHUPS_EVENT_TYPES, limit: 100_000 })
    ).map((e) => Date.parse(e.metadata.occurredAt));
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - Math.min(...times)).toBeGreaterThan(40 * DAY);
    expect(Date.now() - Math.min(...times)).toBeLessThan(60 * DAY);

    // Values inside each metric's plausible range, kept to its decimals, measured in the past.
    const recorded = await eventsOf('MetricValueRecorded');
    expect(recorded).toHaveLength(seeded.metrics);
    for (const { data } of recorded) {
      const metric = metricTypeOf(data.metricType);
      expect(metric, data.metricType).toBeDefined();
      if (!metric) continue;
      expect(data.value).toBeGreaterThanOrEqual(metric.min);
      expect(data.value).toBeLessThanOrEqual(metric.max);
      expect(Number(data.value.toFixed(metric.decimals))).toBe(data.value);
      expect(data.unit).toBe(metric.unit);
      expect(data.measuredOn <= data.recordedAt.slice(0, 10)).toBe(true);
    }
    expect(new Set(recorded.map((e) => e.data.metricType))).toEqual(
      new Set(METRIC_TYPES.map((m) => m.key)),
    );
    // About half verified (by staff and by verified coaches), a few rejected with a reason.
    const verified = await eventsOf('MetricValueVerified');
    const rejected = await eventsOf('MetricValueRejected');
    expect(verified.length / recorded.length).toBeGreaterThan(0.35);
    expect(verified.length / recorded.length).toBeLessThan(0.6);
    expect(rejected.length).toBeGreaterThanOrEqual(5);
    expect(rejected.length / recorded.length).toBeLessThan(0.12);
    expect(rejected.every((e) => e.data.reason.length > 20)).toBe(true);
    const decisions = [...verified, ...rejected].map((e) => e.data);
    expect(decisions.some((d) => d.byRole === 'staff' && d.by === MATCHUPS_SEED_STAFF.id)).toBe(
      true,
    );
    expect(new Set(decisions.filter((d) => d.byRole === 'coach').map((d) => d.by)).size).toBe(6);
    const recorder = new Map(recorded.map((e) => [e.data.metricId, e.data]));
    for (const decision of decisions) {
      const value = recorder.get(decision.metricId);
      expect(value?.recordedBy).not.toBe(decision.by);
    }
    expect(verified.some((e) => e.data.evidence.kind === 'video')).toBe(true);
    expect(verified.some((e) => e.data.evidence.kind === 'event')).toBe(true);

    // Pipelines: every stage holds someone, each move after its watch.
    const { knex } = server.ctx;
    const stages = (await knex('matchup_watches')
      .select('stage')
      .count({ n: '*' })
      .groupBy('stage')) as { stage: string; n: string | number }[];
    expect(new Set(stages.map((s) => s.stage))).toEqual(new Set(PIPELINE_STAGES));
    expect(stages.reduce((sum, s) => sum + Number(s.n), 0)).toBe(seeded.watches);
    const early = await knex('matchup_stage_changes as c')
      .join('matchup_watches as w', function on() {
        this.on('w.coach_id', 'c.coach_id').andOn('w.athlete_id', 'c.athlete_id');
      })
      .whereRaw('c.changed_at <= w.watched_at')
      .count({ n: '*' });
    expect(Number(early[0]?.n)).toBe(0);
    const perCoach = (await knex('matchup_watches')
      .select('coach_id')
      .count({ n: '*' })
      .groupBy('coach_id')) as { n: string | number }[];
    expect(perCoach).toHaveLength(12);
    expect(perCoach.every((c) => Number(c.n) >= 3 && Number(c.n) <= 15)).toBe(true);
    expect(Number((await knex('matchup_preferences').count({ n: '*' }))[0]?.n)).toBe(12);
    const alerts = (await knex('matchup_alerts').select('frequency')) as { frequency: string }[];
    expect(alerts).toHaveLength(seeded.alerts);
    expect(new Set(alerts.map((a) => a.frequency)).size).toBe(3);

    // The values verified in the last hours meet coaches' alerts: the matching loop finds them.
    await expect
      .poll(async () => Number((await knex('matchup_alert_matches').count({ n: '*' }))[0]?.n), {
        timeout: 40_000,
        interval: 250,
      })
      .toBeGreaterThanOrEqual(4);

    // Coaches: some verified by staff, some waiting, one refused.
    const coaches = (await knex('user_profiles as p')
      .join('users as u', 'u.id', 'p.user_id')
      .where('u.role', 'coach')
      .whereLike('u.username', 'mu_demo_coach_%')
      .select('p.verification_status')) as { verification_status: string }[];
    expect(coaches.map((c) => c.verification_status).sort()).toEqual([
      ...Array(3).fill('pending'),
      'rejected',
      ...Array(6).fill('verified'),
    ]);

    // ── The read side: the athletes as search finds them. ──
    const now = new Date();
    const rows = (await knex('matchup_athletes').select(
      'athlete_id',
      'first_name',
      'birth_date',
      'graduation_year',
      'consent_verified',
    )) as {
      athlete_id: string;
      first_name: string;
      birth_date: string;
      graduation_year: number;
      consent_verified: boolean;
    }[];
    expect(rows).toHaveLength(150);
    const children = rows.filter((row) => ageOn(row.birth_date, now) < CONSENT_AGE);
    expect(children).toHaveLength(6);
    expect(children.every((row) => !row.consent_verified)).toBe(true);
    const teens = rows.filter((row) => ageOn(row.birth_date, now) >= CONSENT_AGE);
    expect(teens.every((row) => ageOn(row.birth_date, now) <= 18)).toBe(true);
    // Each class as its age has it: a senior is 17 or 18, a freshman-to-be 13 or 14.
    for (const row of rows) {
      const age = ageOn(row.birth_date, now);
      const seniors = now.getUTCFullYear() + (now.getUTCMonth() >= 6 ? 1 : 0);
      expect(row.graduation_year - seniors).toBeGreaterThanOrEqual(17 - age - 1);
      expect(row.graduation_year - seniors).toBeLessThanOrEqual(18 - age + 1);
    }
    expect(new Set(rows.map((row) => row.graduation_year)).size).toBeGreaterThanOrEqual(6);

    // A coach searching (a new one, not verified: first names only) finds every athlete of 13
    // or older and none of the children under 13, whose guardians have not consented.
    const coach = await userAgent(server, 'coach');
    const found = new Set<string>();
    for (let page = 1; ; page++) {
      const { body } = await coach
        .get('/api/matchups/search')
        .query({ page, limit: 50 })
        .expect(200);
      for (const athlete of body.athletes as { id: string }[]) found.add(athlete.id);
      if (page * 50 >= body.total) {
        expect(body.total).toBe(teens.length);
        break;
      }
    }
    expect(found).toEqual(new Set(teens.map((row) => row.athlete_id)));
    for (const child of children) {
      const byName = await coach
        .get('/api/matchups/search')
        .query({ q: child.first_name, limit: 50 })
        .expect(200);
      expect(byName.body.athletes.map((a: { id: string }) => a.id)).not.toContain(child.athlete_id);
      await request(server.url).get(`/api/matchups/athletes/${child.athlete_id}`).expect(404);
    }
    // A name search finds the athletes of that first name; a verified best meets a threshold.
    const teen = teens[0] as (typeof teens)[number];
    const named = await coach
      .get('/api/matchups/search')
      .query({ q: teen.first_name, limit: 50 })
      .expect(200);
    expect(named.body.athletes.map((a: { id: string }) => a.id)).toContain(teen.athlete_id);
    const fast = await coach
      .get('/api/matchups/search')
      .query({ threshold: 'exit_velocity>=85' })
      .expect(200);
    expect(fast.body.total).toBeGreaterThan(0);
    expect(
      fast.body.athletes.every((a: { bests: { metricType: string; value: number }[] }) =>
        a.bests.some((b) => b.metricType === 'exit_velocity' && b.value >= 85),
      ),
    ).toBe(true);

    // A second run adds nothing: not one event.
    const head = await server.ctx.store.lastCommittedPosition();
    expect(await seedMatchups(server.ctx)).toBe('already-seeded');
    expect(await server.ctx.store.lastCommittedPosition()).toEqual(head);
  }, 300_000);
});

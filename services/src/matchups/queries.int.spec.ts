import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  alertCreated,
  applyAll,
  erased,
  familyEvent,
  metricRecorded,
  metricRejected,
  metricVerified,
  profileSaved,
  watched,
} from '../../../projections/src/matchups/matchups.testing';
import { readModelDatabase } from '../../../projections/src/testing';
import type { RecordedEvent } from '../core/event-store/event-store';
import { migratePersonKeys, shredKey } from '../families/sealing';
import { dueMatches } from './alerts';
import { ageGroupOf, METRIC_TYPES, type MetricTypeKey, meetsThreshold } from './constants';
import {
  activeAlertCount,
  alertsOf,
  counters,
  findAthlete,
  findMetric,
  findWatch,
  listAdminAlerts,
  listAdminAthletes,
  listAdminMetrics,
  metricHistory,
  ownAthlete,
  preferencesOf,
  searchAthletes,
  type Viewer,
  watchlistOf,
} from './queries';
import type { AthleteCard, SearchQuery } from './schemas';

const db = readModelDatabase();
const NOW = new Date('2026-06-01T12:00:00.000Z');
const TODAY = '2026-06-01';

const PUBLIC: Viewer = { userId: null, sees: 'public' };
const VERIFIED: Viewer = { userId: randomUUID(), sees: 'verified' };
const STAFF: Viewer = { userId: randomUUID(), sees: 'staff' };

// ── The seeded athletes, as facts the brute force reads (never the tables) ──

type Value = {
  id: string;
  type: MetricTypeKey;
  value: number;
  status: 'self_reported' | 'verified' | 'rejected';
  decidedAt: string;
};
type Fact = {
  id: string;
  first: string;
  last: string;
  school: string | null;
  birthDate: string;
  state: 'LA' | 'MS' | 'TX';
  positions: ('SS' | 'CF' | 'C')[];
  graduationYear: number;
  consent: boolean;
  erased: boolean;
  values: Value[];
};

const FIRST = ['Jonathan', 'Marcus', 'Andre', 'Tyler', 'Remy', 'Luis', 'Caleb', 'Darius', 'Evan'];
const LAST = ['Boudreaux', 'Thibodeaux', 'Landry', 'Broussard', 'Guidry', 'Hebert', 'Fontenot'];
const SCHOOLS = ['Jesuit High School', 'Brother Martin High School', 'Holy Cross School', null];
const TYPES: { type: MetricTypeKey; of: (k: number) => number }[] = [
  { type: 'exit_velocity', of: (k) => 80 + (k % 16) },
  { type: 'sixty_yard_dash', of: (k) => Math.round((6.5 + 0.1 * (k % 11)) * 100) / 100 },
  { type: 'gpa', of: (k) => 2.5 + 0.25 * (k % 9) },
];

/** A seeded generator (mulberry32): the same athletes on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generate(): Fact[] {
  const next = random(38);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const int = (n: number) => Math.floor(next() * n);
  let clock = Date.parse('2026-01-01T00:00:00.000Z');
  const facts: Fact[] = [];
  for (let i = 0; i < 60; i++) {
    const young = next() < 0.2;
    const year = young ? 2014 + int(3) : 2008 + int(5);
    const positions = pick([['SS'], ['CF'], ['C'], ['SS', 'CF'], ['C', 'SS']] as const);
    const values: Value[] = [];
    for (const { type, of } of TYPES) {
      if (next() < 0.3) continue;
      for (let n = 1 + int(3); n > 0; n--) {
        const roll = next();
        clock += 60_000;
        values.push({
          id: randomUUID(),
          type,
          value: of(int(40)),
          status: roll < 0.6 ? 'verified' : roll < 0.85 ? 'self_reported' : 'rejected',
          decidedAt: new Date(clock).toISOString(),
        });
      }
    }
    facts.push({
      id: randomUUID(),
      first: pick(FIRST),
      last: pick(LAST),
      school: pick(SCHOOLS),
      birthDate: `${year}-${String(1 + int(12)).padStart(2, '0')}-${String(1 + int(28)).padStart(2, '0')}`,
      state: pick(['LA', 'MS', 'TX'] as const),
      positions: [...positions],
      graduationYear: pick([2027, 2028]),
      consent: young && next() < 0.5,
      erased: i % 20 === 7,
      values,
    });
  }
  // The edges: one is 13 today, one tomorrow; a name and a school to search for.
  Object.assign(facts[0] as Fact, { birthDate: '2013-06-01', consent: false, erased: false });
  Object.assign(facts[1] as Fact, { birthDate: '2013-06-02', consent: false, erased: false });
  Object.assign(facts[2] as Fact, {
    first: 'Jonathan',
    last: 'Zebrowski',
    school: 'Jesuit High School',
    birthDate: '2011-02-03',
    erased: false,
  });
  return facts;
}

const FACTS = generate();

async function seed(): Promise<void> {
  const events: RecordedEvent[] = [];
  for (const f of FACTS) {
    if (f.consent) events.push(await familyEvent(db.knex, f.id, 0, 'GuardianConsentVerified'));
    events.push(
      await profileSaved(db.knex, 0, {
        athleteId: f.id,
        firstName: f.first,
        lastName: f.last,
        school: f.school,
        birthDate: f.birthDate,
        state: f.state,
        positions: f.positions,
        graduationYear: f.graduationYear,
      }),
    );
    for (const v of f.values) {
      const unit = METRIC_TYPES.find((m) => m.key === v.type)?.unit ?? '';
      events.push(
        await metricRecorded(db.knex, f.id, {
          metricId: v.id,
          metricType: v.type,
          value: v.value,
          unit,
        }),
      );
      if (v.status === 'verified')
        events.push(await metricVerified(db.knex, f.id, v.id, { verifiedAt: v.decidedAt }));
      if (v.status === 'rejected') events.push(metricRejected(f.id, v.id));
    }
  }
  await applyAll(db.knex, events);
  for (const f of FACTS.filter((f) => f.erased)) {
    await shredKey(db.knex, f.id);
    await applyAll(db.knex, [erased(f.id)]);
  }
}

beforeAll(async () => {
  await migratePersonKeys(db.knex);
  await seed();
});

// ── The brute force ─────────────────────────────────────────────────────────

const directionOf = (type: string) => METRIC_TYPES.find((m) => m.key === type)?.direction;
const better = (type: string, a: number, b: number) =>
  directionOf(type) === 'lower' ? a < b : a > b;

/** 13 or older today: the 13th birthday is today or before. */
const thirteen = (f: Fact) =>
  `${Number(f.birthDate.slice(0, 4)) + 13}${f.birthDate.slice(4)}` <= TODAY;
const listed = (f: Fact) => !f.erased && (f.consent || thirteen(f));

function bestOf(f: Fact, type: string): Value | undefined {
  let best: Value | undefined;
  for (const v of f.values.filter((v) => v.type === type && v.status === 'verified'))
    if (
      !best ||
      better(type, v.value, best.value) ||
      (v.value === best.value && v.decidedAt < best.decidedAt)
    )
      best = v;
  return best;
}

function expectedCard(f: Fact, viewer: Viewer): AthleteCard {
  const age =
    Number(TODAY.slice(0, 4)) -
    Number(f.birthDate.slice(0, 4)) -
    (TODAY.slice(5) < f.birthDate.slice(5) ? 1 : 0);
  const bests = METRIC_TYPES.flatMap((m) => {
    const best = bestOf(f, m.key);
    if (!best) return [];
    const cohort = FACTS.filter(
      (o) =>
        listed(o) &&
        o.graduationYear === f.graduationYear &&
        o.positions[0] === f.positions[0] &&
        bestOf(o, m.key) !== undefined,
    );
    const worse = cohort.filter((o) =>
      better(m.key, best.value, (bestOf(o, m.key) as Value).value),
    ).length;
    return [
      {
        metricType: m.key,
        value: best.value,
        unit: m.unit,
        verifiedAt: best.decidedAt,
        percentile: cohort.length < 2 ? null : Math.round((100 * worse) / (cohort.length - 1)),
        cohortSize: cohort.length,
      },
    ];
  });
  return {
    id: f.id,
    displayName:
      viewer.sees === 'public' ? `${f.first} ${f.last.slice(0, 1)}.` : `${f.first} ${f.last}`,
    ageGroup: ageGroupOf(age),
    positions: f.positions,
    graduationYear: f.graduationYear,
    state: f.state,
    school: viewer.sees === 'public' ? null : f.school,
    bests,
  };
}

const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

function expectedSearch(query: SearchQuery, viewer: Viewer): AthleteCard[] {
  const lastKey = (f: Fact) =>
    viewer.sees === 'public' ? f.last.slice(0, 1).toLowerCase() : f.last.toLowerCase();
  return FACTS.filter(
    (f) =>
      listed(f) &&
      (!query.position || f.positions.includes(query.position as Fact['positions'][number])) &&
      (query.graduationYear === undefined || f.graduationYear === query.graduationYear) &&
      (!query.state || f.state === query.state) &&
      (query.threshold ?? []).every((t) => {
        const best = bestOf(f, t.metricType);
        return best !== undefined && meetsThreshold(t.operator, best.value, t.value);
      }),
  )
    .sort(
      (a, b) =>
        cmp(a.graduationYear, b.graduationYear) ||
        cmp(a.first.toLowerCase(), b.first.toLowerCase()) ||
        cmp(lastKey(a), lastKey(b)) ||
        cmp(a.id, b.id),
    )
    .map((f) => expectedCard(f, viewer));
}

/** Every page of a search, at `limit` a page. */
async function allPages(query: SearchQuery, viewer: Viewer, limit = 7) {
  const cards: AthleteCard[] = [];
  let total = -1;
  for (let page = 1; page < 100; page++) {
    const answer = await searchAthletes(db.knex, { ...query, page, limit }, viewer, NOW);
    expect(answer).toMatchObject({ page, limit });
    total = answer.total;
    cards.push(...answer.athletes);
    if (answer.athletes.length < limit) break;
  }
  return { cards, total };
}

const QUERIES: SearchQuery[] = [
  {},
  { position: 'SS' },
  { graduationYear: 2028, state: 'LA' },
  { threshold: [{ metricType: 'exit_velocity', operator: '>=', value: 88 }] },
  {
    threshold: [
      { metricType: 'sixty_yard_dash', operator: '<', value: 7 },
      { metricType: 'gpa', operator: '>=', value: 3 },
    ],
  },
  { position: 'C', threshold: [{ metricType: 'exit_velocity', operator: '>', value: 85 }] },
  { state: 'TX', threshold: [{ metricType: 'gpa', operator: '<=', value: 3.25 }] },
];

const ids = (cards: readonly { id: string }[]) => cards.map((c) => c.id).sort();
const hidden = FACTS.filter((f) => !listed(f));

describe("Matchups' queries", () => {
  it('seeds athletes of every kind: listed, too young without consent, consented, erased', () => {
    expect(FACTS.filter(listed).length).toBeGreaterThan(30);
    expect(FACTS.some((f) => f.erased)).toBe(true);
    expect(FACTS.some((f) => !f.erased && !f.consent && !thirteen(f))).toBe(true);
    expect(FACTS.some((f) => !f.erased && f.consent && !thirteen(f))).toBe(true);
    expect(listed(FACTS[0] as Fact)).toBe(true);
    expect(listed(FACTS[1] as Fact)).toBe(false);
  });

  it('searches and ranks exactly as a brute force over the same athletes computes', async () => {
    let percentiles = 0;
    for (const viewer of [VERIFIED, PUBLIC]) {
      for (const query of QUERIES) {
        const expected = expectedSearch(query, viewer);
        const { cards, total } = await allPages(query, viewer);
        expect({ query, viewer: viewer.sees, cards }).toEqual({
          query,
          viewer: viewer.sees,
          cards: expected,
        });
        expect(total).toBe(expected.length);
        percentiles += cards.flatMap((c) => c.bests).filter((b) => b.percentile !== null).length;
      }
    }
    // The cohorts are big enough to rank in: the comparison covered real percentiles.
    expect(percentiles).toBeGreaterThan(50);
    const first = await searchAthletes(db.knex, {}, VERIFIED, NOW);
    expect(first).toMatchObject({ page: 1, limit: 20 });
    expect(first.athletes).toHaveLength(20);
  });

  it('finds by part of a name or a misspelt school for verified coaches, by first name only for anyone', async () => {
    const search = async (q: string, viewer: Viewer) =>
      ids((await allPages({ q }, viewer, 50)).cards);
    const visible = FACTS.filter(listed);
    const jonathans = ids(visible.filter((f) => f.first === 'Jonathan'));
    expect(jonathans.length).toBeGreaterThan(1);
    expect(await search('Jon', VERIFIED)).toEqual(jonathans);
    expect(await search('jon', PUBLIC)).toEqual(jonathans);
    expect(await search('Jesut', VERIFIED)).toEqual(
      ids(visible.filter((f) => f.school === 'Jesuit High School')),
    );
    const zebrowski = FACTS[2] as Fact;
    expect(await search('Zebrowski', VERIFIED)).toEqual([zebrowski.id]);
    expect(await search('Zebrovski', STAFF)).toEqual([zebrowski.id]);
    // Anyone else sees no last names or schools, so cannot search by them.
    expect(await search('Zebrowski', PUBLIC)).toEqual([]);
    expect(await search('Jesuit', PUBLIC)).toEqual([]);
    const named = await searchAthletes(db.knex, { q: 'Jonathan Zebrowski' }, VERIFIED, NOW);
    expect(named.athletes[0]).toMatchObject({
      id: zebrowski.id,
      displayName: 'Jonathan Zebrowski',
      school: 'Jesuit High School',
    });
    const anyone = await searchAthletes(db.knex, { q: 'Jonathan' }, PUBLIC, NOW);
    expect(anyone.athletes.find((a) => a.id === zebrowski.id)).toMatchObject({
      displayName: 'Jonathan Z.',
      school: null,
    });
    // Words narrow: each must match.
    expect(await search('Jonathan Jesuit', VERIFIED)).toEqual(
      ids(visible.filter((f) => f.first === 'Jonathan' && f.school === 'Jesuit High School')),
    );
    expect(await search('removed', STAFF)).toEqual([]);
  });

  it('never shows an erased athlete, nor one under 13 without a verified consent', async () => {
    expect(hidden.length).toBeGreaterThan(2);
    const everyone = ids((await allPages({}, STAFF, 50)).cards);
    for (const f of hidden) {
      expect(everyone).not.toContain(f.id);
      expect(await findAthlete(db.knex, f.id, STAFF, NOW)).toBeUndefined();
      if (!f.erased)
        expect(ids((await allPages({ q: `${f.first} ${f.last}` }, STAFF, 50)).cards)).not.toContain(
          f.id,
        );
    }
    // Not counted in anyone's cohort either: the brute force leaves them out, and agrees.
    const erasedOne = FACTS.find((f) => f.erased) as Fact;
    expect(await ownAthlete(db.knex, erasedOne.id, null)).toMatchObject({
      profile: { firstName: 'removed', lastName: 'removed', birthDate: null, school: null },
    });
  });

  it('shows one athlete as the viewer may see them, self-reported values apart', async () => {
    const f = FACTS.find((f) => listed(f) && f.values.some((v) => v.status === 'self_reported'));
    if (!f) throw new Error('no athlete with a self-reported value');
    for (const viewer of [PUBLIC, VERIFIED, STAFF]) {
      const found = await findAthlete(db.knex, f.id, viewer, NOW);
      expect(found).toMatchObject({
        ...expectedCard(f, viewer),
        city: viewer.sees === 'staff' ? 'New Orleans' : null,
        heightInches: 70,
        // When a child is free: verified coaches and staff only.
        ...(viewer.sees === 'public'
          ? { availability: null, timeZone: null }
          : { availability: [], timeZone: 'America/Chicago' }),
      });
      expect(ids(found?.selfReported ?? [])).toEqual(
        ids(f.values.filter((v) => v.status === 'self_reported')),
      );
      expect(found?.selfReported.every((m) => m.status === 'self_reported')).toBe(true);
    }
    const history = await metricHistory(db.knex, f.id, { includeRejected: true });
    expect(ids(history)).toEqual(ids(f.values));
    const shown = await metricHistory(db.knex, f.id, { includeRejected: false });
    expect(ids(shown)).toEqual(ids(f.values.filter((v) => v.status !== 'rejected')));

    const own = await ownAthlete(db.knex, f.id, null);
    expect(own).toMatchObject({ id: f.id, ownAccount: true, familyName: null });
    expect(own.profile).toMatchObject({ firstName: f.first, lastName: f.last });
    expect(own.completeness.missing).toEqual(
      expect.arrayContaining(['A highlight video', 'An achievement', 'Availability']),
    );
    expect(ids(own.metrics)).toEqual(ids(f.values));
    const none = await ownAthlete(db.knex, randomUUID(), { name: 'Remy', birthDate: '2014-02-03' });
    expect(none).toMatchObject({
      profile: null,
      familyName: 'Remy',
      familyBirthDate: '2014-02-03',
      completeness: { percent: 0 },
      metrics: [],
    });
  });

  it('lists watches, alerts, preferences, counters, and the alerts a verified value meets', async () => {
    const coachId = randomUUID();
    const visible = FACTS.filter(listed);
    const [a, b] = visible as [Fact, Fact];
    const tooYoung = FACTS[1] as Fact;
    const before = await counters(db.knex, NOW);
    const matching = alertCreated(coachId, 0, {
      metricType: 'exit_velocity',
      operator: '>=',
      targetValue: 80,
      position: a.positions[0],
      graduationYear: a.graduationYear,
      location: a.state,
    });
    const elsewhere = alertCreated(coachId, 1, {
      location: a.state === 'LA' ? 'TX' : 'LA',
      createdAt: '2026-05-02T00:00:00.000Z',
    });
    await applyAll(db.knex, [
      watched(coachId, a.id),
      watched(coachId, b.id, 0),
      watched(coachId, tooYoung.id),
      matching,
      elsewhere,
    ]);
    const list = await watchlistOf(db.knex, coachId, VERIFIED, NOW);
    expect(ids(list.map((w) => w.athlete))).toEqual(ids([a, b]));
    expect(await findWatch(db.knex, coachId, a.id, VERIFIED, NOW)).toMatchObject({
      athlete: expectedCard(a, VERIFIED),
      priority: 'medium',
      stage: 'identified',
    });
    expect(await findWatch(db.knex, coachId, tooYoung.id, VERIFIED, NOW)).toBeUndefined();
    // The child under 13 without consent is on a watchlist (watched before consent was
    // withdrawn) but not counted: the public counter would tell that they exist.
    expect(await counters(db.knex, NOW)).toEqual({
      activeAlerts: before.activeAlerts + 2,
      liveMatchups: 0,
      athletesTracked: before.athletesTracked + 2,
    });
    expect((await alertsOf(db.knex, coachId)).map((x) => x.id)).toEqual([
      (matching.data as { alertId: string }).alertId,
      (elsewhere.data as { alertId: string }).alertId,
    ]);
    expect(await activeAlertCount(db.knex, coachId)).toBe(2);
    expect(await preferencesOf(db.knex, coachId)).toEqual({
      positions: [],
      graduationYears: [],
      states: [],
      metricTypes: [],
    });

    const value = await metricRecorded(db.knex, a.id, { metricType: 'exit_velocity', value: 95 });
    const metricId = (value.data as { metricId: string }).metricId;
    await applyAll(db.knex, [value]);
    const recorded = await findMetric(db.knex, metricId);
    if (!recorded) throw new Error('not projected');
    const dueFor = async (id: string) =>
      (await dueMatches(db.knex, NOW)).filter((x) => x.metric_id === id && x.coach_id === coachId);
    expect(await dueFor(metricId)).toEqual([]);
    await applyAll(db.knex, [
      await metricVerified(db.knex, a.id, metricId, { verifiedAt: '2026-06-01T11:00:00.000Z' }),
    ]);
    const verified = await findMetric(db.knex, metricId);
    if (!verified) throw new Error('not projected');
    expect((await dueFor(metricId)).map((x) => x.alert_id)).toEqual([
      (matching.data as { alertId: string }).alertId,
    ]);
  });

  it('gives staff their lists: values with the queue first, athletes, alerts with the coach’s name', async () => {
    const metrics = await listAdminMetrics(db.knex, { range: '[0,9]' });
    expect(metrics.rows).toHaveLength(10);
    expect(metrics.rows[0]?.status).toBe('self_reported');
    const erasedOne = FACTS.find((f) => f.erased && f.values.length > 0) as Fact;
    const ofErased = await listAdminMetrics(db.knex, {
      filter: JSON.stringify({ athleteId: erasedOne.id }),
    });
    expect(ofErased.total).toBe(erasedOne.values.length);
    expect(ofErased.rows.every((m) => m.athleteErased && m.athleteName === 'removed')).toBe(true);
    const verifiedOnly = await listAdminMetrics(db.knex, {
      filter: JSON.stringify({ status: 'verified' }),
      sort: JSON.stringify(['value', 'DESC']),
    });
    const [verifiedCount] = await db
      .knex('matchup_metrics')
      .where({ status: 'verified' })
      .count<{ n: string }[]>({ n: '*' });
    expect(verifiedOnly.total).toBe(Number(verifiedCount?.n));
    expect(verifiedOnly.rows.map((m) => m.value)).toEqual(
      verifiedOnly.rows.map((m) => m.value).sort((x, y) => y - x),
    );
    await expect(
      listAdminMetrics(db.knex, { filter: JSON.stringify({ status: 'maybe' }) }),
    ).rejects.toThrow();

    const zebrowski = FACTS[2] as Fact;
    const athletes = await listAdminAthletes(
      db.knex,
      { filter: JSON.stringify({ q: 'zebrow' }) },
      NOW,
    );
    expect(athletes.rows).toEqual([
      expect.objectContaining({
        id: zebrowski.id,
        firstName: 'Jonathan',
        lastName: 'Zebrowski',
        birthDate: '2011-02-03',
        ageGroup: '13-15',
        city: 'New Orleans',
        verifiedMetrics: zebrowski.values.filter((v) => v.status === 'verified').length,
        pendingMetrics: zebrowski.values.filter((v) => v.status === 'self_reported').length,
      }),
    ]);
    const all = await listAdminAthletes(db.knex, { range: '[0,99]' }, NOW);
    expect(all.total).toBe(FACTS.length);

    const coachId = randomUUID();
    await db.knex('users').insert({
      id: coachId,
      username: 'coach_lee',
      username_lower: 'coach_lee',
      role: 'coach',
      password_hash: 'x',
      created_at: NOW,
      updated_at: NOW,
    });
    await applyAll(db.knex, [alertCreated(coachId, 0)]);
    const alerts = await listAdminAlerts(db.knex, {
      filter: JSON.stringify({ coachId, isActive: true }),
    });
    expect(alerts.rows).toEqual([
      expect.objectContaining({ coachId, coachName: 'coach_lee', metricType: 'exit_velocity' }),
    ]);
  });
});

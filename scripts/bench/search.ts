import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import pg from 'pg';
import { migrateReadModels } from '../../projections/src';
import { createKnex } from '../../services/src/core/database';
import { prng } from '../../services/src/core/seeded-random';
import { REMOVED } from '../../services/src/families/constants';
import {
  isBetter,
  METRIC_TYPES,
  type MetricTypeKey,
  type Position,
} from '../../services/src/matchups/constants';
import {
  CITIES,
  METRIC_CURVES,
  POSITION_WEIGHTS,
  STATE_ZONES,
} from '../../services/src/matchups/demo-data';
import { searchAthletes, type Viewer } from '../../services/src/matchups/queries';
import type { SearchQuery } from '../../services/src/matchups/schemas';
import { backendPids, childInput, percentile, treeCpuSeconds } from './lib';

/**
 * Athlete search (Matchups, issue 38), one phase per process:
 *   fill: migrates the read side of a scratch database (`migrateReadModels`, as the runner does)
 *         and bulk-inserts invented athletes, their metric values and the bests those values
 *         give straight into the read tables, then ANALYZE. It measures the query, not the
 *         projector: no events are appended.
 *   time: `searchAthletes` (services/src/matchups/queries.ts), called as the route calls it, for
 *         a seeded mix of searches, one at a time after a warm-up; then EXPLAIN (ANALYZE,
 *         BUFFERS) of every statement one call of each kind runs.
 * Input: { phase, url, athletes?, metrics?, calls?, warmUp? }.
 */
type Input = {
  phase: 'fill' | 'time';
  url: string;
  athletes?: number;
  metrics?: number;
  calls?: number;
  warmUp?: number;
  seed?: number;
};
const input = childInput<Input>();
const ATHLETES = input.athletes ?? 10_000;
const METRICS = input.metrics ?? 200_000;
const SEED = input.seed ?? 38;
/** The day searches are made on; birth dates and graduation years are invented around it. */
const NOW = new Date('2026-06-01T12:00:00.000Z');
const YEAR = NOW.getUTCFullYear();

// ── The invented population ─────────────────────────────────────────────────

/** Common first names, most common first (picked along a Zipf curve). */
const FIRST_NAMES = (
  'Jackson Liam Noah Mason Elijah James Carter Landon Brayden Hunter Jonathan Caleb ' +
  'Tyler Ethan Aiden Jayden Logan Cameron Gavin Jacob Michael William Christopher Jonah ' +
  'Isaiah Andrew Joshua Ryan Dylan Austin Chase Brody Bryce Cole Connor Hayden Jaxon ' +
  'Easton Grayson Hudson Owen Luke Wyatt Colton Jordan Jace Kaden Parker Reid Tristan ' +
  'Blake Bennett Cooper Dominic Eli Gage Garrett Jonas Jude Kyle Lane Marcus Nathan ' +
  'Peyton Preston Riley Ronan Sawyer Trey Trent Walker Xavier Zane Andre Darius Evan ' +
  'Luis Mateo Remy Beau Cade Drew Emmett Grant Jalen Jon Kendall Malik Nolan Omar Pierce ' +
  'Quinn Rhett Silas Tate Ty Wade Ayden Bo Camden Davis Emilio Gabriel Hayes Ivan ' +
  'Jonathon Kobe Lucas Miles Nico Oliver Paxton Roman Santiago Tucker Vincent Wesley ' +
  'Zachary Adrian Brooks Colby Deacon Elliot Finn Graham Jett Knox Levi Maddox Nash ' +
  'Orlando Reed Sterling Theo Uriah Victor Weston Yusuf Zeke Amari Bryson Corbin Damon ' +
  'Ezra Fisher Harrison Jonny Kash Lawson Micah'
).split(' ');
/** Invented surnames, Louisiana-sounding, from a first and a last part (900 of them). */
const SURNAME_HEADS = (
  'Bou Thi Fon Lan Bro Gui Heb Ar Ber Cor Dai Fal Gau La Mar Ric Sav Tal Vid Mou Pel Ros ' +
  'Sim Tou Vin Aub Bab Cha Dup Esc'
).split(' ');
const SURNAME_TAILS = (
  'reaux deaux ry ssard dry ert enot ceneaux geron mier gle con thier nde chand hard oie ' +
  'lier quet ton ier lard bin pont ille naud vert rand eaux bert'
).split(' ');
/** About 200 invented schools (a few Jesuit ones, which the misspelt search looks for). */
const SCHOOL_PLACES = (
  'Bayou Lantern, Cattail Bend, Crescent Levee, Driftwood Parish, Egret Landing, ' +
  'Gulf Breeze, Heronwood, Magnolia Crossing, Pecan Hollow, Saltmarsh, Sugar Reed, ' +
  'Tupelo Point, Cypress Grove, Live Oak, Pelican Bay, Delta Ridge, Riverbend, ' +
  'Spanish Moss, Marsh Harbor, Bluewater, Red Stick, Chenier Plain, Bogue Falaya, ' +
  'Tchefuncte, Atchafalaya, Honey Island, Pontchartrain, Vermilion, Teche, Acadia, ' +
  'Evangeline, St. Landry, St. Tammany, Ouachita, Natchitoches, Sabine, Calcasieu, ' +
  'Lafourche, Terrebonne, Plaquemines'
).split(', ');
const SCHOOL_KINDS = [
  'High School',
  'Academy',
  'Prep',
  'Christian Academy',
  'Catholic High School',
];
const SCHOOLS = [
  ...SCHOOL_PLACES.flatMap((place) => SCHOOL_KINDS.map((kind) => `${place} ${kind}`)),
  'Jesuit High School',
  'Strake Jesuit College Prep',
  'Bayou Jesuit Academy',
];

const iso = (day: Date) => day.toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

type Athlete = {
  athlete_id: string;
  own_account: boolean;
  first_name: string;
  last_name: string;
  birth_date: string | null;
  school: string | null;
  city: string | null;
  state: string;
  positions: string[];
  graduation_year: number;
  height_inches: number;
  weight_lbs: number;
  time_zone: string;
  consent_verified: boolean;
  erased: boolean;
  search_text: string;
  version: number;
  created_at: string;
  updated_at: string;
};
type Metric = {
  metric_id: string;
  athlete_id: string;
  metric_type: MetricTypeKey;
  value: number;
  unit: string;
  status: 'self_reported' | 'verified' | 'rejected';
  recorded_by: string;
  measured_on: string;
  recorded_at: string;
  decided_by: string | null;
  decided_by_role: 'staff' | 'coach' | null;
  decided_at: string | null;
  rejection_reason: string | null;
  version: number;
};

/** The population, the same for a seed on every machine. */
function invent(athletes: number, metrics: number, seed: number) {
  const r = prng(seed);
  // Zipf-like: the n-th name about 1/(n+8) as often.
  const zipf = (list: readonly string[]) =>
    r.weighted(list.map((name, n) => [name, 1 / (n + 8)] as [string, number]));
  const positionOf = () => r.weighted(POSITION_WEIGHTS) as Position;
  const stateOf = () => {
    const state = r.weighted(STATE_ZONES.map((z) => [z.state, z.weight]));
    return STATE_ZONES.find((z) => z.state === state) as (typeof STATE_ZONES)[number];
  };
  // Schools: some far bigger than others.
  const schoolOf = () => (r.next() < 0.05 ? null : zipf(SCHOOLS));
  const people: Athlete[] = [];
  for (let i = 0; i < athletes; i++) {
    const under13 = r.next() < 0.05;
    const age = under13 ? r.int(10, 12) : r.int(13, 18);
    const born = new Date(NOW.getTime() - (age * 365.25 + r.int(1, 364)) * DAY_MS);
    const first = zipf(FIRST_NAMES);
    const last = `${r.pick(SURNAME_HEADS)}${r.pick(SURNAME_TAILS)}`;
    const school = schoolOf();
    const primary = positionOf();
    const second = r.next() < 0.45 ? positionOf() : undefined;
    const zone = stateOf();
    const erased = r.next() < 0.005;
    const created = new Date(NOW.getTime() - r.int(1, 700) * DAY_MS).toISOString();
    const grown = Math.min(1, Math.max(0, (age - 10) / 8));
    people.push({
      athlete_id: randomUUID(),
      own_account: age >= 13 && r.next() < 0.2,
      first_name: erased ? REMOVED : first,
      last_name: erased ? REMOVED : last,
      birth_date: erased ? null : iso(born),
      school: erased ? null : school,
      city: erased ? null : r.pick(CITIES),
      state: zone.state,
      positions: second && second !== primary ? [primary, second] : [primary],
      // 18 this spring: the class of this year; 13: five years on; the youngest 2033.
      graduation_year: Math.min(YEAR + 7, YEAR + (18 - age)),
      height_inches: Math.round(52 + grown * 20 + r.int(-3, 3)),
      weight_lbs: Math.round(70 + grown * 110 + r.int(-15, 15)),
      time_zone: zone.timeZone,
      // Half of those under 13 have a guardian's verified consent.
      consent_verified: under13 && r.next() < 0.5,
      erased,
      search_text: erased ? '' : `${first} ${last} ${school ?? ''}`.toLowerCase().trim(),
      version: 1,
      created_at: created,
      updated_at: created,
    });
  }

  // Values: some athletes record many, some few (weights 0.2-1.8), 200,000 in all; pitchers'
  // and catchers' own metrics mostly theirs.
  const weights = people.map(() => 0.2 + 1.6 * r.next());
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((w / sum) * metrics));
  let missing = metrics - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; missing > 0; i = (i + 1) % counts.length, missing--)
    counts[i] = (counts[i] ?? 0) + 1;
  const values: Metric[] = [];
  const staff = Array.from({ length: 12 }, () => randomUUID());
  people.forEach((a, i) => {
    const pitcher = a.positions.some((p) => ['P', 'RHP', 'LHP'].includes(p));
    const catcher = a.positions.includes('C');
    const types: [string, number][] = [
      ['exit_velocity', 4],
      ['sixty_yard_dash', 4],
      ['home_to_first', 2],
      ['vertical_jump', 1],
      ['gpa', 1.5],
      ['fastball_velocity', pitcher ? 5 : 0.4],
      ['spin_rate', pitcher ? 3 : 0.1],
      ['pop_time', catcher ? 4 : 0.1],
    ];
    const age = a.birth_date
      ? (NOW.getTime() - new Date(a.birth_date).getTime()) / (365.25 * DAY_MS)
      : 15;
    const t = Math.min(1, Math.max(0, (age - 10) / 8));
    for (let k = 0; k < (counts[i] ?? 0); k++) {
      const key = r.weighted(types) as MetricTypeKey;
      const def = METRIC_TYPES.find((m) => m.key === key) as (typeof METRIC_TYPES)[number];
      const curve = METRIC_CURVES[key];
      const lo = curve.at10[0] + (curve.at18[0] - curve.at10[0]) * t;
      const hi = curve.at10[1] + (curve.at18[1] - curve.at10[1]) * t;
      // Around the typical range, a little beyond it either way.
      const raw = lo + (hi - lo) * (r.next() * 1.3 - 0.15);
      const scale = 10 ** def.decimals;
      const value = Math.min(def.max, Math.max(def.min, Math.round(raw * scale) / scale));
      const recorded = NOW.getTime() - r.int(1, 700) * DAY_MS;
      const roll = r.next();
      const status = roll < 0.7 ? 'verified' : roll < 0.75 ? 'rejected' : 'self_reported';
      const decided = status === 'self_reported' ? null : recorded + r.int(1, 20) * DAY_MS;
      values.push({
        metric_id: randomUUID(),
        athlete_id: a.athlete_id,
        metric_type: key,
        value,
        unit: def.unit,
        status,
        recorded_by: a.athlete_id,
        measured_on: iso(new Date(recorded - r.int(0, 10) * DAY_MS)),
        recorded_at: new Date(recorded).toISOString(),
        decided_by: decided === null ? null : r.pick(staff),
        decided_by_role: decided === null ? null : r.next() < 0.6 ? 'staff' : 'coach',
        decided_at: decided === null ? null : new Date(decided).toISOString(),
        rejection_reason: status === 'rejected' ? 'The video does not show the measurement' : null,
        version: status === 'self_reported' ? 1 : 2,
      });
    }
  });

  // Bests as the projector keeps them: the best verified value per athlete and metric type by
  // its direction, the earlier decided on a tie; none for the erased.
  const byId = new Map(people.map((a) => [a.athlete_id, a]));
  const best = new Map<string, Metric>();
  for (const m of values) {
    if (m.status !== 'verified' || byId.get(m.athlete_id)?.erased) continue;
    const key = `${m.athlete_id} ${m.metric_type}`;
    const held = best.get(key);
    const direction = METRIC_TYPES.find((d) => d.key === m.metric_type)?.direction ?? 'higher';
    if (
      !held ||
      isBetter(direction, m.value, held.value) ||
      (m.value === held.value &&
        ((m.decided_at as string) < (held.decided_at as string) ||
          (m.decided_at === held.decided_at && m.metric_id < held.metric_id)))
    )
      best.set(key, m);
  }
  const bests = [...best.values()].map((m) => {
    const a = byId.get(m.athlete_id) as Athlete;
    return {
      athlete_id: m.athlete_id,
      metric_type: m.metric_type,
      value: m.value,
      metric_id: m.metric_id,
      graduation_year: a.graduation_year,
      position: a.positions[0] as string,
      verified_at: m.decided_at as string,
    };
  });
  return { people, values, bests };
}

async function insertAll(knex: Knex, table: string, rows: readonly object[]): Promise<void> {
  // Under PostgreSQL's 65,535 bindings a statement.
  const width = Object.keys(rows[0] ?? {}).length || 1;
  const chunk = Math.floor(60_000 / width);
  for (let i = 0; i < rows.length; i += chunk) await knex(table).insert(rows.slice(i, i + chunk));
}

async function fill(): Promise<unknown> {
  const knex = createKnex(input.url, 2);
  try {
    await migrateReadModels(knex);
    const started = performance.now();
    const { people, values, bests } = invent(ATHLETES, METRICS, SEED);
    await knex.transaction(async (trx) => {
      await insertAll(trx, 'matchup_athletes', people);
      await insertAll(trx, 'matchup_metrics', values);
      await insertAll(trx, 'matchup_bests', bests);
    });
    await knex.raw('vacuum analyze matchup_athletes, matchup_metrics, matchup_bests');
    const shape = await knex.raw<{ rows: Record<string, string>[] }>(
      `
      select
        (select count(*) from matchup_athletes) as athletes,
        (select count(*) from matchup_athletes where erased) as erased,
        (select count(*) from matchup_athletes where birth_date::date > ?::date - interval '13 years'
          and consent_verified) as under13_consented,
        (select count(*) from matchup_athletes where birth_date::date > ?::date - interval '13 years'
          and not consent_verified) as under13_unconsented,
        (select count(*) from matchup_athletes where state = 'LA') as in_la,
        (select count(distinct school) from matchup_athletes) as schools,
        (select count(*) from matchup_metrics) as metrics,
        (select count(*) from matchup_metrics where status = 'verified') as verified,
        (select count(*) from matchup_bests) as bests,
        (select pg_total_relation_size('matchup_athletes')) as athletes_bytes,
        (select pg_total_relation_size('matchup_metrics')) as metrics_bytes,
        (select pg_total_relation_size('matchup_bests')) as bests_bytes`,
      [iso(NOW), iso(NOW)],
    );
    const row = shape.rows[0] ?? {};
    return {
      ms: performance.now() - started,
      shape: Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])),
    };
  } finally {
    await knex.destroy();
  }
}

// ── The searches ────────────────────────────────────────────────────────────

type Kind = {
  kind: string;
  query: (pick: () => Athlete) => SearchQuery;
};

/** What coaches and scouts search for, each kind as often as the others. */
const KINDS: Kind[] = [
  { kind: 'q first-name prefix "Jon"', query: () => ({ q: 'Jon' }) },
  { kind: 'q misspelt school "Jesut"', query: () => ({ q: 'Jesut' }) },
  {
    kind: 'q full name',
    query: (pick) => {
      const a = pick();
      return { q: `${a.first_name} ${a.last_name}` };
    },
  },
  { kind: 'position + graduationYear', query: () => ({ position: 'SS', graduationYear: 2028 }) },
  { kind: 'state', query: () => ({ state: 'MS' }) },
  {
    kind: 'threshold exit_velocity>=85',
    query: () => ({ threshold: [{ metricType: 'exit_velocity', operator: '>=', value: 85 }] }),
  },
  {
    kind: 'two thresholds (+ sixty_yard_dash<=7.0)',
    query: () => ({
      threshold: [
        { metricType: 'exit_velocity', operator: '>=', value: 85 },
        { metricType: 'sixty_yard_dash', operator: '<=', value: 7.0 },
      ],
    }),
  },
  { kind: 'no filter, page 1', query: () => ({ page: 1 }) },
  { kind: 'state LA, page 5', query: () => ({ state: 'LA', page: 5 }) },
  {
    kind: 'q "Jon" + position + threshold, page 2',
    query: () => ({
      q: 'Jon',
      position: 'RHP',
      threshold: [{ metricType: 'fastball_velocity', operator: '>=', value: 80 }],
      page: 2,
    }),
  },
];
const VIEWERS: Record<'verified' | 'public', Viewer> = {
  verified: { userId: randomUUID(), sees: 'verified' },
  public: { userId: randomUUID(), sees: 'public' },
};

/** `min`: the fastest call, near what the kind costs on a machine with nothing else running. */
type Summary = { calls: number; min: number; p50: number; p95: number; p99: number; max: number };
const summary = (ms: number[]): Summary => ({
  calls: ms.length,
  min: Math.min(...ms),
  p50: percentile(ms, 50),
  p95: percentile(ms, 95),
  p99: percentile(ms, 99),
  max: Math.max(...ms),
});

async function time(): Promise<unknown> {
  // A pool as the API's (createKnex's default), calls one at a time.
  const knex = createKnex(input.url);
  try {
    const people = (await knex('matchup_athletes')
      .where({ erased: false })
      .whereRaw(`birth_date::date <= ?::date - interval '13 years'`, [iso(NOW)])
      .select('first_name', 'last_name')) as Athlete[];
    const r = prng(SEED + 1);
    const pick = () => r.pick(people);
    const plan: { kind: string; viewer: 'verified' | 'public'; query: SearchQuery }[] = [];
    const calls = input.calls ?? 400;
    for (let n = 0; n < calls; n++) {
      const kind = KINDS[n % KINDS.length] as Kind;
      const viewer = Math.floor(n / KINDS.length) % 2 === 0 ? 'verified' : 'public';
      plan.push({ kind: kind.kind, viewer, query: kind.query(pick) });
    }
    // Shuffled (seeded), so no kind always follows another.
    for (let i = plan.length - 1; i > 0; i--) {
      const j = r.int(0, i);
      [plan[i], plan[j]] = [plan[j] as (typeof plan)[number], plan[i] as (typeof plan)[number]];
    }
    const warmUp = input.warmUp ?? 60;
    for (let n = 0; n < warmUp; n++) {
      const p = plan[n % plan.length] as (typeof plan)[number];
      await searchAthletes(knex, p.query, VIEWERS[p.viewer], NOW);
    }
    // CPU of the calls (this process, and the database's backends serving it): a figure a busy
    // machine moves less than the times, which include waiting for a core.
    const pgCpuBefore = new Map(
      (await backendPids(input.url)).map((pid) => [pid, treeCpuSeconds(pid)] as const),
    );
    const nodeCpuBefore = process.cpuUsage();
    const all: number[] = [];
    const byKind = new Map<string, number[]>();
    const byViewer = new Map<string, number[]>();
    const totals = new Map<string, number[]>();
    for (const p of plan) {
      const t0 = performance.now();
      const answer = await searchAthletes(knex, p.query, VIEWERS[p.viewer], NOW);
      const ms = performance.now() - t0;
      all.push(ms);
      for (const [map, key] of [
        [byKind, p.kind],
        [byViewer, p.viewer],
      ] as const)
        map.set(key, [...(map.get(key) ?? []), ms]);
      const totalKey = `${p.kind} (${p.viewer})`;
      totals.set(totalKey, [...(totals.get(totalKey) ?? []), answer.total]);
    }
    const nodeCpu = process.cpuUsage(nodeCpuBefore);
    // Backends opened during the calls count whole (one that closed would be missed).
    let pgSeconds = 0;
    for (const pid of await backendPids(input.url))
      pgSeconds += treeCpuSeconds(pid) - (pgCpuBefore.get(pid) ?? 0);
    const cpuMsPerCall = {
      node: (nodeCpu.user + nodeCpu.system) / 1000 / plan.length,
      postgres: (pgSeconds * 1000) / plan.length,
    };
    const kinds = Object.fromEntries([...byKind].map(([kind, ms]) => [kind, summary(ms)] as const));
    const viewers = Object.fromEntries([...byViewer].map(([v, ms]) => [v, summary(ms)] as const));
    // Matches per kind and viewer (the median answer's total): the data's shape as searched.
    const matches = Object.fromEntries(
      [...totals].map(([k, t]) => [k, percentile(t, 50)] as const),
    );

    // The plans: every statement one call of each kind runs, as the verified viewer (who
    // searches names and schools) and, for the word searches, the public one (first names).
    const plans: Record<string, string[]> = {};
    const explained = [
      ...KINDS.map((k) => ({ kind: k, viewer: 'verified' as const })),
      ...KINDS.filter((k) => k.kind.startsWith('q ')).map((k) => ({
        kind: k,
        viewer: 'public' as const,
      })),
    ];
    for (const { kind, viewer } of explained) {
      const statements: { sql: string; bindings: readonly unknown[] }[] = [];
      const listen = (q: { sql: string; bindings?: readonly unknown[] }) => {
        if (!q.sql.includes('set_config'))
          statements.push({ sql: q.sql, bindings: q.bindings ?? [] });
      };
      knex.on('query', listen);
      await searchAthletes(knex, kind.query(pick), VIEWERS[viewer], NOW);
      knex.off('query', listen);
      const lines: string[] = [];
      // Through a client of its own: the statements as knex sent them, with their bindings.
      const client = new pg.Client({ connectionString: input.url });
      await client.connect();
      try {
        await client.query('begin');
        await client.query(`select set_config('pg_trgm.word_similarity_threshold', '0.5', true)`);
        for (const s of statements) {
          if (/^(begin|commit|rollback)/i.test(s.sql.trim())) continue;
          const { rows } = await client.query<{ 'QUERY PLAN': string }>(
            `explain (analyze, buffers) ${s.sql}`,
            s.bindings as unknown[],
          );
          lines.push(`-- ${s.sql.replace(/\s+/g, ' ').slice(0, 200)}`);
          lines.push(...rows.map((row) => row['QUERY PLAN']));
        }
        await client.query('rollback');
      } finally {
        await client.end();
      }
      plans[`${kind.kind} (${viewer})`] = lines;
    }
    return { overall: summary(all), cpuMsPerCall, kinds, viewers, matches, plans };
  } finally {
    await knex.destroy();
  }
}

const phases = { fill, time };
console.log(JSON.stringify(await phases[input.phase]()));

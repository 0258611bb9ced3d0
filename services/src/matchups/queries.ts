import type { Knex } from 'knex';
import { ValidationFailed } from '../core/errors';
import {
  containsPattern,
  fetchPage,
  idsFilter,
  type ListQuery,
  parseListQuery,
} from '../core/http/simple-rest';
import { ageOn } from '../families';
import { REMOVED } from '../families/constants';
import { normaliseVideoUrl } from '../videos/schemas';
import {
  type AlertOperator,
  ageGroupOf,
  CONSENT_AGE,
  type CompletenessPart,
  completenessOf,
  METRIC_STATUSES,
  METRIC_TYPES,
  metricTypeOf,
} from './constants';
import type { AlertRow, AthleteRow, MetricRow, PreferencesRow, WatchRow } from './rows';
import type {
  AdminAlert,
  AdminAthlete,
  AdminMetric,
  AlertAnswer,
  AthleteAnswer,
  AthleteCard,
  BestAnswer,
  CountersAnswer,
  MetricAnswer,
  OwnAthleteAnswer,
  PreferencesAnswer,
  SearchAnswer,
  SearchQuery,
  WatchAnswer,
} from './schemas';

/**
 * Matchups' reads, from the read tables (rows.ts) only. What a viewer sees of an athlete follows
 * PLATFORM.md §0: first name and last initial, age group, positions, state and metrics to
 * everyone; the full name and school to verified coaches and staff; the city to staff.
 */

/** Who is looking: a verified coach ('verified'), staff ('staff'), or anyone else ('public'). */
export type Viewer = { userId: string | null; sees: 'public' | 'verified' | 'staff' };

const DEFAULT_PAGE = 1;
const DEFAULT_LIMIT = 20;
/** At most this many words of a search are matched (each must match). */
const MAX_TERMS = 8;
/**
 * How alike a word must be to a stretch of the text (pg_trgm's word_similarity; its own default
 * is 0.6): at 0.5 one wrong letter inside a long word still matches ("Zebrovski" finds
 * "Zebrowski", 0.54), and a word's first two letters find the words they begin.
 */
const WORD_SIMILARITY = 0.5;

/** The metric types where a lower value is better (their best is the least). */
const LOWER_IS_BETTER = METRIC_TYPES.filter((m) => m.direction === 'lower').map((m) => m.key);

const OPERATOR_SQL: Record<AlertOperator, string> = { '>': '>', '>=': '>=', '<': '<', '<=': '<=' };

/** `now`'s day (UTC), YYYY-MM-DD: the day ages are counted on. */
const dayOf = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * The listing rule, as SQL on the athletes' alias: not erased, and 13 or older on `now`, or a
 * guardian's verified consent on record. Thirteen or older is a birth date on or before the same
 * day 13 years back, compared as YYYY-MM-DD text (no date arithmetic per row: a 29 February
 * cutoff still orders right).
 */
export function visibleSql(now: Date, alias = 'a'): { sql: string; bindings: string[] } {
  const [year, monthDay] = [Number(dayOf(now).slice(0, 4)), dayOf(now).slice(4)];
  const cutoff = `${String(year - CONSENT_AGE).padStart(4, '0')}${monthDay}`;
  return {
    sql: `(not ${alias}.erased and (${alias}.consent_verified or ${alias}.birth_date <= ?))`,
    bindings: [cutoff],
  };
}

const iso = (at: Date | string): string => new Date(at).toISOString();

/** A highlight video with its provider's player, so the sites embed it (PLATFORM.md §0: videos). */
const withPlayer = (video: AthleteRow['videos'][number]) => ({
  ...video,
  link: normaliseVideoUrl(video.url) ?? null,
});
const isoOrNull = (at: Date | string | null): string | null => (at === null ? null : iso(at));

// ── Cards, with their bests' percentiles ────────────────────────────────────

type CohortRow = {
  athlete_id: string;
  metric_type: string;
  value: number;
  verified_at: Date;
  worse: string;
  cohort_size: string;
};

/**
 * The bests of these athletes, each with its cohort (visible athletes with a best of the same
 * metric type, graduation year and first position): how many of it are strictly worse, by the
 * metric's direction, and its size. One query for a whole page.
 */
async function bestsOf(
  knex: Knex,
  athleteIds: readonly string[],
  now: Date,
): Promise<Map<string, BestAnswer[]>> {
  const found = new Map<string, BestAnswer[]>();
  if (athleteIds.length === 0) return found;
  const visible = visibleSql(now, 'a');
  const { rows } = await knex.raw<{ rows: CohortRow[] }>(
    // Each cohort is read from the bests' index by its keys (the lateral's `offset 0` keeps it a
    // subquery the planner sizes per key: joined, it guessed 6 rows and scanned every best), and
    // numbered, so the window sorts by a number rather than three columns (docs/benchmarks.md).
    `with keys as (
       select row_number() over () as cohort, metric_type, graduation_year, position
       from (select distinct metric_type, graduation_year, position from matchup_bests
         where athlete_id = any(?::text[])) k),
     cohort as (
       select b.athlete_id, b.metric_type, b.value, b.verified_at,
         rank() over w - 1 as worse,
         count(*) over (partition by k.cohort) as cohort_size
       from keys k
       cross join lateral (select * from matchup_bests b where b.metric_type = k.metric_type
         and b.graduation_year = k.graduation_year and b.position = k.position offset 0) b
       join matchup_athletes a on a.athlete_id = b.athlete_id
       where ${visible.sql}
       window w as (partition by k.cohort
         order by case when b.metric_type = any(?::text[]) then -b.value else b.value end))
     select * from cohort where athlete_id = any(?::text[])`,
    [[...athleteIds], ...visible.bindings, LOWER_IS_BETTER, [...athleteIds]],
  );
  const order = (key: string) => METRIC_TYPES.findIndex((m) => m.key === key);
  rows.sort((a, b) => order(a.metric_type) - order(b.metric_type));
  for (const row of rows) {
    const size = Number(row.cohort_size);
    const best: BestAnswer = {
      metricType: row.metric_type as BestAnswer['metricType'],
      value: row.value,
      unit: metricTypeOf(row.metric_type)?.unit ?? '',
      verifiedAt: iso(row.verified_at),
      percentile: percentileOf(Number(row.worse), size),
      cohortSize: size,
    };
    found.set(row.athlete_id, [...(found.get(row.athlete_id) ?? []), best]);
  }
  return found;
}

/** Of a cohort of `size`, the share strictly worse than this one, as a whole percent; null alone. */
export const percentileOf = (worse: number, size: number): number | null =>
  size < 2 ? null : Math.round((100 * worse) / (size - 1));

/** "Jonathan B." to anyone; "Jonathan Boudreaux" to verified coaches and staff. */
const displayNameOf = (row: AthleteRow, viewer: Viewer): string =>
  viewer.sees === 'public'
    ? `${row.first_name} ${row.last_name.slice(0, 1)}.`
    : `${row.first_name} ${row.last_name}`;

function cardOf(row: AthleteRow, viewer: Viewer, now: Date, bests: BestAnswer[]): AthleteCard {
  return {
    id: row.athlete_id,
    displayName: displayNameOf(row, viewer),
    ageGroup: row.birth_date ? ageGroupOf(ageOn(row.birth_date, now)) : null,
    positions: row.positions as AthleteCard['positions'],
    graduationYear: row.graduation_year,
    state: row.state as AthleteCard['state'],
    school: viewer.sees === 'public' ? null : row.school,
    bests,
  };
}

export async function cardsOf(
  knex: Knex,
  rows: readonly AthleteRow[],
  viewer: Viewer,
  now: Date,
): Promise<AthleteCard[]> {
  const bests = await bestsOf(
    knex,
    rows.map((r) => r.athlete_id),
    now,
  );
  return rows.map((row) => cardOf(row, viewer, now, bests.get(row.athlete_id) ?? []));
}

/** A visible athlete's row, or undefined. */
export async function visibleAthlete(
  knex: Knex,
  athleteId: string,
  now: Date,
): Promise<AthleteRow | undefined> {
  const visible = visibleSql(now, 'a');
  return knex('matchup_athletes as a')
    .where('a.athlete_id', athleteId)
    .whereRaw(visible.sql, visible.bindings)
    .first<AthleteRow | undefined>('a.*');
}

// ── Search ──────────────────────────────────────────────────────────────────

/** A search's words, lower-cased; each must match. */
const termsOf = (q: string | undefined): string[] =>
  (q ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((t) => t !== '')
    .slice(0, MAX_TERMS);

/** A word as a full-text prefix (`jon:*`), its letters and digits only; undefined if none. */
const prefixTerm = (term: string): string | undefined => {
  const word = term.replace(/[^\p{L}\p{N}]/gu, '');
  return word === '' ? undefined : `${word}:*`;
};

/**
 * Athletes the viewer may see, by position, graduation year, state, metric thresholds (a best
 * verified value meeting each) and words. Verified coaches and staff search names and schools
 * (`search_text`): each word matches as a substring or by trigram word similarity, so "Jon" finds
 * "Jonathan" and "Jesut" finds "Jesuit High"; full-text prefix matches rank first. Anyone else
 * searches first names only: they see neither last names nor schools, so cannot search by them.
 * Ordered by relevance with words, else by graduation year and name.
 */
export async function searchAthletes(
  knex: Knex,
  query: SearchQuery,
  viewer: Viewer,
  now: Date,
): Promise<SearchAnswer> {
  const terms = termsOf(query.q);
  if (terms.length === 0) return search(knex, query, terms, viewer, now);
  // The threshold of `<%` (which the trigram indexes serve), for this search's transaction only.
  return knex.transaction(async (trx) => {
    await trx.raw(`select set_config('pg_trgm.word_similarity_threshold', ?, true)`, [
      String(WORD_SIMILARITY),
    ]);
    return search(trx, query, terms, viewer, now);
  });
}

async function search(
  knex: Knex,
  query: SearchQuery,
  terms: readonly string[],
  viewer: Viewer,
  now: Date,
): Promise<SearchAnswer> {
  const page = query.page ?? DEFAULT_PAGE;
  const limit = query.limit ?? DEFAULT_LIMIT;
  const visible = visibleSql(now, 'a');
  const base = knex('matchup_athletes as a').whereRaw(visible.sql, visible.bindings);
  if (query.position) base.whereRaw('? = any(a.positions)', [query.position]);
  if (query.graduationYear !== undefined) base.where('a.graduation_year', query.graduationYear);
  if (query.state) base.where('a.state', query.state);
  for (const t of query.threshold ?? [])
    base.whereExists((sub) =>
      sub
        .select(knex.raw('1'))
        .from('matchup_bests as b')
        .whereRaw('b.athlete_id = a.athlete_id')
        .where('b.metric_type', t.metricType)
        .whereRaw(`b.value ${OPERATOR_SQL[t.operator]} ?`, [t.value]),
    );
  const field = viewer.sees === 'public' ? 'lower(a.first_name)' : 'a.search_text';
  for (const term of terms)
    base.whereRaw(`(${field} like ? or ? <% ${field})`, [containsPattern(term), term]);

  const [counted] = await base.clone().count<{ total: string }[]>({ total: '*' });
  const selected = base.clone().select('a.*');
  if (terms.length > 0) {
    const prefixes = terms.map(prefixTerm).filter((t) => t !== undefined);
    const words = terms.join(' ');
    const fullText =
      prefixes.length === 0
        ? '0'
        : `case when to_tsvector('simple', ${field}) @@ to_tsquery('simple', ?) then 1 else 0 end`;
    selected.orderByRaw(`(word_similarity(?, ${field}) + ${fullText}) desc`, [
      words,
      ...(prefixes.length === 0 ? [] : [prefixes.join(' & ')]),
    ]);
  }
  selected
    .orderBy('a.graduation_year')
    .orderByRaw('lower(a.first_name) collate "C"')
    .orderByRaw(
      viewer.sees === 'public'
        ? 'lower(left(a.last_name, 1)) collate "C"'
        : 'lower(a.last_name) collate "C"',
    )
    .orderBy('a.athlete_id')
    .offset((page - 1) * limit)
    .limit(limit);
  const rows = (await selected) as AthleteRow[];
  return {
    athletes: await cardsOf(knex, rows, viewer, now),
    total: Number(counted?.total ?? 0),
    page,
    limit,
  };
}

// ── One athlete ─────────────────────────────────────────────────────────────

export function metricAnswerOf(row: MetricRow): MetricAnswer {
  return {
    id: row.metric_id,
    athleteId: row.athlete_id,
    metricType: row.metric_type as MetricAnswer['metricType'],
    value: row.value,
    unit: row.unit,
    status: row.status,
    measuredOn: row.measured_on,
    notes: row.notes,
    videoUrl: row.video_url,
    recordedAt: iso(row.recorded_at),
    recordedBy: row.recorded_by,
    decidedBy: row.decided_by,
    decidedByRole: row.decided_by_role,
    evidence: row.evidence as MetricAnswer['evidence'],
    rejectionReason: row.rejection_reason,
    decidedAt: isoOrNull(row.decided_at),
  };
}

/**
 * A value as this viewer may see it. Staff see everything; anyone else sees the number and its
 * provenance (self-reported, or verified by a coach or staff, on a video or at an event), not
 * which accounts recorded or decided it, the notes the family wrote ("where and how it was
 * measured"), nor the event's name, date and place: where and when a child plays is staff only
 * (PLATFORM.md §0). The athlete's own family reads its values through ownAthlete, whole.
 */
export function metricFor(viewer: Viewer, metric: MetricAnswer): MetricAnswer {
  if (viewer.sees === 'staff') return metric;
  const evidence =
    metric.evidence?.kind === 'event'
      ? { kind: 'event' as const, name: null, date: null, place: null }
      : metric.evidence;
  return { ...metric, recordedBy: null, decidedBy: null, notes: null, evidence };
}

export const findMetric = (knex: Knex, metricId: string): Promise<MetricRow | undefined> =>
  knex('matchup_metrics').where({ metric_id: metricId }).first<MetricRow | undefined>();

const metricRows = (knex: Knex, athleteId: string) =>
  knex('matchup_metrics')
    .where({ athlete_id: athleteId })
    .orderBy('recorded_at')
    .orderBy('metric_id');

/** The athlete's values, oldest first, with their provenance; rejected ones only when asked. */
export async function metricHistory(
  knex: Knex,
  athleteId: string,
  options: { includeRejected: boolean },
): Promise<MetricAnswer[]> {
  const query = metricRows(knex, athleteId);
  if (!options.includeRejected) query.whereNot('status', 'rejected');
  return ((await query) as MetricRow[]).map(metricAnswerOf);
}

const listsOf = (row: AthleteRow) => ({
  achievements: row.achievements,
  videos: row.videos.map(withPlayer),
  availability: row.availability as NonNullable<AthleteAnswer['availability']>,
});

/** An athlete as the viewer may see them; undefined when not listed (erased, or under 13 unconsented). */
export async function findAthlete(
  knex: Knex,
  athleteId: string,
  viewer: Viewer,
  now: Date,
): Promise<AthleteAnswer | undefined> {
  const row = await visibleAthlete(knex, athleteId, now);
  if (!row) return undefined;
  const [card] = await cardsOf(knex, [row], viewer, now);
  const selfReported = (
    (await metricRows(knex, athleteId).where({
      status: 'self_reported',
    })) as MetricRow[]
  ).map(metricAnswerOf);
  return {
    ...(card as AthleteCard),
    heightInches: row.height_inches,
    weightLbs: row.weight_lbs,
    city: viewer.sees === 'staff' ? row.city : null,
    selfReported: selfReported.map((metric) => metricFor(viewer, metric)),
    ...listsOf(row),
    ...(viewer.sees === 'public'
      ? { availability: null, timeZone: null }
      : { timeZone: row.time_zone }),
  };
}

/** The athlete's own profile, as the athlete or a linked parent edits it (every value included). */
export async function ownAthlete(
  knex: Knex,
  athleteId: string,
  /** The child profile in Family a parent acts for; null for the athlete's own account. */
  family: { name: string; birthDate: string | null } | null,
): Promise<OwnAthleteAnswer> {
  const row = await knex('matchup_athletes')
    .where({ athlete_id: athleteId })
    .first<AthleteRow | undefined>();
  const metrics = ((await metricRows(knex, athleteId)) as MetricRow[]).map(metricAnswerOf);
  const done = new Set<CompletenessPart>();
  if (row) {
    done.add('basics');
    if (row.positions.length > 0) done.add('positions');
    if (row.school) done.add('school');
    if (row.city && row.state) done.add('location');
    if (row.height_inches !== null && row.weight_lbs !== null) done.add('size');
    if (row.videos.length > 0) done.add('video');
    if (row.achievements.length > 0) done.add('achievement');
    if (row.availability.length > 0) done.add('availability');
  }
  if (metrics.length > 0) done.add('metric');
  if (metrics.some((m) => m.status === 'verified')) done.add('verified');
  return {
    id: athleteId,
    ownAccount: row?.own_account ?? family === null,
    profile: row
      ? {
          firstName: row.first_name,
          lastName: row.last_name,
          birthDate: row.birth_date,
          school: row.school,
          city: row.city,
          state: row.state as AthleteCard['state'],
          positions: row.positions as AthleteCard['positions'],
          graduationYear: row.graduation_year,
          heightInches: row.height_inches,
          weightLbs: row.weight_lbs,
          timeZone: row.time_zone,
        }
      : null,
    familyName: family?.name ?? null,
    familyBirthDate: family?.birthDate ?? null,
    completeness: completenessOf(done),
    metrics,
    achievements: row?.achievements ?? [],
    videos: (row?.videos ?? []).map(withPlayer),
    availability: (row?.availability ?? []) as NonNullable<AthleteAnswer['availability']>,
  };
}

// ── A coach's watchlist, alerts and preferences ─────────────────────────────

type WatchedRow = AthleteRow & {
  w_priority: WatchRow['priority'];
  w_notes: string | null;
  w_stage: string;
  w_stage_changed_at: Date;
  w_watched_at: Date;
};

async function watches(
  knex: Knex,
  coachId: string,
  viewer: Viewer,
  now: Date,
  athleteId?: string,
): Promise<WatchAnswer[]> {
  const visible = visibleSql(now, 'a');
  const query = knex('matchup_watches as w')
    .join('matchup_athletes as a', 'a.athlete_id', 'w.athlete_id')
    .where('w.coach_id', coachId)
    .whereRaw(visible.sql, visible.bindings)
    .select(
      'a.*',
      'w.priority as w_priority',
      'w.notes as w_notes',
      'w.stage as w_stage',
      'w.stage_changed_at as w_stage_changed_at',
      'w.watched_at as w_watched_at',
    )
    .orderBy('w.watched_at', 'desc')
    .orderBy('w.athlete_id');
  if (athleteId !== undefined) query.where('w.athlete_id', athleteId);
  const rows = (await query) as WatchedRow[];
  const cards = await cardsOf(knex, rows, viewer, now);
  return rows.map((row, i) => ({
    athlete: cards[i] as AthleteCard,
    priority: row.w_priority,
    notes: row.w_notes,
    stage: row.w_stage as WatchAnswer['stage'],
    stageChangedAt: iso(row.w_stage_changed_at),
    watchedAt: iso(row.w_watched_at),
  }));
}

/** The coach's watches of athletes still listed, newest first. */
export const watchlistOf = (
  knex: Knex,
  coachId: string,
  viewer: Viewer,
  now: Date,
): Promise<WatchAnswer[]> => watches(knex, coachId, viewer, now);

/** The coach's watch of one athlete, while the athlete is listed. */
export async function findWatch(
  knex: Knex,
  coachId: string,
  athleteId: string,
  viewer: Viewer,
  now: Date,
): Promise<WatchAnswer | undefined> {
  const [watch] = await watches(knex, coachId, viewer, now, athleteId);
  return watch;
}

const alertAnswerOf = (row: AlertRow): AlertAnswer => ({
  id: row.alert_id,
  metricType: row.metric_type as AlertAnswer['metricType'],
  operator: row.operator,
  targetValue: row.target_value,
  unit: row.unit,
  position: row.position as AlertAnswer['position'],
  graduationYear: row.graduation_year,
  location: row.location as AlertAnswer['location'],
  frequency: row.frequency,
  isActive: row.is_active,
  createdAt: iso(row.created_at),
});

/** The coach's alerts, oldest first. */
export async function alertsOf(knex: Knex, coachId: string): Promise<AlertAnswer[]> {
  const rows = (await knex('matchup_alerts')
    .where({ coach_id: coachId })
    .orderBy('created_at')
    .orderBy('alert_id')) as AlertRow[];
  return rows.map(alertAnswerOf);
}

export async function activeAlertCount(knex: Knex, coachId: string): Promise<number> {
  const [row] = await knex('matchup_alerts')
    .where({ coach_id: coachId, is_active: true })
    .count<{ n: string }[]>({ n: '*' });
  return Number(row?.n ?? 0);
}

/** The coach's discovery preferences; all empty until saved. */
export async function preferencesOf(knex: Knex, coachId: string): Promise<PreferencesAnswer> {
  const row = await knex('matchup_preferences')
    .where({ coach_id: coachId })
    .first<PreferencesRow | undefined>();
  return {
    positions: (row?.positions ?? []) as PreferencesAnswer['positions'],
    graduationYears: row?.graduation_years ?? [],
    states: (row?.states ?? []) as PreferencesAnswer['states'],
    metricTypes: (row?.metric_types ?? []) as PreferencesAnswer['metricTypes'],
  };
}

/**
 * /matchups' live counters: active alerts, and the distinct listed athletes on any watchlist (a
 * count that moved when a hidden child was watched would tell that they exist).
 */
export async function counters(knex: Knex, now: Date): Promise<CountersAnswer> {
  const visible = visibleSql(now, 'a');
  const { rows } = await knex.raw<{ rows: { alerts: string; tracked: string }[] }>(
    `select (select count(*) from matchup_alerts where is_active) as alerts,
       (select count(distinct w.athlete_id) from matchup_watches w
        join matchup_athletes a on a.athlete_id = w.athlete_id and ${visible.sql}) as tracked`,
    visible.bindings,
  );
  return {
    activeAlerts: Number(rows[0]?.alerts ?? 0),
    liveMatchups: 0,
    athletesTracked: Number(rows[0]?.tracked ?? 0),
  };
}

// ── Staff's lists (the back office, simple-rest) ────────────────────────────

const listOf = (filter: Record<string, unknown>, name: string): string[] | undefined => {
  const value = filter[name];
  if (value === undefined || value === null || value === '') return undefined;
  return (Array.isArray(value) ? value : [value]).map(String);
};

const oneOf = (
  filter: Record<string, unknown>,
  name: string,
  allowed: readonly string[],
): string[] | undefined => {
  const values = listOf(filter, name);
  if (values && !values.every((v) => allowed.includes(v)))
    throw new ValidationFailed({ filter: `${name} must be one of ${allowed.join(', ')}` });
  return values;
};

const boolOf = (filter: Record<string, unknown>, name: string): boolean | undefined => {
  const value = filter[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new ValidationFailed({ filter: `${name} must be true or false` });
};

const intOf = (filter: Record<string, unknown>, name: string): number | undefined => {
  const value = filter[name];
  if (value === undefined || value === null || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n))
    throw new ValidationFailed({ filter: `${name} must be a whole number` });
  return n;
};

type AdminMetricRow = MetricRow & {
  a_first_name: string | null;
  a_last_name: string | null;
  a_erased: boolean | null;
};

/** What staff may sort values by, and each one's column. */
export const ADMIN_METRIC_SORTABLE: Record<string, string> = {
  id: 'm.metric_id',
  athleteId: 'm.athlete_id',
  metricType: 'm.metric_type',
  value: 'm.value',
  status: 'm.status',
  measuredOn: 'm.measured_on',
  recordedAt: 'm.recorded_at',
  decidedAt: 'm.decided_at',
};

export function adminMetricOf(row: AdminMetricRow): AdminMetric {
  const erased = row.a_erased === true;
  return {
    ...metricAnswerOf(row),
    athleteName: erased ? REMOVED : `${row.a_first_name ?? ''} ${row.a_last_name ?? ''}`.trim(),
    athleteErased: erased,
  };
}

const adminMetrics = (knex: Knex) =>
  knex('matchup_metrics as m')
    .leftJoin('matchup_athletes as a', 'a.athlete_id', 'm.athlete_id')
    .select(
      'm.*',
      'a.first_name as a_first_name',
      'a.last_name as a_last_name',
      'a.erased as a_erased',
    );

/**
 * Staff's page of values: filter `status`, `metricType`, `athleteId` and react-admin's `id`
 * list; unless sorted otherwise, the verification queue (self-reported values) first.
 */
export async function listAdminMetrics(
  knex: Knex,
  query: unknown,
): Promise<{ list: ListQuery; rows: AdminMetric[]; total: number }> {
  const list = parseListQuery(query, {
    sortable: Object.keys(ADMIN_METRIC_SORTABLE),
    defaultSort: ['recordedAt', 'asc'],
  });
  const base = adminMetrics(knex);
  const ids = idsFilter(list.filter);
  if (ids) base.whereIn('m.metric_id', ids);
  const statuses = oneOf(list.filter, 'status', METRIC_STATUSES);
  if (statuses) base.whereIn('m.status', statuses);
  const types = oneOf(
    list.filter,
    'metricType',
    METRIC_TYPES.map((m) => m.key),
  );
  if (types) base.whereIn('m.metric_type', types);
  const athletes = listOf(list.filter, 'athleteId');
  if (athletes) base.whereIn('m.athlete_id', athletes);
  if ((query as Record<string, unknown> | undefined)?.sort === undefined)
    base.orderByRaw(`(m.status = 'self_reported') desc`);
  const page = await fetchPage<AdminMetricRow>(
    base,
    list,
    (field) => ADMIN_METRIC_SORTABLE[field] as string,
  );
  return { list, rows: page.rows.map(adminMetricOf), total: page.total };
}

export async function findAdminMetric(
  knex: Knex,
  metricId: string,
): Promise<AdminMetric | undefined> {
  const row = await adminMetrics(knex)
    .where('m.metric_id', metricId)
    .first<AdminMetricRow | undefined>();
  return row ? adminMetricOf(row) : undefined;
}

type AdminAthleteRow = AthleteRow & { verified_metrics: string; pending_metrics: string };

export const ADMIN_ATHLETE_SORTABLE: Record<string, string> = {
  id: 'a.athlete_id',
  firstName: 'a.first_name',
  lastName: 'a.last_name',
  graduationYear: 'a.graduation_year',
  state: 'a.state',
  updatedAt: 'a.updated_at',
  verifiedMetrics: 'verified_metrics',
  pendingMetrics: 'pending_metrics',
};

export function adminAthleteOf(row: AdminAthleteRow, now: Date): AdminAthlete {
  return {
    id: row.athlete_id,
    firstName: row.first_name,
    lastName: row.last_name,
    birthDate: row.birth_date,
    ageGroup: row.birth_date ? ageGroupOf(ageOn(row.birth_date, now)) : null,
    school: row.school,
    city: row.city,
    state: row.state as AdminAthlete['state'],
    positions: row.positions as AdminAthlete['positions'],
    graduationYear: row.graduation_year,
    heightInches: row.height_inches,
    weightLbs: row.weight_lbs,
    ownAccount: row.own_account,
    consentVerified: row.consent_verified,
    erased: row.erased,
    verifiedMetrics: Number(row.verified_metrics),
    pendingMetrics: Number(row.pending_metrics),
    updatedAt: iso(row.updated_at),
  };
}

const adminAthletes = (knex: Knex) =>
  knex('matchup_athletes as a').select(
    'a.*',
    knex.raw(
      `(select count(*) from matchup_metrics m where m.athlete_id = a.athlete_id and m.status = 'verified') as verified_metrics`,
    ),
    knex.raw(
      `(select count(*) from matchup_metrics m where m.athlete_id = a.athlete_id and m.status = 'self_reported') as pending_metrics`,
    ),
  );

/** Staff's page of athletes: filter `q` (name or school), `graduationYear`, `position`, `state`, `id`. */
export async function listAdminAthletes(
  knex: Knex,
  query: unknown,
  now: Date,
): Promise<{ list: ListQuery; rows: AdminAthlete[]; total: number }> {
  const list = parseListQuery(query, {
    sortable: Object.keys(ADMIN_ATHLETE_SORTABLE),
    defaultSort: ['updatedAt', 'desc'],
  });
  const base = adminAthletes(knex);
  const ids = idsFilter(list.filter);
  if (ids) base.whereIn('a.athlete_id', ids);
  if (typeof list.filter.q === 'string' && list.filter.q.trim() !== '')
    base.where('a.search_text', 'like', containsPattern(list.filter.q.trim().toLowerCase()));
  const year = intOf(list.filter, 'graduationYear');
  if (year !== undefined) base.where('a.graduation_year', year);
  const position = listOf(list.filter, 'position');
  if (position) base.whereRaw('a.positions && ?::text[]', [position]);
  const state = listOf(list.filter, 'state');
  if (state) base.whereIn('a.state', state);
  const erased = boolOf(list.filter, 'erased');
  if (erased !== undefined) base.where('a.erased', erased);
  const page = await fetchPage<AdminAthleteRow>(
    base,
    list,
    (field) => ADMIN_ATHLETE_SORTABLE[field] as string,
  );
  return { list, rows: page.rows.map((row) => adminAthleteOf(row, now)), total: page.total };
}

export async function findAdminAthlete(
  knex: Knex,
  athleteId: string,
  now: Date,
): Promise<AdminAthlete | undefined> {
  const row = await adminAthletes(knex)
    .where('a.athlete_id', athleteId)
    .first<AdminAthleteRow | undefined>();
  return row ? adminAthleteOf(row, now) : undefined;
}

type AdminAlertRow = AlertRow & { coach_name: string };

export const ADMIN_ALERT_SORTABLE: Record<string, string> = {
  id: 'al.alert_id',
  coachId: 'al.coach_id',
  metricType: 'al.metric_type',
  targetValue: 'al.target_value',
  frequency: 'al.frequency',
  isActive: 'al.is_active',
  createdAt: 'al.created_at',
};

/** Staff's page of every coach's alerts: filter `coachId`, `metricType`, `isActive`, `id`. */
export async function listAdminAlerts(
  knex: Knex,
  query: unknown,
): Promise<{ list: ListQuery; rows: AdminAlert[]; total: number }> {
  const list = parseListQuery(query, {
    sortable: Object.keys(ADMIN_ALERT_SORTABLE),
    defaultSort: ['createdAt', 'desc'],
  });
  // The coach's name: the profile's display name, else the account's username.
  const base = knex('matchup_alerts as al')
    .joinRaw('left join users u on u.id::text = al.coach_id')
    .joinRaw('left join user_profiles p on p.user_id::text = al.coach_id')
    .select('al.*', knex.raw('coalesce(p.display_name, u.username, al.coach_id) as coach_name'));
  const ids = idsFilter(list.filter);
  if (ids) base.whereIn('al.alert_id', ids);
  const coaches = listOf(list.filter, 'coachId');
  if (coaches) base.whereIn('al.coach_id', coaches);
  const types = oneOf(
    list.filter,
    'metricType',
    METRIC_TYPES.map((m) => m.key),
  );
  if (types) base.whereIn('al.metric_type', types);
  const active = boolOf(list.filter, 'isActive');
  if (active !== undefined) base.where('al.is_active', active);
  const page = await fetchPage<AdminAlertRow>(
    base,
    list,
    (field) => ADMIN_ALERT_SORTABLE[field] as string,
  );
  return {
    list,
    rows: page.rows.map((row) => ({
      ...alertAnswerOf(row),
      coachId: row.coach_id,
      coachName: row.coach_name,
    })),
    total: page.total,
  };
}

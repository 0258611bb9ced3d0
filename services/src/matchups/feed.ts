import type { Knex } from 'knex';
import {
  DEFAULT_TIME_ZONE,
  FEED_DAYS,
  HEAT_MAP_DAYS,
  HEAT_MAP_MIN_ATHLETES,
  METRIC_TYPES,
} from './constants';
import { cardsOf, preferencesOf, type Viewer, visibleSql } from './queries';
import type { AthleteRow } from './rows';
import type { FeedAnswer, HeatMapAnswer, PreferencesAnswer } from './schemas';

// The coach's discovery feed and activity heat map, read from the matchups read model.

const LOWER_IS_BETTER = METRIC_TYPES.filter((m) => m.direction === 'lower').map((m) => m.key);

const FEED_LIMIT = 30;

/** The preferences as SQL on the athletes' alias `a`: each list empty is any. */
function preferred(query: Knex.QueryBuilder, prefs: PreferencesAnswer): Knex.QueryBuilder {
  if (prefs.positions.length > 0) query.whereRaw('a.positions && ?::text[]', [prefs.positions]);
  if (prefs.graduationYears.length > 0) query.whereIn('a.graduation_year', prefs.graduationYears);
  if (prefs.states.length > 0) query.whereIn('a.state', prefs.states);
  return query;
}

type FeedRow = {
  athlete_id: string;
  kind: FeedAnswer['items'][number]['kind'];
  at: Date;
  metric_type: string | null;
  value: number | null;
  previous: number | null;
};

/**
 * What is new in the last FEED_DAYS among listed athletes who match the coach's preferences
 * (positions, years, states; metric types narrow the values): a verified value that is the
 * athlete's first verified one of its metric (`verified_best`), one that beat the athlete's
 * earlier verified best (`value_rose`), and athletes whose profile was made (`new_athlete`).
 */
export async function feedOf(
  knex: Knex,
  coachId: string,
  viewer: Viewer,
  now: Date,
): Promise<FeedAnswer> {
  const prefs = await preferencesOf(knex, coachId);
  const since = new Date(now.getTime() - FEED_DAYS * 86_400_000).toISOString();
  const visible = visibleSql(now, 'a');
  const metrics = preferred(
    knex('matchup_metrics as m')
      .join('matchup_athletes as a', 'a.athlete_id', 'm.athlete_id')
      .join('matchup_bests as b', function best() {
        this.on('b.athlete_id', 'm.athlete_id').andOn('b.metric_type', 'm.metric_type');
      })
      .where('m.status', 'verified')
      .where('m.decided_at', '>', since)
      .whereRaw('b.metric_id = m.metric_id')
      .whereRaw(visible.sql, visible.bindings),
    prefs,
  )
    .modify((q) => {
      if (prefs.metricTypes.length > 0) q.whereIn('m.metric_type', prefs.metricTypes);
    })
    .select(
      'm.athlete_id',
      'm.decided_at as at',
      'm.metric_type',
      'm.value',
      knex.raw(
        `(select case when m.metric_type = any(?::text[]) then min(p.value) else max(p.value) end
            from matchup_metrics p
           where p.athlete_id = m.athlete_id and p.metric_type = m.metric_type
             and p.status = 'verified' and p.decided_at < m.decided_at) as previous`,
        [LOWER_IS_BETTER],
      ),
    );
  const athletes = preferred(
    knex('matchup_athletes as a')
      .where('a.created_at', '>', since)
      .whereRaw(visible.sql, visible.bindings),
    prefs,
  ).select('a.athlete_id', 'a.created_at as at');
  const [valueRows, newRows] = await Promise.all([
    metrics.orderBy('m.decided_at', 'desc').limit(FEED_LIMIT),
    athletes.orderBy('a.created_at', 'desc').limit(FEED_LIMIT),
  ]);
  const rows: FeedRow[] = [
    ...(valueRows as (Omit<FeedRow, 'kind'> & { previous: number | null })[]).map((r) => ({
      ...r,
      kind: r.previous === null ? ('verified_best' as const) : ('value_rose' as const),
    })),
    ...(newRows as { athlete_id: string; at: Date }[]).map((r) => ({
      athlete_id: r.athlete_id,
      at: r.at,
      kind: 'new_athlete' as const,
      metric_type: null,
      value: null,
      previous: null,
    })),
  ]
    .sort((x, y) => new Date(y.at).getTime() - new Date(x.at).getTime())
    .slice(0, FEED_LIMIT);
  const ids = [...new Set(rows.map((r) => r.athlete_id))];
  const athleteRows = await knex<AthleteRow>('matchup_athletes').whereIn('athlete_id', ids);
  const cards = new Map(
    (await cardsOf(knex, athleteRows, viewer, now)).map((card) => [card.id, card]),
  );
  const personalised =
    prefs.positions.length +
      prefs.graduationYears.length +
      prefs.states.length +
      prefs.metricTypes.length >
    0;
  return {
    personalised,
    items: rows.flatMap((r) => {
      const athlete = cards.get(r.athlete_id);
      return athlete
        ? [
            {
              kind: r.kind,
              at: new Date(r.at).toISOString(),
              athlete,
              metricType: r.metric_type as FeedAnswer['items'][number]['metricType'],
              value: r.value === null ? null : Number(r.value),
              previous: r.previous === null ? null : Number(r.previous),
            },
          ]
        : [];
    }),
  };
}

/**
 * When the coach's watched, listed athletes were active in the last HEAT_MAP_DAYS: each value
 * recorded, counted by ISO day of week (Monday 0) and hour in `timeZone`. Counted only over
 * HEAT_MAP_MIN_ATHLETES athletes or more; below that the cells are withheld (and `athletes`
 * says how many were active).
 */
export async function heatMapOf(
  knex: Knex,
  coachId: string,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): Promise<HeatMapAnswer> {
  const since = new Date(now.getTime() - HEAT_MAP_DAYS * 86_400_000).toISOString();
  const visible = visibleSql(now, 'a');
  const rows = (await knex('matchup_watches as w')
    .join('matchup_athletes as a', 'a.athlete_id', 'w.athlete_id')
    .join('matchup_metrics as m', 'm.athlete_id', 'w.athlete_id')
    .where('w.coach_id', coachId)
    .where('m.recorded_at', '>', since)
    .whereRaw(visible.sql, visible.bindings)
    .select(
      knex.raw(`(extract(isodow from m.recorded_at at time zone ?)::int - 1) as day`, [timeZone]),
      knex.raw(`extract(hour from m.recorded_at at time zone ?)::int as hour`, [timeZone]),
      knex.raw('count(*)::int as count'),
      // The athletes active in this cell, gathered to count them once over every cell.
      knex.raw('array_agg(distinct w.athlete_id) as athletes'),
    )
    .groupBy('day', 'hour')
    .orderBy(['day', 'hour'])) as {
    day: number;
    hour: number;
    count: number;
    athletes: string[];
  }[];
  const athletes = new Set(rows.flatMap((r) => r.athletes)).size;
  const shown = athletes >= HEAT_MAP_MIN_ATHLETES ? rows : [];
  return {
    timeZone,
    days: HEAT_MAP_DAYS,
    athletes,
    minimumAthletes: HEAT_MAP_MIN_ATHLETES,
    cells: shown.map((r) => ({ day: Number(r.day), hour: Number(r.hour), count: Number(r.count) })),
    total: shown.reduce((sum, r) => sum + Number(r.count), 0),
  };
}

import type { Knex } from 'knex';
import type { AppContext, CommandContext } from '../core/context';
import { appendEvents, systemMetadata } from '../core/context';
import { WrongExpectedRevision } from '../core/event-store/event-store';
import { every } from '../core/every';
import { UUID_PATTERN } from '../core/ids';
import type { MailMessage } from '../core/mail/mailer';
import type { CheckpointAdvanced } from '../core/projections';
import { type AlertFrequency, metricTypeOf } from './constants';
import { alertMatchStream, type MatchupsEventOf } from './events';
import { visibleSql } from './queries';
import type { AlertMatchRow } from './rows';

// ── Matching ────────────────────────────────────────────────────────────────
// A newly verified value that meets an active alert is a match, appended to its own
// `matchupmatch-<alert>-<metric>` stream with 'no_stream': the store refuses a second, so every
// API process may run this loop and each match is recorded once. The notifications projector
// turns a real_time match into the coach's notification (live within a second: this loop wakes
// on the matchups projector's checkpoint); daily and weekly matches wait for their digest.
// The loop keeps nothing between runs: what is due is what the read tables say is unmatched.

export const MATCHUPS_PROJECTOR = 'matchups';
const SWEEP_MS = 30_000;
/** Values verified longer ago than this are not matched any more (a rebuild raises nothing old). */
const MATCH_WINDOW_HOURS = 24;
const BATCH = 200;

type Due = {
  alert_id: string;
  coach_id: string;
  metric_id: string;
  athlete_id: string;
  metric_type: MatchupsEventOf<'MetricAlertMatched'>['data']['metricType'];
  value: number;
  frequency: AlertFrequency;
};

/**
 * The matches not recorded yet: an active alert made before the value was verified, of its
 * metric, meeting its threshold, its position, graduation year and state (each null: any), and
 * an athlete who may be shown (not erased; 13 or older, or a guardian's verified consent).
 */
export function dueMatches(knex: Knex, now: Date): Promise<Due[]> {
  const visible = visibleSql(now, 't');
  return knex
    .select<Due[]>(
      'a.alert_id',
      'a.coach_id',
      'm.metric_id',
      'm.athlete_id',
      'm.metric_type',
      'm.value',
      'a.frequency',
    )
    .from('matchup_metrics as m')
    .join('matchup_athletes as t', 't.athlete_id', 'm.athlete_id')
    .join('matchup_alerts as a', function on() {
      this.on('a.metric_type', 'm.metric_type').andOn('a.created_at', '<=', 'm.decided_at');
    })
    .leftJoin('matchup_alert_matches as x', function on() {
      this.on('x.alert_id', 'a.alert_id').andOn('x.metric_id', 'm.metric_id');
    })
    .where('m.status', 'verified')
    .where('a.is_active', true)
    .whereNull('x.id')
    .whereRaw(visible.sql, visible.bindings)
    .whereRaw('m.decided_at > ?::timestamptz - ?::interval', [
      now.toISOString(),
      `${MATCH_WINDOW_HOURS} hours`,
    ])
    .whereRaw(
      `case a.operator when '>' then m.value > a.target_value when '>=' then m.value >= a.target_value
         when '<' then m.value < a.target_value else m.value <= a.target_value end`,
    )
    .whereRaw('(a.position is null or a.position = any(t.positions))')
    .whereRaw('(a.graduation_year is null or a.graduation_year = t.graduation_year)')
    .whereRaw('(a.location is null or a.location = t.state)')
    .orderBy('m.decided_at')
    .limit(BATCH);
}

/** Records each due match once; answers how many this call recorded. */
export async function recordDueMatches(
  ctx: CommandContext & { clock: AppContext['clock'] },
): Promise<number> {
  const now = ctx.clock.now();
  let recorded = 0;
  for (const due of await dueMatches(ctx.knex, now)) {
    const data: MatchupsEventOf<'MetricAlertMatched'>['data'] = {
      alertId: due.alert_id,
      coachId: due.coach_id,
      metricId: due.metric_id,
      athleteId: due.athlete_id,
      metricType: due.metric_type,
      value: Number(due.value),
      frequency: due.frequency,
      matchedAt: now.toISOString(),
    };
    try {
      await appendEvents(
        ctx,
        alertMatchStream(due.alert_id, due.metric_id),
        [{ type: 'MetricAlertMatched', data }],
        'no_stream',
        systemMetadata('matchups-alert-matching', ctx.clock),
      );
      recorded++;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevision)) throw error; // another process was first
    }
  }
  return recorded;
}

/** Runs the matching when the matchups projector advances, and on a slow sweep besides. */
export function startAlertMatching(ctx: AppContext): () => Promise<void> {
  let running: Promise<void> | undefined;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await recordDueMatches(ctx);
        } while (again);
      } catch (error) {
        console.error('matchups alert matching:', error instanceof Error ? error.message : error);
      } finally {
        running = undefined;
      }
    })();
  };
  const onAdvanced = ({ name }: CheckpointAdvanced) => {
    if (name === MATCHUPS_PROJECTOR) run();
  };
  ctx.transport.feed.on('advanced', onAdvanced);
  const timer = setInterval(run, SWEEP_MS);
  timer.unref();
  run();
  return async () => {
    clearInterval(timer);
    ctx.transport.feed.off('advanced', onAdvanced);
    await running;
  };
}

// ── Digests ─────────────────────────────────────────────────────────────────
// A daily or weekly alert's matches go out as one mail per coach and period, after the period
// ends: a match belongs to the period it was recorded in, so it is in one digest only, and the
// mailer's ledger (key `matchup-digest:<coach>:<period>`) sends each digest once among all
// processes. The mail names no athlete (mail files are outside crypto-shredding's reach): the
// values, and the dashboard's link.

const DIGEST_SWEEP_MS = 10 * 60_000;
/** Periods older than this are not mailed any more (a new install's history mails nothing). */
const DIGEST_LOOKBACK_DAYS = 8;

/** The period a time falls in, in UTC: `2026-12-03` for a day, `2026-W49` for an ISO week. */
export function periodOf(frequency: 'daily' | 'weekly', at: Date): string {
  const day = at.toISOString().slice(0, 10);
  if (frequency === 'daily') return day;
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0
  date.setUTCDate(date.getUTCDate() - weekday + 3); // the week's Thursday names its year
  const year = date.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  const week =
    1 +
    Math.round(
      ((date.getTime() - firstThursday.getTime()) / 86_400_000 -
        3 +
        ((firstThursday.getUTCDay() + 6) % 7)) /
        7,
    );
  return `${year}-W${String(week).padStart(2, '0')}`;
}

export const digestKey = (coachId: string, period: string) => `matchup-digest:${coachId}:${period}`;

type DigestRow = AlertMatchRow & {
  email: string;
  username: string;
  operator: string;
  target_value: number;
};

export function digestMail(
  to: string,
  username: string,
  frequency: 'daily' | 'weekly',
  period: string,
  matches: readonly DigestRow[],
  dashboard: string,
): MailMessage {
  const lines = matches.map((m) => {
    const metric = metricTypeOf(m.metric_type);
    const unit = metric?.unit ?? '';
    return `- ${metric?.name ?? m.metric_type}: ${Number(m.value)} ${unit} (your alert: ${m.operator} ${Number(m.target_value)} ${unit})`;
  });
  return {
    to,
    subject: `Your Matchups ${frequency === 'daily' ? 'daily' : 'weekly'} alert digest (${period})`,
    text: [
      `Hi ${username},`,
      '',
      `${matches.length} newly verified ${matches.length === 1 ? 'value matches' : 'values match'} your ${frequency} alerts for ${period}:`,
      '',
      ...lines,
      '',
      `See the athletes on your dashboard: ${dashboard}`,
      '',
      'You get this e-mail because you set these alerts to a digest. Change them on your dashboard.',
      '',
      'NOLA Sports',
    ].join('\n'),
  };
}

/** Mails every finished period's digest not mailed yet; answers how many went. */
export async function mailDigests(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  // Listed when mailed, not only when matched: a child whose consent was withdrawn since, or
  // who was erased, is in no digest.
  const visible = visibleSql(now, 't');
  const rows = await ctx
    .knex('matchup_alert_matches as x')
    .join('matchup_alerts as a', 'a.alert_id', 'x.alert_id')
    .join('matchup_athletes as t', 't.athlete_id', 'x.athlete_id')
    .joinRaw(
      `join users as u on u.id = case when x.coach_id ~* '${UUID_PATTERN}' then x.coach_id::uuid end`,
    )
    .whereIn('x.frequency', ['daily', 'weekly'])
    .whereRaw(visible.sql, visible.bindings)
    .where('u.status', 'active')
    .whereNotNull('u.email')
    .whereRaw('x.matched_at > ?::timestamptz - ?::interval', [
      now.toISOString(),
      `${DIGEST_LOOKBACK_DAYS} days`,
    ])
    .orderBy('x.matched_at')
    .select<DigestRow[]>('x.*', 'u.email', 'u.username', 'a.operator', 'a.target_value');
  const groups = new Map<
    string,
    { frequency: 'daily' | 'weekly'; period: string; rows: DigestRow[] }
  >();
  for (const row of rows) {
    const frequency = row.frequency as 'daily' | 'weekly';
    const period = periodOf(frequency, new Date(row.matched_at));
    if (period === periodOf(frequency, now)) continue; // the period is not over yet
    const key = digestKey(row.coach_id, `${frequency}:${period}`);
    const group = groups.get(key) ?? { frequency, period, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  let sent = 0;
  for (const [key, group] of groups) {
    const first = group.rows[0];
    if (!first) continue;
    try {
      const outcome = await ctx.mailer.send(
        digestMail(
          first.email,
          first.username,
          group.frequency,
          group.period,
          group.rows,
          `${ctx.config.publicUrl}/matchups/coach-dashboard`,
        ),
        { idempotencyKey: key },
      );
      if (outcome === 'sent') sent++;
    } catch (error) {
      console.error('matchups digest mail failed:', error instanceof Error ? error.message : error);
    }
  }
  return sent;
}

export const startDigests = (ctx: AppContext) =>
  every(DIGEST_SWEEP_MS, 'matchups digests', () => mailDigests(ctx));

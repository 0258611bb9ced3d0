import type { AppContext, CommandContext } from '../../core/context';
import { type Appended, appendEvents, systemMetadata } from '../../core/context';
import { type EventMetadata, WrongExpectedRevision } from '../../core/event-store/event-store';
import { UUID_PATTERN } from '../../core/ids';
import type { CheckpointAdvanced } from '../../core/projections';
import { MAIL_WINDOW_HOURS } from '../../notifications/constants';
import { userBadgeStream, type YouScoutEventOf } from '../events';
import { badgeMail } from '../mails';

// ── The awarding loop ────────────────────────────────────────────────────────
// The `youscout-awards` projector folds YouScout's events in log order and records each award
// `awardsDue` finds (projections/src/youscout/awards). This loop appends them, each to its own
// `userbadge-<user>-<badge>` stream with 'no_stream' (the store refuses a second: already done).
// Then it mails every award the log holds (the projector marks each ScoutBadgeAwarded, by a rule
// or by staff's hand, `awarded`), keyed `ScoutBadgeAwarded:<user>:<badge>` in the mailer's
// ledger, so the mail goes once whoever sends it, however often, and a crash after an append
// leaves the mail to the next run. As the notifications mailer: one loop per API process, woken
// by the projector's checkpoint feed and a slow sweep (docs/decisions/0030).

const SWEEP_MS = 30_000;
const BATCH = 50;
/** The projector whose tables hold the awards due. */
export const AWARDS_PROJECTOR = 'youscout-awards';

export const badgeMailKey = (userId: string, badgeId: string) =>
  `ScoutBadgeAwarded:${userId}:${badgeId}`;

type Due = { user_id: string; badge_id: string; award: unknown };
type Award = YouScoutEventOf<'ScoutBadgeAwarded'>['data'];

/** A `youscout_award_grants` row's award (JSON text on PGlite, an object on PostgreSQL). */
export const awardOf = (row: { award: unknown }): Award =>
  (typeof row.award === 'string' ? JSON.parse(row.award) : row.award) as Award;

/**
 * Appends one award to its own stream with 'no_stream'; answers the append, or null when it was
 * appended before (by this loop before a crash, another process, the demo seed, or staff by hand).
 */
export async function appendAward(
  ctx: CommandContext,
  award: Award,
  metadata: EventMetadata,
): Promise<Appended | null> {
  try {
    return await appendEvents(
      ctx,
      userBadgeStream(award.userId, award.badgeId),
      [{ type: 'ScoutBadgeAwarded', data: award }],
      'no_stream',
      metadata,
    );
  } catch (error) {
    if (error instanceof WrongExpectedRevision) return null;
    throw error;
  }
}

/** Appends the awards due; answers how many it appended. */
export async function awardDueBadges(ctx: AppContext): Promise<number> {
  const due = await ctx
    .knex('youscout_award_grants')
    .where({ status: 'due' })
    .orderBy(['position_commit', 'position_prepare'])
    .limit(BATCH)
    .select<Due[]>('user_id', 'badge_id', 'award');
  let appended = 0;
  for (const row of due) {
    if (await appendAward(ctx, awardOf(row), systemMetadata('youscout-awards', ctx.clock)))
      appended++;
  }
  return appended;
}

type ToMail = {
  user_id: string;
  badge_id: string;
  email: string;
  username: string;
  name: string;
  description: string;
};

/**
 * The awards in the log still to mail: made within the mail window (a rebuild, or an award from
 * before mail, is never mailed), to an active member with an address and e-mail on, of a badge
 * in the catalogue, and not in the mail ledger yet. An award no one can receive is never
 * pending, so it holds back none of the rest.
 */
function awardsToMail(ctx: AppContext): Promise<ToMail[]> {
  return (
    ctx.knex
      .select('g.user_id', 'g.badge_id', 'u.email', 'u.username', 'b.name', 'b.description')
      .from('youscout_award_grants as g')
      // Accounts' ids are UUIDs; an award to anything else names no one (the join finds no one).
      // The id is cast, not the column, so each award finds its account by the primary key.
      .joinRaw(
        `join users as u on u.id = case when g.user_id ~* '${UUID_PATTERN}' then g.user_id::uuid end`,
      )
      .join('youscout_badges as b', 'b.id', 'g.badge_id')
      .leftJoin('user_profiles as p', 'p.user_id', 'u.id')
      .leftJoin(
        'mail_deliveries as m',
        'm.key',
        // badgeMailKey, spelt in SQL (as the notifications mailer spells mailKeyOf).
        ctx.knex.raw(`'ScoutBadgeAwarded:' || g.user_id || ':' || g.badge_id`),
      )
      .where('g.status', 'awarded')
      .whereNull('m.key')
      .where('u.status', 'active')
      .whereNotNull('u.email')
      .whereRaw("coalesce((p.notification_preferences->>'emailNotifications')::boolean, true)")
      .whereRaw(`g.awarded_at > now() - ?::interval`, [`${MAIL_WINDOW_HOURS} hours`])
      .orderBy(['g.position_commit', 'g.position_prepare'])
      .limit(BATCH) as Promise<ToMail[]>
  );
}

/**
 * Mails each award in the log to its member once (the mailer's ledger); a failed send is logged
 * and released for the next run. Answers how many went out.
 */
export async function mailAwards(ctx: AppContext): Promise<number> {
  let sent = 0;
  for (const row of await awardsToMail(ctx)) {
    try {
      const outcome = await ctx.mailer.send(
        badgeMail(row.email, row.username, row, `${ctx.config.publicUrl}/profile`),
        { idempotencyKey: badgeMailKey(row.user_id, row.badge_id) },
      );
      if (outcome === 'sent') sent++;
    } catch (error) {
      console.error('badge mail failed:', error instanceof Error ? error.message : error);
    }
  }
  return sent;
}

/** Runs the loop as the awards projector advances and on a slow sweep; answers its stop. */
export function startBadgeAwarding(ctx: AppContext): () => Promise<void> {
  let running: Promise<void> | undefined;
  let again = false;
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = loop();
    await running;
  };
  const loop = async () => {
    try {
      do {
        again = false;
        await awardDueBadges(ctx);
        await mailAwards(ctx);
      } while (again);
    } catch (error) {
      console.error('badge awarding:', error instanceof Error ? error.message : error);
    } finally {
      running = undefined;
    }
  };
  const onAdvanced = ({ name }: CheckpointAdvanced) => {
    if (name === AWARDS_PROJECTOR) void run();
  };
  ctx.transport.feed.on('advanced', onAdvanced);
  const timer = setInterval(() => void run(), SWEEP_MS);
  timer.unref();
  void run();
  // The stop waits for a run under way, which the database's close would cut.
  return async () => {
    clearInterval(timer);
    ctx.transport.feed.off('advanced', onAdvanced);
    await running;
  };
}

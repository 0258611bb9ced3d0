import type { AppContext, CommandContext } from '../core/context';
import { type Appended, appendEvents, systemMetadata } from '../core/context';
import { WrongExpectedRevision } from '../core/event-store/event-store';
import { isUuid } from '../core/ids';
import type { CheckpointAdvanced } from '../core/projections';
import { userBadgeStream, type YouScoutEventOf } from './events';
import { badgeMail } from './mails';

// ── The awarding loop ────────────────────────────────────────────────────────
// The `scout-awards` projector folds YouScout's events in log order and records each award
// `awardsDue` finds (projections/src/youscout/awards). This loop appends them, each to its own
// `userbadge-<user>-<badge>` stream with 'no_stream' (the store refuses a second: already done),
// and mails the user, keyed `ScoutBadgeAwarded:<user>:<badge>` in the mailer's ledger, so the
// mail goes once whoever sends it, however often. As the notifications mailer: one loop per API
// process, woken by the projector's checkpoint feed and a slow sweep (docs/decisions/0030).

const SWEEP_MS = 30_000;
const BATCH = 50;
/** The projector whose tables hold the awards due. */
export const AWARDS_PROJECTOR = 'scout-awards';

export const badgeMailKey = (userId: string, badgeId: string) =>
  `ScoutBadgeAwarded:${userId}:${badgeId}`;

type Due = { user_id: string; badge_id: string; award: unknown };
type Award = YouScoutEventOf<'ScoutBadgeAwarded'>['data'];

/** A `scout_award_grants` row's award (JSON text on PGlite, an object on PostgreSQL). */
export const awardOf = (row: { award: unknown }): Award =>
  (typeof row.award === 'string' ? JSON.parse(row.award) : row.award) as Award;

/**
 * Appends one award to its own stream with 'no_stream'; answers the append, or null when it was
 * appended before (by this loop before a crash, another process, the demo seed, or staff by hand).
 */
export async function appendAward(
  ctx: CommandContext,
  award: Award,
  source: string,
): Promise<Appended | null> {
  try {
    return await appendEvents(
      ctx,
      userBadgeStream(award.userId, award.badgeId),
      [{ type: 'ScoutBadgeAwarded', data: award }],
      'no_stream',
      systemMetadata(source),
    );
  } catch (error) {
    if (error instanceof WrongExpectedRevision) return null;
    throw error;
  }
}

/** Appends the awards due (and mails each once); answers how many it appended. */
export async function awardDueBadges(ctx: AppContext): Promise<number> {
  const due = await ctx
    .knex('scout_award_grants')
    .where({ status: 'due' })
    .orderBy(['position_commit', 'position_prepare'])
    .limit(BATCH)
    .select<Due[]>('user_id', 'badge_id', 'award');
  let appended = 0;
  for (const row of due) {
    const award = awardOf(row);
    if (await appendAward(ctx, award, 'youscout-awards')) appended++;
    // After the append, refused or not: a crash between the two leaves the mail to the next run.
    await mailAward(ctx, award);
  }
  return appended;
}

/**
 * Mails the user their badge, keyed in the mailer's ledger so it goes once; a failed send is
 * logged and released for the next try. Nobody to mail (no address, notifications off): nothing.
 */
export async function mailAward(ctx: AppContext, award: Award): Promise<void> {
  // Accounts' ids are UUIDs: anything else has no address (and would fail the uuid column).
  if (!isUuid(award.userId)) return;
  const recipient = await ctx
    .knex('users as u')
    .leftJoin('user_profiles as p', 'p.user_id', 'u.id')
    .where('u.id', award.userId)
    .where('u.status', 'active')
    .whereNotNull('u.email')
    .whereRaw("coalesce((p.notification_preferences->>'emailNotifications')::boolean, true)")
    .first<{ email: string; username: string } | undefined>('u.email', 'u.username');
  const badge = await ctx
    .knex('scout_badges')
    .where({ id: award.badgeId })
    .first<{ name: string; description: string } | undefined>('name', 'description');
  if (!recipient || !badge) return;
  try {
    await ctx.mailer.send(
      badgeMail(recipient.email, recipient.username, badge, `${ctx.config.publicUrl}/profile`),
      { idempotencyKey: badgeMailKey(award.userId, award.badgeId) },
    );
  } catch (error) {
    // Released in the ledger: the next run (the award is still due, or refused) tries again.
    console.error('badge mail failed:', error instanceof Error ? error.message : error);
  }
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

import type { Knex } from 'knex';
import type { RecordedEvent } from '../../../../services/src/core/event-store/event-store';
import { awardsDue, touchedBy } from '../../../../services/src/youscout/badges/awards';
import { evolveCatalogue } from '../../../../services/src/youscout/badges/decide';
import {
  eventTime,
  parseYouScoutEvent,
  type YouScoutEvent,
} from '../../../../services/src/youscout/events';
import type { Projector } from '../../runner/projector';
import { loadCatalogue, loadProgress, MARKS } from './progress';

// ── The awarding process's fold ──────────────────────────────────────────────
// After each event, in log order: the event's effect on the progress tables (evolveProgress's,
// row by row), then `awardsDue` over the progress of the users the event concerns, each award
// recorded as due. The API's awarding loop appends the due ones (services/src/youscout/badges/
// awarding.ts); their ScoutBadgeAwarded mark them awarded here. A rebuild folds the awards from
// the log as it goes, so it finds nothing due that was awarded already; an award the fold meets
// before its event (a rebuild) is due for a moment, and the store refuses its second append.

const HANDLES = [
  'NominationSubmitted',
  'NominationApproved',
  'NominationVoteCast',
  'NominationVotesVoided',
  'ScoutCommentPosted',
  'ScoutCommentHidden',
  'ScoutCommentRestored',
  'ScoutBadgeCreated',
  'ScoutBadgeUpdated',
  'ScoutBadgeRetired',
  'ScoutBadgeAwarded',
] as const;

type Position = { commit: string; prepare: string };
const positionOf = (recorded: RecordedEvent): Position => ({
  commit: recorded.position.commit.toString(),
  prepare: recorded.position.prepare.toString(),
});

/** The event's effect on the progress (evolveProgress, as rows). */
async function fold(trx: Knex.Transaction, event: YouScoutEvent, at: Position): Promise<void> {
  switch (event.type) {
    case 'NominationSubmitted':
      await trx('youscout_award_nominations')
        .insert({
          nomination_id: event.data.nominationId,
          user_id: event.data.submittedByUserId,
          submitted_commit: at.commit,
          submitted_prepare: at.prepare,
        })
        .onConflict('nomination_id')
        .ignore();
      return;
    case 'NominationApproved':
      // Only the first approval counts (approved → archived → … never approves again, but a
      // replayed event must not move it).
      await trx('youscout_award_nominations')
        .where({ nomination_id: event.data.nominationId })
        .whereNull('approved_commit')
        .update({ approved_commit: at.commit, approved_prepare: at.prepare });
      return;
    case 'NominationVoteCast':
      // The log holds each vote once, and the runner applies each event once (its checkpoint
      // moves in the same transaction): a count needs no row per vote.
      await trx('youscout_award_nominations')
        .where({ nomination_id: event.data.nominationId })
        .increment('votes', 1);
      return;
    case 'NominationVotesVoided':
      // A void names each vote once, each cast on this nomination before it (decideVoidVotes
      // picks them among the projected votes not voided yet): every one of them is counted.
      await trx('youscout_award_nominations')
        .where({ nomination_id: event.data.nominationId })
        .decrement('votes', event.data.voteIds.length);
      return;
    case 'ScoutCommentPosted':
      await trx('youscout_award_comments')
        .insert({
          comment_id: event.data.commentId,
          user_id: event.data.userId,
          kept: event.data.status === 'shown',
          kept_commit: at.commit,
          kept_prepare: at.prepare,
        })
        .onConflict('comment_id')
        .ignore();
      return;
    case 'ScoutCommentHidden':
      await trx('youscout_award_comments')
        .where({ comment_id: event.data.commentId })
        .update({ kept: false });
      return;
    case 'ScoutCommentRestored':
      // Shown again: last in the user's kept comments, as a Set's re-added member.
      await trx('youscout_award_comments')
        .where({ comment_id: event.data.commentId, kept: false })
        .update({ kept: true, kept_commit: at.commit, kept_prepare: at.prepare });
      return;
    case 'ScoutBadgeCreated':
    case 'ScoutBadgeUpdated':
    case 'ScoutBadgeRetired': {
      const after = evolveCatalogue(await loadCatalogue(trx), event);
      const badge = after.get(event.data.badgeId);
      if (!badge) return;
      await trx('youscout_award_badges')
        .insert({ badge_id: badge.id, badge: JSON.stringify(badge) })
        .onConflict('badge_id')
        .merge();
      return;
    }
    case 'ScoutBadgeAwarded':
      await trx('youscout_award_grants')
        .insert({
          user_id: event.data.userId,
          badge_id: event.data.badgeId,
          status: 'awarded',
          award: JSON.stringify(event.data),
          awarded_at: event.data.awardedAt,
          position_commit: at.commit,
          position_prepare: at.prepare,
        })
        .onConflict(['user_id', 'badge_id'])
        .merge(['status', 'awarded_at']);
      return;
    default:
      return;
  }
}

/** The users the event may bring to a badge, looked up as touchedBy will ask ('all': everyone). */
async function concerned(
  trx: Knex.Transaction,
  event: YouScoutEvent,
): Promise<readonly string[] | 'all'> {
  switch (event.type) {
    case 'NominationSubmitted':
      return [event.data.submittedByUserId];
    case 'NominationApproved': {
      const row = await trx('youscout_award_nominations')
        .where({ nomination_id: event.data.nominationId })
        .first<{ user_id: string } | undefined>('user_id');
      return row ? [row.user_id] : [];
    }
    case 'NominationVoteCast': {
      // The count moves one vote at a time, so a vote brings its nomination to a mark only by
      // reaching it: at any other count nothing can be due (and the votes that come by the
      // thousand cost two statements each).
      const row = await trx('youscout_award_nominations')
        .where({ nomination_id: event.data.nominationId })
        .first<{ user_id: string; votes: number } | undefined>('user_id', 'votes');
      return row && MARKS.includes(row.votes) ? [row.user_id] : [];
    }
    case 'ScoutCommentPosted':
      return [event.data.userId];
    case 'ScoutCommentRestored': {
      const row = await trx('youscout_award_comments')
        .where({ comment_id: event.data.commentId })
        .first<{ user_id: string } | undefined>('user_id');
      return row ? [row.user_id] : [];
    }
    case 'ScoutBadgeCreated':
    case 'ScoutBadgeUpdated':
      return 'all';
    default:
      return [];
  }
}

async function apply(trx: Knex.Transaction, recorded: RecordedEvent): Promise<void> {
  const event = parseYouScoutEvent(recorded.type, recorded.data);
  const at = positionOf(recorded);
  await fold(trx, event, at);
  if (event.type === 'ScoutBadgeAwarded') return;
  const users = await concerned(trx, event);
  if (users !== 'all' && users.length === 0) return;
  const progress = await loadProgress(trx, users);
  for (const award of awardsDue(progress, eventTime(event), touchedBy(event, progress))) {
    await trx('youscout_award_grants')
      .insert({
        user_id: award.data.userId,
        badge_id: award.data.badgeId,
        status: 'due',
        award: JSON.stringify(award.data),
        position_commit: at.commit,
        position_prepare: at.prepare,
      })
      .onConflict(['user_id', 'badge_id'])
      .ignore();
  }
}

/**
 * A run of votes in one batch, with the rows apply would write one vote at a time. Only a vote
 * that leaves its nomination's count on a mark can make an award due (concerned), so the run's
 * nominations' counts are read once and followed in order, and each such vote goes through
 * apply; the votes between them are counted set-based, one statement for each stretch. A run
 * that leaves no count on a mark is one read and one statement, however long
 * (projector.int.spec.ts holds both paths to the same rows).
 */
async function applyVotes(trx: Knex.Transaction, run: readonly RecordedEvent[]): Promise<void> {
  const votes = run.map((recorded) => {
    const event = parseYouScoutEvent(recorded.type, recorded.data);
    if (event.type !== 'NominationVoteCast') throw new Error(`not a vote: ${event.type}`);
    return event.data.nominationId;
  });
  const rows: { nomination_id: string; votes: number }[] = await trx('youscout_award_nominations')
    .whereIn('nomination_id', [...new Set(votes)])
    .select('nomination_id', 'votes');
  const counts = new Map(rows.map((row) => [row.nomination_id, row.votes]));
  let stretch: string[] = [];
  for (const [i, nominationId] of votes.entries()) {
    const now = counts.get(nominationId);
    // A vote on a nomination the process does not know counts nowhere (as apply's update).
    if (now === undefined) continue;
    counts.set(nominationId, now + 1);
    if (!MARKS.includes(now + 1)) {
      stretch.push(nominationId);
      continue;
    }
    await countVotes(trx, stretch);
    stretch = [];
    await apply(trx, run[i] as RecordedEvent);
  }
  await countVotes(trx, stretch);
}

/** Counts votes (their nominations' ids, one per vote) that can make no award due, in one statement. */
async function countVotes(trx: Knex.Transaction, nominations: readonly string[]): Promise<void> {
  if (nominations.length === 0) return;
  const added = new Map<string, number>();
  for (const id of nominations) added.set(id, (added.get(id) ?? 0) + 1);
  await trx.raw(
    `update youscout_award_nominations a set votes = a.votes + c.n
     from json_to_recordset(?::json) as c(nomination_id text, n int)
     where a.nomination_id = c.nomination_id`,
    [JSON.stringify([...added].map(([nomination_id, n]) => ({ nomination_id, n })))],
  );
}

/** Votes come by the thousand: each run of them goes through applyVotes, the rest as apply. */
async function applyBatch(trx: Knex.Transaction, events: readonly RecordedEvent[]): Promise<void> {
  let run: RecordedEvent[] = [];
  for (const recorded of events) {
    if (recorded.type === 'NominationVoteCast') {
      run.push(recorded);
      continue;
    }
    if (run.length > 0) await applyVotes(trx, run);
    run = [];
    await apply(trx, recorded);
  }
  if (run.length > 0) await applyVotes(trx, run);
}

export const youScoutAwardsProjector: Projector = {
  name: 'youscout-awards',
  // 2: awarded_at, for the loop's mail (a rebuild fills it in).
  version: 2,
  handles: HANDLES,
  tables: [
    'youscout_award_badges',
    'youscout_award_nominations',
    'youscout_award_comments',
    'youscout_award_grants',
  ],
  apply,
  applyBatch,
  // No answer waits for badges: a burst of votes makes one batch every 200 ms instead of one each
  // (the YouScout vote 0.33x of the CRUD vote without it, 0.54-0.83x with it: docs/benchmarks.md).
  settleMs: 200,
};

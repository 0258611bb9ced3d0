import type { Knex } from 'knex';
import type { RecordedEvent } from '../../../../services/src/core/event-store/event-store';
import { REMOVED } from '../../../../services/src/families/constants';
import { parseFamilyEvent } from '../../../../services/src/families/events';
import { sealedPersonId, unseal } from '../../../../services/src/families/sealing';
import { parseYouScoutEvent } from '../../../../services/src/youscout/events';
import type { Projector } from '../../runner/projector';

/**
 * Comments on nominations, and their reports. The text is sealed with the nominated athlete's
 * key and opened here; once that key is gone (the nomination removed, or the athlete erased) it
 * reads "removed", here at once and in a rebuild. A hidden comment keeps its text for staff;
 * the public reads answer the placeholder.
 */
async function apply(trx: Knex.Transaction, recorded: RecordedEvent): Promise<void> {
  if (recorded.type === 'PersonalDataErased') {
    const event = parseFamilyEvent(recorded.type, recorded.data);
    await erase(trx, event.data.athleteId);
    return;
  }
  const event = parseYouScoutEvent(recorded.type, recorded.data);
  const atRevision = (commentId: string) =>
    trx('youscout_comments').where({ id: commentId }).where('version', '<', recorded.revision);
  switch (event.type) {
    case 'ScoutCommentPosted': {
      const d = event.data;
      const athleteId = sealedPersonId(d.comment);
      if (!athleteId) throw new Error('a comment not sealed');
      await trx('youscout_comments')
        .insert({
          id: d.commentId,
          nomination_id: d.nominationId,
          athlete_id: athleteId,
          user_id: d.userId,
          author_name: d.authorName,
          text: await unseal(trx, d.comment),
          status: d.status,
          held_for: d.heldFor,
          version: recorded.revision,
          posted_at: d.postedAt,
          updated_at: d.postedAt,
        })
        .onConflict('id')
        .ignore();
      return;
    }
    case 'ScoutCommentReported': {
      const d = event.data;
      const inserted = await trx('youscout_comment_reports')
        .insert({
          comment_id: d.commentId,
          reported_by: d.reportedBy,
          nomination_id: d.nominationId,
          reason: d.reason,
          reported_at: d.reportedAt,
        })
        .onConflict(['comment_id', 'reported_by'])
        .ignore()
        .returning('comment_id');
      await atRevision(d.commentId).update({
        version: recorded.revision,
        reports: trx.raw('reports + ?', [inserted.length]),
      });
      return;
    }
    case 'ScoutCommentHidden':
      await atRevision(event.data.commentId).update({
        status: 'hidden',
        hidden_reason: event.data.reason,
        version: recorded.revision,
        updated_at: event.data.hiddenAt,
      });
      return;
    case 'ScoutCommentRestored':
      await atRevision(event.data.commentId).update({
        status: 'shown',
        hidden_reason: null,
        version: recorded.revision,
        updated_at: event.data.restoredAt,
      });
      return;
    case 'NominationRemoved':
      // The handler shreds the athlete's key before it appends.
      await erase(trx, event.data.athleteId);
      return;
    default:
      throw new Error(`unhandled YouScout event ${event.type}`);
  }
}

const erase = (trx: Knex.Transaction, athleteId: string) =>
  trx('youscout_comments').where({ athlete_id: athleteId }).update({ text: REMOVED });

export const youScoutCommentsProjector: Projector = {
  name: 'youscout-comments',
  version: 1,
  handles: [
    'ScoutCommentPosted',
    'ScoutCommentReported',
    'ScoutCommentHidden',
    'ScoutCommentRestored',
    'NominationRemoved',
    'PersonalDataErased',
  ],
  tables: ['youscout_comments', 'youscout_comment_reports'],
  apply,
};

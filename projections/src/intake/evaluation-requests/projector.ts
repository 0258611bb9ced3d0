import type { Knex } from 'knex';
import type { RecordedEvent } from '../../../../services/src/core/event-store/event-store';
import { parseIntakeEvent } from '../../../../services/src/intake/events';
import { openEvaluation, REMOVED } from '../../../../services/src/intake/personal';
import type { Projector } from '../../runner/projector';

/**
 * One row per request, its personal fields opened (the back office reads them without opening
 * anything) and overwritten with "removed" when the request is erased. Requests come one at a
 * time, so there is no batch path: each event is applied on its own, in order.
 */
async function apply(trx: Knex.Transaction, recorded: RecordedEvent): Promise<void> {
  const event = parseIntakeEvent(recorded.type, recorded.data);
  const version = recorded.revision;
  switch (event.type) {
    case 'EvaluationRequested': {
      const d = await openEvaluation(trx, event.data);
      await trx('evaluation_requests')
        .insert({
          id: d.requestId,
          user_id: d.userId,
          parent_name: d.parentName,
          parent_email: d.parentEmail,
          parent_phone: d.parentPhone,
          player_name: d.playerName,
          player_age: d.playerAge,
          player_position: d.playerPosition,
          player_school: d.playerSchool,
          additional_info: d.additionalInfo,
          status: 'pending',
          created_at: d.requestedAt,
          updated_at: d.requestedAt,
          version,
        })
        .onConflict('id')
        .ignore();
      return;
    }
    case 'EvaluationStatusChanged':
      await trx('evaluation_requests')
        .where({ id: event.data.requestId })
        .where('version', '<', version)
        .update({ status: event.data.to, updated_at: event.data.changedAt, version });
      return;
    case 'EvaluationRequestErased':
      await trx('evaluation_requests')
        .where({ id: event.data.requestId })
        .where('version', '<', version)
        .update({
          parent_name: REMOVED,
          parent_email: REMOVED,
          parent_phone: REMOVED,
          player_name: REMOVED,
          player_school: REMOVED,
          additional_info: trx.raw('case when additional_info is null then null else ? end', [
            REMOVED,
          ]),
          updated_at: event.data.erasedAt,
          version,
        });
      return;
    // Not this read model's.
    case 'ContactMessageSubmitted':
    case 'NewsletterSubscribed':
    case 'NewsletterUnsubscribed':
      return;
    default: {
      const unexpected: never = event;
      throw new Error(`Unexpected event ${JSON.stringify(unexpected)}`);
    }
  }
}

export const evaluationRequestsProjector: Projector = {
  name: 'evaluation-requests',
  version: 1,
  handles: ['EvaluationRequested', 'EvaluationStatusChanged', 'EvaluationRequestErased'],
  tables: ['evaluation_requests'],
  apply,
};

import type { Knex } from 'knex';
import type { RecordedEvent } from '../../../../services/src/core/event-store/event-store';
import { parseIntakeEvent } from '../../../../services/src/intake/events';
import type { Projector } from '../../runner/projector';
import { rowInserts } from '../../runner/row-inserts';

function rowOf(recorded: RecordedEvent) {
  if (recorded.type !== 'EvaluationRequested') return null;
  const event = parseIntakeEvent(recorded.type, recorded.data);
  if (event.type !== 'EvaluationRequested') return null;
  const d = event.data;
  return {
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
    version: recorded.revision,
  };
}

async function other(trx: Knex.Transaction, recorded: RecordedEvent): Promise<void> {
  const event = parseIntakeEvent(recorded.type, recorded.data);
  const version = recorded.revision;
  switch (event.type) {
    // Written by rowOf.
    case 'EvaluationRequested':
      return;
    case 'EvaluationStatusChanged':
      await trx('evaluation_requests')
        .where({ id: event.data.requestId })
        .where('version', '<', version)
        .update({ status: event.data.to, updated_at: event.data.changedAt, version });
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
  handles: ['EvaluationRequested', 'EvaluationStatusChanged'],
  tables: ['evaluation_requests'],
  ...rowInserts({
    table: 'evaluation_requests',
    rowOf,
    onConflict: (insert) => insert.onConflict('id').ignore(),
    other,
  }),
};

import type { RecordedEvent } from '../../../../services/src/core/event-store/event-store';
import { parseIntakeEvent } from '../../../../services/src/intake/events';
import type { Projector } from '../../runner/projector';
import { rowInserts } from '../../runner/row-inserts';

function rowOf(recorded: RecordedEvent) {
  const event = parseIntakeEvent(recorded.type, recorded.data);
  if (event.type !== 'ContactMessageSubmitted') return null;
  const { submissionId, name, email, organization, message, submittedAt } = event.data;
  return { id: submissionId, name, email, organization, message, created_at: submittedAt };
}

export const contactSubmissionsProjector: Projector = {
  name: 'contact-submissions',
  version: 1,
  handles: ['ContactMessageSubmitted'],
  tables: ['contact_submissions'],
  ...rowInserts({
    table: 'contact_submissions',
    rowOf,
    onConflict: (insert) => insert.onConflict('id').ignore(),
  }),
};

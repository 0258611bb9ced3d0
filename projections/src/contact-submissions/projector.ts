import type { Knex } from 'knex';
import type { RecordedEvent } from '../../../services/src/core/event-store/event-store';
import { parseIntakeEvent } from '../../../services/src/intake/events';
import type { Projector } from '../runner/projector';

export type ContactSubmissionRow = {
  id: string;
  name: string;
  email: string;
  organization: string;
  message: string;
  created_at: Date;
};

async function apply(trx: Knex.Transaction, recorded: RecordedEvent): Promise<void> {
  const event = parseIntakeEvent(recorded.type, recorded.data);
  if (event.type !== 'ContactMessageSubmitted') return;
  const { submissionId, name, email, organization, message, submittedAt } = event.data;
  await trx('contact_submissions')
    .insert({ id: submissionId, name, email, organization, message, created_at: submittedAt })
    .onConflict('id')
    .ignore();
}

export const contactSubmissionsProjector: Projector = {
  name: 'contact-submissions',
  version: 1,
  handles: ['ContactMessageSubmitted'],
  tables: ['contact_submissions'],
  apply,
};

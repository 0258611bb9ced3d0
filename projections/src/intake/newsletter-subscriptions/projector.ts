import type { Knex } from 'knex';
import type { RecordedEvent } from '../../../../services/src/core/event-store/event-store';
import { parseIntakeEvent } from '../../../../services/src/intake/events';
import type { Projector } from '../../runner/projector';
import { rowInserts } from '../../runner/row-inserts';

/** A subscription (or a subscription again) writes the whole row. */
function rowOf(recorded: RecordedEvent) {
  if (recorded.type !== 'NewsletterSubscribed') return null;
  const event = parseIntakeEvent(recorded.type, recorded.data);
  if (event.type !== 'NewsletterSubscribed') return null;
  const { subscriptionId, email, name, subscribedAt } = event.data;
  return {
    id: subscriptionId,
    email,
    email_lower: email.toLowerCase(),
    name,
    status: 'subscribed',
    created_at: subscribedAt,
    unsubscribed_at: null,
    version: recorded.revision,
  };
}

const MERGED = [
  'email',
  'email_lower',
  'name',
  'status',
  'created_at',
  'unsubscribed_at',
  'version',
];

async function other(trx: Knex.Transaction, recorded: RecordedEvent): Promise<void> {
  const event = parseIntakeEvent(recorded.type, recorded.data);
  const version = recorded.revision;
  switch (event.type) {
    // Written by rowOf.
    case 'NewsletterSubscribed':
      return;
    case 'NewsletterUnsubscribed':
      await trx('newsletter_subscriptions')
        .where({ id: event.data.subscriptionId })
        .where('version', '<', version)
        .update({ status: 'unsubscribed', unsubscribed_at: event.data.unsubscribedAt, version });
      return;
    // Not this read model's.
    case 'ContactMessageSubmitted':
    case 'EvaluationRequested':
    case 'EvaluationStatusChanged':
    case 'EvaluationRequestErased':
      return;
    default: {
      const unexpected: never = event;
      throw new Error(`Unexpected event ${JSON.stringify(unexpected)}`);
    }
  }
}

export const newsletterSubscriptionsProjector: Projector = {
  name: 'newsletter-subscriptions',
  version: 1,
  handles: ['NewsletterSubscribed', 'NewsletterUnsubscribed'],
  tables: ['newsletter_subscriptions'],
  ...rowInserts({
    table: 'newsletter_subscriptions',
    rowOf,
    // Guarded by the stream revision: a replayed older subscription changes nothing.
    onConflict: (insert) =>
      insert
        .onConflict('id')
        .merge(MERGED)
        .where('newsletter_subscriptions.version', '<', insert.client.raw('excluded.version')),
    other,
  }),
};

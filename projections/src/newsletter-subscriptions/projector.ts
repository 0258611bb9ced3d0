import type { Knex } from 'knex';
import type { RecordedEvent } from '../../../services/src/core/event-store/event-store';
import { parseIntakeEvent } from '../../../services/src/intake/events';
import type { Projector } from '../runner/projector';

export type NewsletterSubscriptionRow = {
  id: string;
  email: string;
  email_lower: string;
  name: string | null;
  status: 'subscribed' | 'unsubscribed';
  created_at: Date;
  unsubscribed_at: Date | null;
  version: number;
};

async function apply(trx: Knex.Transaction, recorded: RecordedEvent): Promise<void> {
  const event = parseIntakeEvent(recorded.type, recorded.data);
  const version = recorded.revision;
  switch (event.type) {
    case 'NewsletterSubscribed': {
      const { subscriptionId, email, name, subscribedAt } = event.data;
      const row = {
        email,
        email_lower: email.toLowerCase(),
        name,
        status: 'subscribed',
        created_at: subscribedAt,
        unsubscribed_at: null,
        version,
      };
      await trx('newsletter_subscriptions')
        .insert({ id: subscriptionId, ...row })
        .onConflict('id')
        .merge(row)
        .where('newsletter_subscriptions.version', '<', version);
      return;
    }
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
  apply,
};

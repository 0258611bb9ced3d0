import type { Knex } from 'knex';
import type { RecordedEvent } from '../../../services/src/core/event-store/event-store';
import { PAYMENT_EVENT_TYPES, parsePaymentEvent } from '../../../services/src/payments/events';
import type { Projector } from '../runner/projector';

/**
 * The back office's lists of payments and subscriptions. Each row is one stream; every update
 * is guarded by the stream's revision, so an event applied twice changes nothing.
 */
async function apply(trx: Knex.Transaction, recorded: RecordedEvent): Promise<void> {
  const event = parsePaymentEvent(recorded.type, recorded.data);
  const version = recorded.revision;
  const newer = <T extends Knex.QueryBuilder>(query: T) => query.where('version', '<', version);
  switch (event.type) {
    case 'PaymentRequested':
    case 'SubscriptionRequested': {
      const d = event.data;
      const row = {
        provider: d.provider,
        provider_ref: d.providerRef,
        amount_cents: d.amountCents,
        currency: d.currency,
        description: d.description,
        reference: d.reference,
        status: 'pending',
        created_at: d.requestedAt,
        updated_at: d.requestedAt,
        version,
      };
      if (event.type === 'PaymentRequested') {
        await trx('payments')
          .insert({ id: event.data.paymentId, ...row })
          .onConflict('id')
          .ignore();
      } else {
        await trx('payment_subscriptions')
          .insert({ id: event.data.subscriptionId, ...row })
          .onConflict('id')
          .ignore();
      }
      return;
    }
    case 'PaymentSucceeded':
      await newer(trx('payments').where({ id: event.data.paymentId })).update({
        status: 'succeeded',
        updated_at: event.data.succeededAt,
        version,
      });
      return;
    case 'PaymentAmountMismatched':
      // Not applied to the payment: its status stands; only its version moves.
      await newer(trx('payments').where({ id: event.data.paymentId })).update({
        updated_at: event.data.flaggedAt,
        version,
      });
      return;
    case 'PaymentFailed':
      await newer(trx('payments').where({ id: event.data.paymentId })).update({
        status: 'failed',
        updated_at: event.data.failedAt,
        version,
      });
      return;
    case 'PaymentRefunded': {
      const cents = event.data.amountCents;
      await newer(trx('payments').where({ id: event.data.paymentId })).update({
        refunded_cents: trx.raw('refunded_cents + ?', [cents]),
        status: trx.raw(
          "case when refunded_cents + ? >= amount_cents then 'refunded' else 'partially_refunded' end",
          [cents],
        ),
        updated_at: event.data.refundedAt,
        version,
      });
      return;
    }
    case 'SubscriptionStarted':
    case 'SubscriptionRenewed':
      await newer(trx('payment_subscriptions').where({ id: event.data.subscriptionId })).update({
        status: 'active',
        period_end: event.data.periodEnd,
        updated_at:
          event.type === 'SubscriptionStarted' ? event.data.startedAt : event.data.renewedAt,
        version,
      });
      return;
    case 'SubscriptionRenewalFailed':
      await newer(trx('payment_subscriptions').where({ id: event.data.subscriptionId })).update({
        status: 'past_due',
        updated_at: event.data.failedAt,
        version,
      });
      return;
    default: {
      const unexpected: never = event;
      throw new Error(`Unexpected event ${JSON.stringify(unexpected)}`);
    }
  }
}

export const paymentsProjector: Projector = {
  name: 'payments',
  version: 1,
  handles: PAYMENT_EVENT_TYPES,
  tables: ['payments', 'payment_subscriptions'],
  apply,
};

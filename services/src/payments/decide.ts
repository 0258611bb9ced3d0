import {
  type Currency,
  MIN_REFUND_CENTS,
  type MismatchReason,
  type ProviderName,
} from './constants';
import { NotRefundable, PaymentNotFound, RefundTooLarge, RefundTooSmall } from './errors';
import type { PaymentEvent, PaymentEventOf } from './events';
import type { Payment } from './payment';
import type { Checkout, ProviderEvent } from './port';
import type { Subscription } from './subscription';

/** What a caller asks to be paid; the idempotency key names the request. */
export type PaymentOrder = {
  amountCents: number;
  currency: Currency;
  description: string;
  reference: string;
  idempotencyKey: string;
};

/** The same key sent again must carry the same order; anything else is a client bug. */
export const sameOrder = (recorded: PaymentOrder, order: PaymentOrder): boolean =>
  recorded.amountCents === order.amountCents &&
  recorded.currency === order.currency &&
  recorded.description === order.description &&
  recorded.reference === order.reference;

export function decideRequestPayment(command: {
  paymentId: string;
  provider: ProviderName;
  checkout: Checkout;
  order: PaymentOrder;
  now: Date;
}): PaymentEvent[] {
  return [
    {
      type: 'PaymentRequested',
      data: {
        paymentId: command.paymentId,
        provider: command.provider,
        ...command.checkout,
        ...command.order,
        requestedAt: command.now.toISOString(),
      },
    },
  ];
}

export function decideRequestSubscription(command: {
  subscriptionId: string;
  provider: ProviderName;
  checkout: Checkout;
  order: PaymentOrder;
  now: Date;
}): PaymentEvent[] {
  return [
    {
      type: 'SubscriptionRequested',
      data: {
        subscriptionId: command.subscriptionId,
        interval: 'month',
        provider: command.provider,
        ...command.checkout,
        ...command.order,
        requestedAt: command.now.toISOString(),
      },
    },
  ];
}

type PaymentKinds = Extract<ProviderEvent, { paymentId: string }>;
type SubscriptionKinds = Extract<ProviderEvent, { subscriptionId: string }>;

/**
 * A verified provider event on a payment: applied once (its event id, and a refund's id, are
 * remembered), and only where it moves the payment on. A failure after a success is the
 * provider reporting an earlier attempt late: the payment stays paid. A payment that failed can
 * still succeed (the payer tried another card on the same checkout).
 */
export function decidePaymentEvent(event: PaymentKinds, state: Payment): PaymentEvent[] {
  if (state.status === 'none') return [];
  if (state.applied.includes(event.eventId)) return [];
  const { paymentId } = state.request;
  switch (event.kind) {
    case 'payment.succeeded': {
      if (state.status !== 'pending' && state.status !== 'failed') return [];
      const { amountCents, currency } = state.request;
      const reason: MismatchReason | undefined =
        event.currency !== currency
          ? 'currency_mismatch'
          : event.amountCents !== amountCents
            ? 'amount_mismatch'
            : undefined;
      // Signed, but for another sum: the payment is not paid by it; staff see the flag.
      if (reason) {
        return [
          {
            type: 'PaymentAmountMismatched',
            data: {
              paymentId,
              providerEventId: event.eventId,
              reason,
              amountCents: event.amountCents,
              currency: event.currency,
              expectedAmountCents: amountCents,
              expectedCurrency: currency,
              flaggedAt: event.at,
            },
          },
        ];
      }
      return [
        {
          type: 'PaymentSucceeded',
          data: {
            paymentId,
            providerEventId: event.eventId,
            amountCents: event.amountCents,
            succeededAt: event.at,
          },
        },
      ];
    }
    case 'payment.failed':
      if (state.status !== 'pending' && state.status !== 'failed') return [];
      return [
        {
          type: 'PaymentFailed',
          data: {
            paymentId,
            providerEventId: event.eventId,
            reason: event.reason,
            failedAt: event.at,
          },
        },
      ];
    case 'payment.refunded': {
      if (state.applied.includes(`refund:${event.refundId}`)) return [];
      if (state.status !== 'succeeded' && state.status !== 'partially_refunded') return [];
      const remaining = state.request.amountCents - state.refundedCents;
      return [
        {
          type: 'PaymentRefunded',
          data: {
            paymentId,
            providerEventId: event.eventId,
            refundId: event.refundId,
            amountCents: Math.min(event.amountCents, remaining),
            refundedAt: event.at,
          },
        },
      ];
    }
    default: {
      const unhandled: never = event;
      throw new Error(`unhandled provider event ${JSON.stringify(unhandled)}`);
    }
  }
}

/** How much of a payment may still be refunded; throws when none may. */
export function refundableCents(state: Payment, amountCents: number | undefined): number {
  if (state.status === 'none') throw new PaymentNotFound();
  if (state.status !== 'succeeded' && state.status !== 'partially_refunded') {
    throw new NotRefundable(state.status);
  }
  const remaining = state.request.amountCents - state.refundedCents;
  const amount = amountCents ?? remaining;
  if (!Number.isInteger(amount) || amount < MIN_REFUND_CENTS) throw new RefundTooSmall();
  if (amount > remaining) throw new RefundTooLarge(remaining);
  return amount;
}

/** The refund the provider made, recorded at once; its webhook later finds it applied. */
export function decideRefund(
  command: { refundId: string; amountCents: number; now: Date },
  state: Payment,
): PaymentEventOf<'PaymentRefunded'>[] {
  if (state.status === 'none') throw new PaymentNotFound();
  if (state.applied.includes(`refund:${command.refundId}`)) return [];
  refundableCents(state, command.amountCents);
  return [
    {
      type: 'PaymentRefunded',
      data: {
        paymentId: state.request.paymentId,
        providerEventId: null,
        refundId: command.refundId,
        amountCents: command.amountCents,
        refundedAt: command.now.toISOString(),
      },
    },
  ];
}

/** A verified provider event on a subscription: the first period, a renewal, a failed one. */
export function decideSubscriptionEvent(
  event: SubscriptionKinds,
  state: Subscription,
): PaymentEvent[] {
  // A signed event about a subscription we never asked for: acknowledged, nothing applied.
  if (state.status === 'none') return [];
  if (state.applied.includes(event.eventId)) return [];
  const { subscriptionId } = state.request;
  const providerEventId = event.eventId;
  switch (event.kind) {
    case 'subscription.started':
      if (state.status !== 'pending') return [];
      return [
        {
          type: 'SubscriptionStarted',
          data: {
            subscriptionId,
            providerEventId,
            periodStart: event.periodStart,
            periodEnd: event.periodEnd,
            startedAt: event.at,
          },
        },
      ];
    case 'subscription.renewed':
      // A renewal for a period already paid is the provider repeating itself.
      if (state.periodEnd !== null && event.periodEnd <= state.periodEnd) return [];
      return [
        {
          type: 'SubscriptionRenewed',
          data: {
            subscriptionId,
            providerEventId,
            amountCents: event.amountCents,
            periodStart: event.periodStart,
            periodEnd: event.periodEnd,
            renewedAt: event.at,
          },
        },
      ];
    case 'subscription.renewal_failed':
      if (state.status === 'pending') return [];
      return [
        {
          type: 'SubscriptionRenewalFailed',
          data: { subscriptionId, providerEventId, reason: event.reason, failedAt: event.at },
        },
      ];
    default: {
      const unhandled: never = event;
      throw new Error(`unhandled provider event ${JSON.stringify(unhandled)}`);
    }
  }
}

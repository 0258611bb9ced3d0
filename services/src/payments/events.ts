import { z } from 'zod';
import { event, timestamp } from '../core/event-schema';
import { CURRENCIES, MISMATCH_REASONS, PROVIDERS } from './constants';

// ── Streams ─────────────────────────────────────────────────────────────────

export const paymentStream = (paymentId: string): string => `payment-${paymentId}`;
export const subscriptionStream = (subscriptionId: string): string =>
  `payment_subscription-${subscriptionId}`;

// ── Events (version 1 shapes; an upcaster goes in front of parsePaymentEvent when one changes) ─

const cents = z.number().int();
const requested = {
  provider: z.enum(PROVIDERS),
  providerRef: z.string(),
  checkoutUrl: z.string(),
  amountCents: cents,
  currency: z.enum(CURRENCIES),
  description: z.string(),
  reference: z.string(),
  idempotencyKey: z.string(),
  requestedAt: timestamp,
};
/** The provider's event id: the idempotency key of what it causes (null when we caused it). */
const providerEventId = z.string().nullable();

export const paymentEventSchema = z.discriminatedUnion('type', [
  event('PaymentRequested', { paymentId: z.string(), ...requested }),
  event('PaymentSucceeded', {
    paymentId: z.string(),
    providerEventId,
    amountCents: cents,
    succeededAt: timestamp,
  }),
  /**
   * A verified success whose amount or currency is not the payment's: not applied (the payment
   * is not paid by it), kept for staff to look into. `reason` says which differed.
   */
  event('PaymentAmountMismatched', {
    paymentId: z.string(),
    providerEventId,
    reason: z.enum(MISMATCH_REASONS),
    amountCents: cents,
    currency: z.string(),
    expectedAmountCents: cents,
    expectedCurrency: z.enum(CURRENCIES),
    flaggedAt: timestamp,
  }),
  event('PaymentFailed', {
    paymentId: z.string(),
    providerEventId,
    reason: z.string(),
    failedAt: timestamp,
  }),
  event('PaymentRefunded', {
    paymentId: z.string(),
    providerEventId,
    refundId: z.string(),
    amountCents: cents,
    refundedAt: timestamp,
  }),
  event('SubscriptionRequested', {
    subscriptionId: z.string(),
    interval: z.literal('month'),
    ...requested,
  }),
  event('SubscriptionStarted', {
    subscriptionId: z.string(),
    providerEventId,
    periodStart: timestamp,
    periodEnd: timestamp,
    startedAt: timestamp,
  }),
  event('SubscriptionRenewed', {
    subscriptionId: z.string(),
    providerEventId,
    amountCents: cents,
    periodStart: timestamp,
    periodEnd: timestamp,
    renewedAt: timestamp,
  }),
  event('SubscriptionRenewalFailed', {
    subscriptionId: z.string(),
    providerEventId,
    reason: z.string(),
    failedAt: timestamp,
  }),
]);

export type PaymentEvent = z.infer<typeof paymentEventSchema>;
export type PaymentEventType = PaymentEvent['type'];
export type PaymentEventOf<Type extends PaymentEventType> = Extract<PaymentEvent, { type: Type }>;

export const PAYMENT_EVENT_TYPES = paymentEventSchema.options.map(
  (option) => option.shape.type.value,
);

export const parsePaymentEvent = (type: string, data: unknown): PaymentEvent =>
  paymentEventSchema.parse({ type, data });

/** When an event happened, by its own time field. */
export function paymentEventTime(event: PaymentEvent): string {
  switch (event.type) {
    case 'PaymentRequested':
    case 'SubscriptionRequested':
      return event.data.requestedAt;
    case 'PaymentSucceeded':
      return event.data.succeededAt;
    case 'PaymentAmountMismatched':
      return event.data.flaggedAt;
    case 'PaymentFailed':
    case 'SubscriptionRenewalFailed':
      return event.data.failedAt;
    case 'PaymentRefunded':
      return event.data.refundedAt;
    case 'SubscriptionStarted':
      return event.data.startedAt;
    case 'SubscriptionRenewed':
      return event.data.renewedAt;
    default: {
      const unhandled: never = event;
      throw new Error(`unhandled payment event ${JSON.stringify(unhandled)}`);
    }
  }
}

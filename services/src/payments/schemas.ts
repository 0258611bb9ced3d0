import { z } from 'zod';
import { sameSitePathSchema } from '../core/http/same-site-path-schema';
import {
  CURRENCIES,
  DESCRIPTION_MAX,
  IDEMPOTENCY_KEY_MAX,
  MAX_AMOUNT_CENTS,
  MIN_AMOUNT_CENTS,
  MIN_REFUND_CENTS,
  PAYMENT_STATUSES,
  PROVIDERS,
  REFERENCE_MAX,
  SANDBOX_CARDS,
  SUBSCRIPTION_STATUSES,
} from './constants';

const cents = (min: number) =>
  z
    .number({ error: 'amountCents must be a whole number of cents' })
    .int('amountCents must be a whole number of cents (no fractions)')
    .min(min, `amountCents must be at least ${min}`)
    .max(MAX_AMOUNT_CENTS, `amountCents must be at most ${MAX_AMOUNT_CENTS}`);

/** A charge: at least the provider's minimum charge. */
const amountCents = cents(MIN_AMOUNT_CENTS);
/** A refund: any whole number of cents from one; what is left of the payment caps it. */
const refundCents = cents(MIN_REFUND_CENTS);

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !/[\p{Cc}]/u.test(value), `${label} must be on one line`);

const idempotencyKey = z
  .string({ error: 'idempotencyKey is required' })
  .regex(
    new RegExp(`^[A-Za-z0-9_.:-]{8,${IDEMPOTENCY_KEY_MAX}}$`),
    `idempotencyKey must be 8 to ${IDEMPOTENCY_KEY_MAX} letters, digits, or _ . : -`,
  );

/** Where the payer lands after paying: a path on this site (normalised), never another site. */
const returnPath = sameSitePathSchema('returnPath').default('/');

// ── POST /api/admin/payments and /api/admin/payment-subscriptions ───────────

export const paymentOrderSchema = z.strictObject({
  amountCents,
  currency: z.enum(CURRENCIES, { error: `currency must be ${CURRENCIES.join(' or ')}` }),
  description: text('description', DESCRIPTION_MAX),
  reference: text('reference', REFERENCE_MAX),
  idempotencyKey,
  returnPath,
});
export type PaymentOrderInput = z.output<typeof paymentOrderSchema>;

export const refundSchema = z.strictObject({
  /** Absent: whatever is left of the payment. */
  amountCents: refundCents.optional(),
  idempotencyKey: idempotencyKey.optional(),
});

export const sandboxRenewalSchema = z.strictObject({
  outcome: z.enum(
    Object.values(SANDBOX_CARDS) as ['succeeded', 'card_declined', 'insufficient_funds'],
    {
      error: 'outcome must be succeeded, card_declined or insufficient_funds',
    },
  ),
});

export const paymentIdSchema = z.object({ id: z.uuid('Payment not found') });
export const subscriptionIdSchema = z.object({ id: z.uuid('Subscription not found') });

// ── Answers ─────────────────────────────────────────────────────────────────

const isoTime = z.iso.datetime({ offset: true });

export const paymentHistoryAnswer = z.object({
  id: z.string(),
  type: z.string(),
  at: isoTime,
  amountCents: z.number().int().nullable(),
  reason: z.string().nullable(),
  providerEventId: z.string().nullable(),
});

const common = {
  id: z.uuid(),
  provider: z.enum(PROVIDERS),
  providerRef: z.string(),
  checkoutUrl: z.string(),
  amountCents: z.number().int(),
  currency: z.enum(CURRENCIES),
  description: z.string(),
  reference: z.string(),
  createdAt: isoTime,
  version: z.number().int(),
  events: z.array(paymentHistoryAnswer),
};

export const paymentAnswer = z.object({
  ...common,
  status: z.enum(PAYMENT_STATUSES),
  refundedCents: z.number().int(),
});
export type PaymentRecord = z.output<typeof paymentAnswer>;

export const subscriptionAnswer = z.object({
  ...common,
  status: z.enum(SUBSCRIPTION_STATUSES),
  interval: z.literal('month'),
  periodEnd: isoTime.nullable(),
});
export type SubscriptionRecord = z.output<typeof subscriptionAnswer>;

/**
 * A webhook taken: `applied` is true for exactly one delivery of a provider event, the one whose
 * append the store accepted; `duplicate` for the others (an earlier or concurrent delivery
 * applied it).
 */
export const webhookReceivedAnswer = z.object({
  received: z.literal(true),
  applied: z.boolean(),
  duplicate: z.boolean(),
});
export type WebhookReceived = z.output<typeof webhookReceivedAnswer>;

// ── The back office's lists (read tables) ───────────────────────────────────

const listed = {
  id: z.uuid(),
  provider: z.enum(PROVIDERS),
  providerRef: z.string(),
  amountCents: z.number().int(),
  currency: z.enum(CURRENCIES),
  description: z.string(),
  reference: z.string(),
  createdAt: isoTime,
  updatedAt: isoTime,
  version: z.number().int(),
};

export const paymentListItemAnswer = z.object({
  ...listed,
  status: z.enum(PAYMENT_STATUSES),
  refundedCents: z.number().int(),
});
export type PaymentListItem = z.output<typeof paymentListItemAnswer>;

export const subscriptionListItemAnswer = z.object({
  ...listed,
  status: z.enum(SUBSCRIPTION_STATUSES),
  periodEnd: isoTime.nullable(),
});
export type SubscriptionListItem = z.output<typeof subscriptionListItemAnswer>;

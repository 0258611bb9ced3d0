/** Money is integer cents in an ISO currency: never a float (PLATFORM.md §0). */
export const CURRENCIES = ['USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Stripe's own floor for a USD charge, and a ceiling no youth-sports order comes near. */
export const MIN_AMOUNT_CENTS = 50;
export const MAX_AMOUNT_CENTS = 1_000_000_00;
/** The charge minimum is the charge's only: a refund may be as small as a cent. */
export const MIN_REFUND_CENTS = 1;

export const PAYMENT_STATUSES = [
  'pending',
  'succeeded',
  'failed',
  'partially_refunded',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'past_due'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Why a verified success was not applied: it was for another amount, or in another currency. */
export const MISMATCH_REASONS = ['amount_mismatch', 'currency_mismatch'] as const;
export type MismatchReason = (typeof MISMATCH_REASONS)[number];

export const PROVIDERS = ['sandbox', 'stripe'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

/** The sandbox's test cards, as Stripe documents them; any other number is refused. */
export const SANDBOX_CARDS = {
  '4242424242424242': 'succeeded',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
} as const;
export type SandboxOutcome = (typeof SANDBOX_CARDS)[keyof typeof SANDBOX_CARDS];

/** How the sandbox delivers its webhook: before the payer returns, after, or twice. */
export const SANDBOX_DELIVERIES = ['now', 'late', 'twice'] as const;
export type SandboxDelivery = (typeof SANDBOX_DELIVERIES)[number];

export const DESCRIPTION_MAX = 200;
export const REFERENCE_MAX = 100;
export const IDEMPOTENCY_KEY_MAX = 200;

/** "$12.34" for 1234 cents. */
export const formatCents = (cents: number, currency: Currency = 'USD'): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);

import type { Currency, ProviderName } from './constants';

/**
 * The payment port: what the app asks of a payment provider. Two adapters implement it, the
 * embedded `sandbox` and `stripe`, and one contract suite (contract/) runs against both.
 * Card data never reaches the app: the payer pays on the provider's hosted page.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** Opens a hosted checkout for one payment; idempotent per key. */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Opens a hosted checkout that starts a monthly subscription; idempotent per key. */
  createSubscription(request: CheckoutRequest): Promise<Checkout>;
  /** Refunds all or part of a paid payment; idempotent per key. */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
  /** A webhook's body as received, verified by its signature; throws InvalidSignature. */
  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<ProviderEvent>;
}

export type WebhookHeaders = (name: string) => string | undefined;

export type CheckoutRequest = {
  /** Our id: the payment's, or the subscription's. */
  id: string;
  amountCents: number;
  currency: Currency;
  description: string;
  reference: string;
  idempotencyKey: string;
  /** Absolute URLs the payer returns to. */
  successUrl: string;
  cancelUrl: string;
};

export type Checkout = { providerRef: string; checkoutUrl: string };

export type RefundRequest = {
  paymentId: string;
  providerRef: string;
  amountCents: number;
  idempotencyKey: string;
};

/** A verified webhook, in our words; `eventId` is the provider's and applies it once. */
export type ProviderEvent = { eventId: string; at: string } & (
  | {
      kind: 'payment.succeeded';
      paymentId: string;
      amountCents: number;
      /** ISO code as the provider says it, upper case (Stripe's `usd` is `USD`). */
      currency: string;
    }
  | { kind: 'payment.failed'; paymentId: string; reason: string }
  | { kind: 'payment.refunded'; paymentId: string; refundId: string; amountCents: number }
  | { kind: 'subscription.started'; subscriptionId: string; periodStart: string; periodEnd: string }
  | {
      kind: 'subscription.renewed';
      subscriptionId: string;
      amountCents: number;
      periodStart: string;
      periodEnd: string;
    }
  | { kind: 'subscription.renewal_failed'; subscriptionId: string; reason: string }
  | { kind: 'ignored'; type: string }
);

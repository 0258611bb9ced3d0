import { randomUUID } from 'node:crypto';
import type { Agent } from '../../testing/agents';
import type { TestServer } from '../../testing/test-server';
import type { SandboxDelivery, SandboxOutcome } from '../constants';
import type { PaymentRecord, SubscriptionRecord } from '../schemas';

/** What the contract suite needs of a provider's test double: a payer, a clock, a forger. */
export type Harness = {
  server: TestServer;
  admin: Agent;
  /**
   * The payer pays on the provider's hosted checkout with this card number. Resolves when the
   * provider sends the payer back to the site (before the browser follows the redirect).
   */
  pay(
    checkout: PaymentRecord | SubscriptionRecord,
    card: string,
    delivery?: SandboxDelivery,
  ): Promise<void>;
  /** The provider charges the next month with a test card's outcome and sends the webhook. */
  renew(subscription: SubscriptionRecord, outcome: SandboxOutcome): Promise<void>;
  /** A correctly signed success webhook for this payment whose body was changed afterwards. */
  tamperedWebhook(payment: PaymentRecord): Promise<{ status: number; body: unknown }>;
  /**
   * A correctly signed success webhook for this payment, for the payment's amount and currency
   * unless told otherwise; `deliver` posts the same signed event each time it is called.
   */
  signedSuccess(
    payment: PaymentRecord,
    paid?: { amountCents?: number; currency?: string },
  ): { deliver(): Promise<{ status: number; body: unknown }> };
  close(): Promise<void>;
};

/** A payment's request as staff make it in the back office, with a fresh reference and key. */
export const paymentOrder = (overrides: Record<string, unknown> = {}) => ({
  amountCents: 2500,
  currency: 'USD',
  description: 'Summer camp deposit',
  reference: `order-${randomUUID().slice(0, 8)}`,
  idempotencyKey: `test-${randomUUID()}`,
  returnPath: '/shop/success',
  ...overrides,
});

export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

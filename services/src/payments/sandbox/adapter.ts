import { randomUUID } from 'node:crypto';
import { appendEvents, type CommandContext } from '../../core/context';
import { type EventMetadata, WrongExpectedRevision } from '../../core/event-store/event-store';
import { applyProviderEvent } from '../commands';
import type { SandboxDelivery, SandboxOutcome } from '../constants';
import { NotRefundable, NotRenewable, ProviderRefused } from '../errors';
import { nameUuid } from '../name-uuid';
import type { CheckoutRequest, PaymentProvider, ProviderEvent } from '../port';
import { addMonth, loadSandboxCheckout, type SandboxCheckout, sandboxStream } from './records';
import { deliverSandboxWebhook, verifySandboxWebhook } from './webhook';

export const SANDBOX_PAGE_PATH = '/pay/sandbox';

export type SandboxOptions = {
  ctx: CommandContext;
  /** The webhook secret (sandboxWebhookSecret). */
  secret: string;
  /** Where the app itself listens, for the webhooks the sandbox delivers to it. */
  selfUrl: string;
  metadata: EventMetadata;
  /**
   * Applies the events it makes (a refund's) in this process instead of posting them to the
   * webhook: for demo data, written before the server listens (payOnSandboxInProcess's payer).
   */
  inProcess?: boolean;
};

type Open = Extract<SandboxCheckout, { status: 'open' | 'paid' }>;

/** The embedded provider: hosted page at /pay/sandbox/<id>, signed webhooks to the app. */
export function sandboxProvider(options: SandboxOptions): PaymentProvider {
  const { ctx, secret, selfUrl, metadata } = options;

  const open = async (request: CheckoutRequest, mode: 'payment' | 'subscription') => {
    const intentId = nameUuid(`sandbox-checkout:${request.id}`);
    const stream = sandboxStream(intentId);
    const event = {
      type: 'SandboxCheckoutOpened',
      data: {
        intentId,
        mode,
        targetId: request.id,
        amountCents: request.amountCents,
        currency: request.currency,
        description: request.description,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        openedAt: metadata.occurredAt,
      },
    };
    try {
      await appendEvents(ctx, stream, [event], 'no_stream', metadata);
    } catch (error) {
      // The same request again (its idempotency key): the checkout is open already.
      if (!(error instanceof WrongExpectedRevision)) throw error;
    }
    return { providerRef: intentId, checkoutUrl: `${SANDBOX_PAGE_PATH}/${intentId}` };
  };

  return {
    name: 'sandbox',
    createCheckout: (request) => open(request, 'payment'),
    createSubscription: (request) => open(request, 'subscription'),
    async refund(request) {
      const { state, revision } = await loadSandboxCheckout(ctx.store, request.providerRef);
      if (state.status === 'none') throw new ProviderRefused('no such checkout');
      if (state.status !== 'paid') throw new NotRefundable('not paid');
      if (request.amountCents > state.opened.amountCents - state.refundedCents) {
        throw new ProviderRefused('the refund is larger than what is left of the charge');
      }
      const refundId = `re_sbx_${nameUuid(`sandbox-refund:${request.idempotencyKey}`)}`;
      await appendEvents(
        ctx,
        sandboxStream(request.providerRef),
        [
          {
            id: nameUuid(refundId),
            type: 'SandboxRefundMade',
            data: {
              intentId: request.providerRef,
              refundId,
              amountCents: request.amountCents,
              refundedAt: metadata.occurredAt,
            },
          },
        ],
        revision ?? 'no_stream',
        metadata,
      );
      const refunded: ProviderEvent = {
        eventId: `evt_sbx_${randomUUID()}`,
        at: metadata.occurredAt,
        kind: 'payment.refunded',
        paymentId: request.paymentId,
        refundId,
        amountCents: request.amountCents,
      };
      if (options.inProcess) await applyProviderEvent(ctx, refunded, metadata);
      else await deliverSandboxWebhook(selfUrl, secret, refunded);
      return { refundId };
    },
    verifyWebhook: async (rawBody, headers) =>
      verifySandboxWebhook(secret, rawBody, headers, metadata.occurredAt),
  };
}

/** What the payer's card came to, as the event the provider sends about it. */
function attemptEvent(state: Open, outcome: SandboxOutcome, at: string): ProviderEvent | undefined {
  const eventId = `evt_sbx_${randomUUID()}`;
  const { targetId } = state.opened;
  if (state.opened.mode === 'payment') {
    return outcome === 'succeeded'
      ? {
          eventId,
          at,
          kind: 'payment.succeeded',
          paymentId: targetId,
          amountCents: state.opened.amountCents,
          currency: state.opened.currency,
        }
      : { eventId, at, kind: 'payment.failed', paymentId: targetId, reason: outcome };
  }
  // A declined card on a subscription's checkout starts nothing; the payer tries again.
  if (outcome !== 'succeeded') return undefined;
  return {
    eventId,
    at,
    kind: 'subscription.started',
    subscriptionId: targetId,
    periodStart: at,
    periodEnd: addMonth(at),
  };
}

/**
 * The payer submitted the hosted page with a test card: records the outcome (never the card),
 * then delivers the webhook before the payer is sent back ('now'), twice, or late.
 */
export async function payOnSandbox(
  options: SandboxOptions,
  state: Open,
  revision: number,
  outcome: SandboxOutcome,
  delivery: SandboxDelivery,
): Promise<void> {
  const { ctx, secret, selfUrl, metadata } = options;
  const { intentId } = state.opened;
  await appendEvents(
    ctx,
    sandboxStream(intentId),
    [
      {
        type: 'SandboxCheckoutAttempted',
        data: { intentId, outcome, attemptedAt: metadata.occurredAt },
      },
    ],
    revision,
    metadata,
  );
  const event = attemptEvent(state, outcome, metadata.occurredAt);
  if (!event) return;
  if (delivery === 'late') {
    setTimeout(() => void deliverSandboxWebhook(selfUrl, secret, event), LATE_DELIVERY_MS).unref();
    return;
  }
  await deliverSandboxWebhook(selfUrl, secret, event, delivery === 'twice' ? 2 : 1);
}

/** How long after the payer's return a 'late' webhook arrives. */
export const LATE_DELIVERY_MS = 1500;

/**
 * The sandbox's test clock: charges a subscription's next month now, with the outcome a test
 * card would have, and delivers the renewal (or failed renewal) webhook.
 */
export async function renewOnSandbox(
  options: SandboxOptions,
  intentId: string,
  outcome: SandboxOutcome,
): Promise<void> {
  const { ctx, secret, selfUrl, metadata } = options;
  const { state, revision } = await loadSandboxCheckout(ctx.store, intentId);
  if (state.status !== 'paid' || state.opened.mode !== 'subscription' || revision === undefined) {
    throw new NotRenewable();
  }
  const periodStart = state.paidUntil ?? metadata.occurredAt;
  const periodEnd = addMonth(periodStart);
  await appendEvents(
    ctx,
    sandboxStream(intentId),
    [
      {
        type: 'SandboxPeriodCharged',
        data: { intentId, outcome, periodStart, periodEnd, chargedAt: metadata.occurredAt },
      },
    ],
    revision,
    metadata,
  );
  const eventId = `evt_sbx_${randomUUID()}`;
  const subscriptionId = state.opened.targetId;
  const at = metadata.occurredAt;
  await deliverSandboxWebhook(
    selfUrl,
    secret,
    outcome === 'succeeded'
      ? {
          eventId,
          at,
          kind: 'subscription.renewed',
          subscriptionId,
          amountCents: state.opened.amountCents,
          periodStart,
          periodEnd,
        }
      : { eventId, at, kind: 'subscription.renewal_failed', subscriptionId, reason: outcome },
  );
}

/**
 * Demo data's payer: pays a sandbox checkout with the card that succeeds and applies the
 * provider event in process, as its webhook would (no HTTP: seeds run before the server listens).
 * The area whose payment it is runs its own reaction after. Answers the payment's id.
 */
export async function payOnSandboxInProcess(
  ctx: CommandContext,
  intentId: string,
  metadata: EventMetadata,
): Promise<string> {
  const { state, revision } = await loadSandboxCheckout(ctx.store, intentId);
  if (state.status !== 'open' || revision === undefined)
    throw new Error(`sandbox checkout ${intentId} is not open`);
  await appendEvents(
    ctx,
    sandboxStream(intentId),
    [
      {
        type: 'SandboxCheckoutAttempted',
        data: { intentId, outcome: 'succeeded', attemptedAt: metadata.occurredAt },
      },
    ],
    revision,
    metadata,
  );
  const event = attemptEvent(state, 'succeeded', metadata.occurredAt);
  if (!event) throw new Error('a paid sandbox checkout always has an event');
  await applyProviderEvent(ctx, event, metadata);
  return state.opened.targetId;
}

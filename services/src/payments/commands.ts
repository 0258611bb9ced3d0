import { appendEvents, type CommandContext, type NewEvent } from '../core/context';
import {
  type AppendResult,
  type EventMetadata,
  type EventStore,
  WrongExpectedRevision,
} from '../core/event-store/event-store';
import { foldStream } from '../core/event-store/fold-stream';
import { retryOnConflict } from '../core/retry';
import {
  decidePaymentEvent,
  decideRefund,
  decideRequestPayment,
  decideRequestSubscription,
  decideSubscriptionEvent,
  type PaymentOrder,
  refundableCents,
  sameOrder,
} from './decide';
import { IdempotencyKeyReused, PaymentNotFound } from './errors';
import { type PaymentEvent, parsePaymentEvent, paymentStream, subscriptionStream } from './events';
import { nameUuid } from './name-uuid';
import { evolvePayment, initialPayment, type Payment } from './payment';
import type { PaymentProvider, ProviderEvent } from './port';
import { evolveSubscription, initialSubscription, type Subscription } from './subscription';

export const loadPayment = (store: EventStore, paymentId: string) =>
  foldStream<PaymentEvent, Payment>(
    store,
    paymentStream(paymentId),
    parsePaymentEvent,
    evolvePayment,
    initialPayment,
  );

export const loadSubscription = (store: EventStore, subscriptionId: string) =>
  foldStream<PaymentEvent, Subscription>(
    store,
    subscriptionStream(subscriptionId),
    parsePaymentEvent,
    evolveSubscription,
    initialSubscription,
  );

const now = (metadata: EventMetadata) => new Date(metadata.occurredAt);
const ATTEMPTS = 5;

export type ReturnUrls = { successUrl: string; cancelUrl: string };
export type Requested = { id: string; created: boolean; appended?: AppendResult };

type Opened = { status: 'none' } | { status: string; request: PaymentOrder };

/**
 * Opens a payment or subscription once per idempotency key (`id` is made from it): a stream that
 * exists already answers the same record, unless the key came with another order; otherwise the
 * provider's checkout is asked for and the record appended, and losing the race to append
 * answers the winner's record.
 */
async function openOnce(
  ctx: CommandContext,
  order: PaymentOrder,
  metadata: EventMetadata,
  record: {
    id: string;
    stream: string;
    load: () => Promise<Opened>;
    open: () => Promise<NewEvent[]>;
  },
): Promise<Requested> {
  const existing = (state: Opened): Requested => {
    if (state.status === 'none' || !('request' in state))
      throw new Error(`${record.stream} exists, so it must load`);
    if (!sameOrder(state.request, order)) throw new IdempotencyKeyReused();
    return { id: record.id, created: false };
  };
  const state = await record.load();
  if (state.status !== 'none') return existing(state);
  const events = await record.open();
  try {
    const appended = await appendEvents(ctx, record.stream, events, 'no_stream', metadata);
    return { id: record.id, created: true, appended };
  } catch (error) {
    if (error instanceof WrongExpectedRevision) return existing(await record.load());
    throw error;
  }
}

/**
 * Asks the provider for a checkout and records the payment. The idempotency key names the
 * payment (its id is made from the key), so the same request again answers the same payment,
 * and the same key with another amount is refused.
 */
export function requestPayment(
  ctx: CommandContext,
  provider: PaymentProvider,
  order: PaymentOrder,
  urls: (id: string) => ReturnUrls,
  metadata: EventMetadata,
): Promise<Requested> {
  const paymentId = nameUuid(`payment:${order.idempotencyKey}`);
  return openOnce(ctx, order, metadata, {
    id: paymentId,
    stream: paymentStream(paymentId),
    load: async () => (await loadPayment(ctx.store, paymentId)).state,
    open: async () =>
      decideRequestPayment({
        paymentId,
        provider: provider.name,
        checkout: await provider.createCheckout({ id: paymentId, ...order, ...urls(paymentId) }),
        order,
        now: now(metadata),
      }),
  });
}

/** The same for a monthly subscription (memberships). */
export function requestSubscription(
  ctx: CommandContext,
  provider: PaymentProvider,
  order: PaymentOrder,
  urls: (id: string) => ReturnUrls,
  metadata: EventMetadata,
): Promise<Requested> {
  const subscriptionId = nameUuid(`subscription:${order.idempotencyKey}`);
  return openOnce(ctx, order, metadata, {
    id: subscriptionId,
    stream: subscriptionStream(subscriptionId),
    load: async () => (await loadSubscription(ctx.store, subscriptionId)).state,
    open: async () =>
      decideRequestSubscription({
        subscriptionId,
        provider: provider.name,
        checkout: await provider.createSubscription({
          id: subscriptionId,
          ...order,
          ...urls(subscriptionId),
        }),
        order,
        now: now(metadata),
      }),
  });
}

/**
 * What became of a verified provider event: `applied` by this delivery (exactly one delivery of
 * an event is told so), `duplicate` (applied already, by an earlier or a concurrent delivery),
 * `ignored` (not ours, or nothing to move on), or `mismatch` (a success for another amount or
 * currency: flagged on the payment, not applied; every delivery of it is told so).
 */
export type ProviderEventOutcome =
  | { outcome: 'applied' | 'mismatch'; appended: AppendResult }
  | { outcome: 'mismatch' | 'duplicate' | 'ignored'; appended?: undefined };

/**
 * Applies a verified provider event once: the payment's state remembers the provider's event
 * ids, and the append expects the revision the decision was made on, so of two deliveries
 * racing, the store lets one append; the other finds its expected revision gone, decides
 * again on the newer state and finds the event applied. (The appended events get fresh ids:
 * an id made from the provider's would have the store answer the loser as an idempotent
 * repeat, indistinguishable from the winner.)
 */
export async function applyProviderEvent(
  ctx: CommandContext,
  event: ProviderEvent,
  metadata: EventMetadata,
): Promise<ProviderEventOutcome> {
  if (event.kind === 'ignored') return { outcome: 'ignored' };
  const cycle = async <S extends { status: string }>(
    loaded: { state: S; revision: number | undefined },
    stream: string,
    decided: PaymentEvent[],
    seen: (state: S) => { applied: boolean; mismatched: boolean },
  ): Promise<ProviderEventOutcome> => {
    const { state, revision } = loaded;
    if (decided.length === 0 || revision === undefined) {
      const before = state.status === 'none' ? undefined : seen(state);
      if (before?.mismatched) return { outcome: 'mismatch' };
      return { outcome: before?.applied ? 'duplicate' : 'ignored' };
    }
    const appended = await appendEvents(ctx, stream, decided, revision, metadata);
    const flagged = decided.some((e) => e.type === 'PaymentAmountMismatched');
    return { outcome: flagged ? 'mismatch' : 'applied', appended };
  };
  if ('paymentId' in event) {
    return retryOnConflict(ATTEMPTS, async () => {
      const loaded = await loadPayment(ctx.store, event.paymentId);
      return cycle(
        loaded,
        paymentStream(event.paymentId),
        decidePaymentEvent(event, loaded.state),
        (state) =>
          state.status === 'none'
            ? { applied: false, mismatched: false }
            : {
                applied:
                  state.applied.includes(event.eventId) ||
                  (event.kind === 'payment.refunded' &&
                    state.applied.includes(`refund:${event.refundId}`)),
                mismatched: state.mismatched.includes(event.eventId),
              },
      );
    });
  }
  return retryOnConflict(ATTEMPTS, async () => {
    const loaded = await loadSubscription(ctx.store, event.subscriptionId);
    return cycle(
      loaded,
      subscriptionStream(event.subscriptionId),
      decideSubscriptionEvent(event, loaded.state),
      (state) => ({
        applied: state.status !== 'none' && state.applied.includes(event.eventId),
        mismatched: false,
      }),
    );
  });
}

/**
 * Refunds all (amount absent) or part of a paid payment. Without a key, the key is the
 * payment's revision: a second click on the same screen asks the provider for the same refund.
 */
export async function refundPayment(
  ctx: CommandContext,
  provider: PaymentProvider,
  paymentId: string,
  input: { amountCents?: number | undefined; idempotencyKey?: string | undefined },
  metadata: EventMetadata,
): Promise<{ refundId: string; amountCents: number; appended: AppendResult | undefined }> {
  const { state, revision } = await loadPayment(ctx.store, paymentId);
  if (state.status === 'none') throw new PaymentNotFound();
  const amountCents = refundableCents(state, input.amountCents);
  const { refundId } = await provider.refund({
    paymentId,
    providerRef: state.request.providerRef,
    amountCents,
    idempotencyKey: input.idempotencyKey ?? `refund-${paymentId}-${revision}`,
  });
  // The provider's refund webhook may have recorded it already; then nothing is appended.
  const appended = await retryOnConflict(ATTEMPTS, async () => {
    const loaded = await loadPayment(ctx.store, paymentId);
    const events = decideRefund({ refundId, amountCents, now: now(metadata) }, loaded.state);
    if (events.length === 0 || loaded.revision === undefined) return undefined;
    return appendEvents(ctx, paymentStream(paymentId), events, loaded.revision, metadata);
  });
  return { refundId, amountCents, appended };
}

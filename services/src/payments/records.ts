import type { EventStore, RecordedEvent } from '../core/event-store/event-store';
import {
  type PaymentEvent,
  parsePaymentEvent,
  paymentEventTime,
  paymentStream,
  subscriptionStream,
} from './events';
import { evolvePayment, initialPayment } from './payment';
import type { PaymentRecord, SubscriptionRecord } from './schemas';
import { evolveSubscription, initialSubscription } from './subscription';

type Parsed = { recorded: RecordedEvent; event: PaymentEvent };

const read = async (store: EventStore, stream: string): Promise<Parsed[]> =>
  (await store.readStream(stream)).map((recorded) => ({
    recorded,
    event: parsePaymentEvent(recorded.type, recorded.data),
  }));

/** One line of a payment's history, as staff read it. */
function historyLine({ recorded, event }: Parsed) {
  const data = event.data as Record<string, unknown>;
  return {
    id: recorded.id,
    type: event.type,
    at: paymentEventTime(event),
    amountCents: typeof data.amountCents === 'number' ? data.amountCents : null,
    reason: typeof data.reason === 'string' ? data.reason : null,
    providerEventId: typeof data.providerEventId === 'string' ? data.providerEventId : null,
  };
}

/** What a payment's and a subscription's record show of the order that opened it. */
const ordered = (
  request: Extract<PaymentEvent, { type: 'PaymentRequested' | 'SubscriptionRequested' }>['data'],
) => ({
  provider: request.provider,
  providerRef: request.providerRef,
  checkoutUrl: request.checkoutUrl,
  amountCents: request.amountCents,
  currency: request.currency,
  description: request.description,
  reference: request.reference,
  createdAt: request.requestedAt,
});

/** A record's version (for stale-edit checks) and its history, from its stream's events. */
const history = (events: Parsed[]) => ({
  version: events.at(-1)?.recorded.revision ?? 0,
  events: events.map(historyLine),
});

/** A payment and its events, read from its own stream (the write side's truth). */
export async function paymentRecord(
  store: EventStore,
  id: string,
): Promise<PaymentRecord | undefined> {
  const events = await read(store, paymentStream(id));
  const state = events.reduce((s, e) => evolvePayment(s, e.event), initialPayment);
  if (state.status === 'none') return undefined;
  const { request } = state;
  return {
    id,
    status: state.status,
    ...ordered(request),
    refundedCents: state.refundedCents,
    ...history(events),
  };
}

export async function subscriptionRecord(
  store: EventStore,
  id: string,
): Promise<SubscriptionRecord | undefined> {
  const events = await read(store, subscriptionStream(id));
  const state = events.reduce((s, e) => evolveSubscription(s, e.event), initialSubscription);
  if (state.status === 'none') return undefined;
  const { request } = state;
  return {
    id,
    status: state.status,
    interval: 'month',
    periodEnd: state.periodEnd,
    ...ordered(request),
    ...history(events),
  };
}

import { describe, expect, it } from 'vitest';
import {
  decidePaymentEvent,
  decideRefund,
  decideRequestPayment,
  decideSubscriptionEvent,
  refundableCents,
  sameOrder,
} from './decide';
import { NotRefundable, RefundTooLarge, RefundTooSmall } from './errors';
import type { PaymentEvent } from './events';
import { evolvePayment, initialPayment, type Payment } from './payment';
import { evolveSubscription, initialSubscription, type Subscription } from './subscription';

const now = new Date('2026-05-01T12:00:00.000Z');
const at = now.toISOString();
const paymentId = '00000000-0000-4000-8000-000000000001';
const order = {
  amountCents: 4000,
  currency: 'USD' as const,
  description: 'Camp',
  reference: 'order-1',
  idempotencyKey: 'key-12345678',
};

const payment = (...events: PaymentEvent[]): Payment =>
  [
    ...decideRequestPayment({
      paymentId,
      provider: 'sandbox',
      checkout: { providerRef: 'ref', checkoutUrl: '/pay/sandbox/ref' },
      order,
      now,
    }),
    ...events,
  ].reduce(evolvePayment, initialPayment);

const succeeded = (eventId = 'evt_1') =>
  ({
    eventId,
    at,
    kind: 'payment.succeeded',
    paymentId,
    amountCents: 4000,
    currency: 'USD',
  }) as const;

const paid = () => payment(...decidePaymentEvent(succeeded(), payment()));

describe('a payment', () => {
  it('given a pending payment, when the provider says it succeeded, then it is paid', () => {
    expect(decidePaymentEvent(succeeded(), payment())).toEqual([
      {
        type: 'PaymentSucceeded',
        data: { paymentId, providerEventId: 'evt_1', amountCents: 4000, succeededAt: at },
      },
    ]);
  });

  it('given the event applied, when it comes again, then nothing happens', () => {
    expect(decidePaymentEvent(succeeded(), paid())).toEqual([]);
  });

  it('given a paid payment, when a late failure of an earlier attempt comes, then it stays paid', () => {
    expect(
      decidePaymentEvent(
        { eventId: 'evt_2', at, kind: 'payment.failed', paymentId, reason: 'card_declined' },
        paid(),
      ),
    ).toEqual([]);
  });

  it('given a failed payment, when the payer succeeds with another card, then it is paid', () => {
    const failed = payment({
      type: 'PaymentFailed',
      data: { paymentId, providerEventId: 'evt_0', reason: 'card_declined', failedAt: at },
    });
    expect(decidePaymentEvent(succeeded(), failed)).toHaveLength(1);
  });

  it('given no payment, when a webhook names it, then nothing is applied', () => {
    expect(decidePaymentEvent(succeeded(), initialPayment)).toEqual([]);
  });

  it('given a success for another amount or currency, then it is flagged, not paid', () => {
    const short = { ...succeeded('evt_short'), amountCents: 3999 };
    const flagged = decidePaymentEvent(short, payment());
    expect(flagged).toMatchObject([
      {
        type: 'PaymentAmountMismatched',
        data: { reason: 'amount_mismatch', amountCents: 3999, expectedAmountCents: 4000 },
      },
    ]);
    const after = payment(...flagged);
    expect(after.status).toBe('pending');
    expect(decidePaymentEvent(short, after)).toEqual([]);
    expect(
      decidePaymentEvent({ ...succeeded('evt_eur'), currency: 'EUR' }, after)[0],
    ).toMatchObject({ data: { reason: 'currency_mismatch' } });
    expect(payment(...decidePaymentEvent(succeeded(), after)).status).toBe('succeeded');
  });

  it('refunds at most what is left, and only when paid', () => {
    expect(() => refundableCents(payment(), undefined)).toThrow(NotRefundable);
    expect(refundableCents(paid(), undefined)).toBe(4000);
    const part = decideRefund({ refundId: 're_1', amountCents: 1500, now }, paid());
    const partly = payment(...decidePaymentEvent(succeeded(), payment()), ...part);
    expect(partly).toMatchObject({ status: 'partially_refunded', refundedCents: 1500 });
    expect(() => refundableCents(partly, 2600)).toThrow(RefundTooLarge);
    // The charge minimum is not the refund's: a cent may be refunded, nothing less.
    expect(refundableCents(partly, 1)).toBe(1);
    expect(() => refundableCents(partly, 0)).toThrow(RefundTooSmall);
    // The provider's webhook about the same refund finds it applied.
    const webhook = {
      eventId: 'evt_9',
      at,
      kind: 'payment.refunded',
      paymentId,
      refundId: 're_1',
      amountCents: 1500,
    } as const;
    expect(decidePaymentEvent(webhook, partly)).toEqual([]);
    expect(decideRefund({ refundId: 're_1', amountCents: 1500, now }, partly)).toEqual([]);
  });

  it('knows the same order from a different one under one key', () => {
    expect(sameOrder(order, { ...order })).toBe(true);
    expect(sameOrder(order, { ...order, amountCents: 4001 })).toBe(false);
  });
});

describe('a subscription', () => {
  const subscriptionId = '00000000-0000-4000-8000-000000000002';
  const requested: Subscription = evolveSubscription(initialSubscription, {
    type: 'SubscriptionRequested',
    data: {
      subscriptionId,
      interval: 'month',
      provider: 'sandbox',
      providerRef: 'ref',
      checkoutUrl: '/x',
      ...order,
      requestedAt: at,
    },
  });
  const period = (start: string, end: string) => ({ periodStart: start, periodEnd: end });
  const started = decideSubscriptionEvent(
    {
      eventId: 'evt_1',
      at,
      kind: 'subscription.started',
      subscriptionId,
      ...period(at, '2026-06-01T12:00:00.000Z'),
    },
    requested,
  ).reduce(evolveSubscription, requested);

  it('starts, renews for a later period only, and a failed renewal leaves it past due', () => {
    expect(started).toMatchObject({ status: 'active', periodEnd: '2026-06-01T12:00:00.000Z' });
    const renewal = {
      eventId: 'evt_2',
      at,
      kind: 'subscription.renewed',
      subscriptionId,
      amountCents: 4000,
      ...period('2026-06-01T12:00:00.000Z', '2026-07-01T12:00:00.000Z'),
    } as const;
    const renewed = decideSubscriptionEvent(renewal, started).reduce(evolveSubscription, started);
    expect(renewed).toMatchObject({ status: 'active', periodEnd: '2026-07-01T12:00:00.000Z' });
    // The same period again under another event id: the provider repeating itself.
    expect(decideSubscriptionEvent({ ...renewal, eventId: 'evt_3' }, renewed)).toEqual([]);
    const failed = decideSubscriptionEvent(
      {
        eventId: 'evt_4',
        at,
        kind: 'subscription.renewal_failed',
        subscriptionId,
        reason: 'card_declined',
      },
      renewed,
    ).reduce(evolveSubscription, renewed);
    expect(failed.status).toBe('past_due');
  });
});

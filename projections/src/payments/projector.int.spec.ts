import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { paymentStream, subscriptionStream } from '../../../services/src/payments/events';
import { readModelDatabase, recordedEvent } from '../testing';
import { paymentsProjector } from './projector';

const db = readModelDatabase();
const at = '2026-05-01T12:00:00.000Z';
const requested = {
  provider: 'sandbox',
  providerRef: 'ref',
  checkoutUrl: '/pay/sandbox/ref',
  amountCents: 4000,
  currency: 'USD',
  description: 'Camp',
  reference: 'order-1',
  idempotencyKey: 'key-12345678',
  requestedAt: at,
};

const applyTwice = (events: ReturnType<typeof recordedEvent>[]) =>
  db.knex.transaction(async (trx) => {
    for (const event of events) {
      await paymentsProjector.apply(trx, event);
      await paymentsProjector.apply(trx, event);
    }
  });

describe('the payments read model', () => {
  it('follows a payment through success and two refunds, each applied once', async () => {
    const paymentId = randomUUID();
    const stream = paymentStream(paymentId);
    await applyTwice([
      recordedEvent(stream, 0, 'PaymentRequested', { paymentId, ...requested }),
      recordedEvent(stream, 1, 'PaymentSucceeded', {
        paymentId,
        providerEventId: 'evt_1',
        amountCents: 4000,
        succeededAt: at,
      }),
      recordedEvent(stream, 2, 'PaymentRefunded', {
        paymentId,
        providerEventId: null,
        refundId: 're_1',
        amountCents: 1500,
        refundedAt: at,
      }),
    ]);
    expect(await db.knex('payments').where({ id: paymentId }).first()).toMatchObject({
      status: 'partially_refunded',
      amount_cents: 4000,
      refunded_cents: 1500,
      version: 2,
    });
    await applyTwice([
      recordedEvent(stream, 3, 'PaymentRefunded', {
        paymentId,
        providerEventId: 'evt_2',
        refundId: 're_2',
        amountCents: 2500,
        refundedAt: at,
      }),
    ]);
    expect(await db.knex('payments').where({ id: paymentId }).first()).toMatchObject({
      status: 'refunded',
      refunded_cents: 4000,
    });
  });

  it('follows a subscription through its start, a renewal and a failed renewal', async () => {
    const subscriptionId = randomUUID();
    const stream = subscriptionStream(subscriptionId);
    const period = { periodStart: at, periodEnd: '2026-06-01T12:00:00.000Z' };
    await applyTwice([
      recordedEvent(stream, 0, 'SubscriptionRequested', {
        subscriptionId,
        interval: 'month',
        ...requested,
      }),
      recordedEvent(stream, 1, 'SubscriptionStarted', {
        subscriptionId,
        providerEventId: 'evt_1',
        ...period,
        startedAt: at,
      }),
      recordedEvent(stream, 2, 'SubscriptionRenewed', {
        subscriptionId,
        providerEventId: 'evt_2',
        amountCents: 4000,
        periodStart: period.periodEnd,
        periodEnd: '2026-07-01T12:00:00.000Z',
        renewedAt: period.periodEnd,
      }),
    ]);
    expect(
      await db.knex('payment_subscriptions').where({ id: subscriptionId }).first(),
    ).toMatchObject({ status: 'active', period_end: new Date('2026-07-01T12:00:00.000Z') });
    await applyTwice([
      recordedEvent(stream, 3, 'SubscriptionRenewalFailed', {
        subscriptionId,
        providerEventId: 'evt_3',
        reason: 'card_declined',
        failedAt: at,
      }),
    ]);
    expect(
      await db.knex('payment_subscriptions').where({ id: subscriptionId }).first(),
    ).toMatchObject({ status: 'past_due' });
  });
});

import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { providerEventFromStripe, refundIntentToIdentify } from './events';

const event = (type: string, object: Record<string, unknown>) =>
  ({ id: 'evt_1', type, created: 1_777_000_000, data: { object } }) as unknown as Stripe.Event;
const at = new Date(1_777_000_000_000).toISOString();

describe("Stripe's events in the port's words", () => {
  it('a paid Checkout Session is a success; an unpaid or subscription one is not', () => {
    const session = {
      mode: 'payment',
      payment_status: 'paid',
      amount_total: 2500,
      currency: 'usd',
      metadata: { paymentId: 'p1' },
    };
    expect(providerEventFromStripe(event('checkout.session.completed', session))).toEqual({
      eventId: 'evt_1',
      at,
      kind: 'payment.succeeded',
      paymentId: 'p1',
      amountCents: 2500,
      currency: 'USD',
    });
    expect(
      providerEventFromStripe(
        event('checkout.session.completed', { ...session, payment_status: 'unpaid' }),
      ).kind,
    ).toBe('ignored');
    expect(
      providerEventFromStripe(
        event('checkout.session.completed', { ...session, mode: 'subscription' }),
      ).kind,
    ).toBe('ignored');
  });

  it('a decline says why when Stripe says more than "generic"', () => {
    const intent = (decline_code: string) => ({
      metadata: { paymentId: 'p1' },
      last_payment_error: { code: 'card_declined', decline_code },
    });
    expect(
      providerEventFromStripe(event('payment_intent.payment_failed', intent('generic_decline'))),
    ).toMatchObject({
      kind: 'payment.failed',
      reason: 'card_declined',
    });
    expect(
      providerEventFromStripe(event('payment_intent.payment_failed', intent('insufficient_funds'))),
    ).toMatchObject({ reason: 'insufficient_funds' });
  });

  it("tells a subscription's first invoice from a renewal, and ignores what is not ours", () => {
    const invoice = (billing_reason: string) => ({
      billing_reason,
      amount_paid: 4900,
      parent: { subscription_details: { metadata: { subscriptionId: 's1' } } },
      lines: { data: [{ period: { start: 1_777_000_000, end: 1_779_592_000 } }] },
    });
    expect(
      providerEventFromStripe(event('invoice.paid', invoice('subscription_create'))).kind,
    ).toBe('subscription.started');
    expect(
      providerEventFromStripe(event('invoice.paid', invoice('subscription_cycle'))),
    ).toMatchObject({
      kind: 'subscription.renewed',
      amountCents: 4900,
    });
    expect(
      providerEventFromStripe(event('invoice.payment_failed', invoice('subscription_cycle'))).kind,
    ).toBe('subscription.renewal_failed');
    expect(providerEventFromStripe(event('customer.created', {})).kind).toBe('ignored');
    expect(
      providerEventFromStripe(event('refund.created', { id: 're_1', amount: 5, metadata: {} }))
        .kind,
    ).toBe('ignored');
  });
});

describe('a refund made in Stripe’s dashboard', () => {
  const dashboard = event('refund.created', {
    id: 're_2',
    amount: 700,
    status: 'succeeded',
    payment_intent: 'pi_9',
    metadata: {},
  });

  it('is identified by its Payment Intent, and only a refund without our id is', () => {
    expect(refundIntentToIdentify(dashboard)).toBe('pi_9');
    const ours = event('refund.created', {
      id: 're_3',
      amount: 700,
      payment_intent: 'pi_9',
      metadata: { paymentId: 'p-1' },
    });
    expect(refundIntentToIdentify(ours)).toBeNull();
    expect(refundIntentToIdentify(event('payment_intent.payment_failed', { metadata: {} }))).toBe(
      null,
    );
  });

  it('refunds the payment its intent names', () => {
    expect(providerEventFromStripe(dashboard, 'p-7')).toMatchObject({
      kind: 'payment.refunded',
      paymentId: 'p-7',
      refundId: 're_2',
      amountCents: 700,
    });
    expect(providerEventFromStripe(dashboard).kind).toBe('ignored');
  });
});

import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { providerEventFromStripe } from './events';

const event = (type: string, object: Record<string, unknown>) =>
  ({ id: 'evt_1', type, created: 1_777_000_000, data: { object } }) as unknown as Stripe.Event;
const at = new Date(1_777_000_000_000).toISOString();

describe("Stripe's events in the port's words", () => {
  it('a paid Checkout Session is a success; an unpaid or subscription one is not', () => {
    const session = {
      mode: 'payment',
      payment_status: 'paid',
      amount_total: 2500,
      metadata: { paymentId: 'p1' },
    };
    expect(providerEventFromStripe(event('checkout.session.completed', session))).toEqual({
      eventId: 'evt_1',
      at,
      kind: 'payment.succeeded',
      paymentId: 'p1',
      amountCents: 2500,
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

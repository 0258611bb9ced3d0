import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentRecord } from '../schemas';
import { paymentContract } from './contract';
import { CARDS, paymentOrder } from './harness';
import { type StripeHarness, stripeHarness } from './stripe-harness';

paymentContract('stripe', stripeHarness);

describe('stripe: a refund made in Stripe’s dashboard', () => {
  let h: StripeHarness;
  beforeAll(async () => {
    h = await stripeHarness();
  }, 60_000);
  afterAll(() => h?.close());

  const paidPayment = async () => {
    const created = (
      await h.admin
        .post('/api/admin/payments')
        .send(paymentOrder({ amountCents: 4000 }))
        .expect(201)
    ).body as PaymentRecord;
    await h.pay(created, CARDS.succeeds);
    return created;
  };
  const payment = async (id: string) =>
    (await h.admin.get(`/api/admin/payments/${id}`).expect(200)).body as PaymentRecord;

  it('is recorded on its payment, found through the Payment Intent, once', async () => {
    const paid = await paidPayment();
    // Staff refund $15 in the dashboard: the refund carries none of our metadata.
    const refund = h.stripe.dashboardRefund(paid.providerRef, 1500);
    expect(JSON.parse(refund.payload).data.object.metadata).toEqual({});

    expect((await h.deliver(refund)).status).toBe(200);
    expect((await h.deliver(refund)).status).toBe(200);
    const after = await payment(paid.id);
    expect(after).toMatchObject({ status: 'partially_refunded', refundedCents: 1500 });
    expect(after.events.filter((e) => e.type === 'PaymentRefunded')).toHaveLength(1);

    // The rest, also in the dashboard: the payment is refunded in full.
    await h.deliver(h.stripe.dashboardRefund(paid.providerRef, 2500));
    expect(await payment(paid.id)).toMatchObject({ status: 'refunded', refundedCents: 4000 });
  });

  it('acknowledges and ignores a refund of a payment that is not the site’s', async () => {
    const payload = JSON.stringify({
      id: 'evt_not_ours',
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 're_not_ours',
          object: 'refund',
          amount: 500,
          status: 'succeeded',
          payment_intent: 'pi_from_another_shop',
          metadata: {},
        },
      },
      livemode: false,
      type: 'refund.created',
    });
    const answer = await h.deliver({ payload, signature: h.stripe.sign(payload) });
    expect(answer.status).toBe(200);
  });
});

import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Clock } from '../../core/clock';
import { adminAgent } from '../../testing/agents';
import { startTestServer } from '../../testing/test-server';
import { LATE_DELIVERY_MS } from '../sandbox/adapter';
import { type FakeStripe, type Signed, startFakeStripe } from './fake-stripe';
import type { Harness } from './harness';

const WEBHOOK_SECRET = 'whsec_contract_suite';

/** What only Stripe has: its dashboard, and a webhook delivered by hand. */
export type StripeHarness = Harness & {
  stripe: FakeStripe;
  deliver(event: Signed): Promise<{ status: number; body: unknown }>;
};

/** The stripe adapter against a local server speaking Stripe's API; webhooks signed by the SDK. */
export async function stripeHarness(
  options: { clock?: Clock; env?: Record<string, string> } = {},
): Promise<StripeHarness> {
  const stripe = await startFakeStripe(WEBHOOK_SECRET);
  const server = await startTestServer(
    {
      STRIPE_SECRET_KEY: 'sk_test_contract_suite',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      ...options.env,
    },
    options,
  );
  stripe.webhookUrl = `${server.url}/api/payments/webhooks/stripe`;
  const admin = await adminAgent(server);

  const deliver = async ({ payload, signature }: Signed) => {
    const response = await request(server.url)
      .post('/api/payments/webhooks/stripe')
      .set('content-type', 'application/json; charset=utf-8')
      .set('stripe-signature', signature)
      .send(payload);
    return { status: response.status, body: response.body as unknown };
  };
  const deliverAll = async (events: Signed[]) => {
    for (const event of events) {
      const { status } = await deliver(event);
      if (status !== 200) throw new Error(`the webhook route answered ${status}`);
    }
  };

  return {
    server,
    admin,
    stripe,
    deliver,
    async pay(checkout, card, delivery = 'now') {
      const events = stripe.complete(checkout.providerRef, card);
      if (delivery === 'late') {
        setTimeout(() => void deliverAll(events), LATE_DELIVERY_MS);
        return;
      }
      await deliverAll(events);
      if (delivery === 'twice') await deliverAll(events);
    },
    renew: (subscription, outcome) => deliverAll(stripe.renew(subscription.providerRef, outcome)),
    async tamperedWebhook(payment) {
      const payload = completedCheckout(`evt_forged_${payment.id}`, payment.providerRef, {
        amount_total: 1,
        metadata: { paymentId: payment.id },
      });
      const signature = stripe.sign(payload);
      return deliver({
        payload: payload.replace('"amount_total":1', '"amount_total":100'),
        signature,
      });
    },
    signedSuccess(payment, paid = {}) {
      const payload = completedCheckout(`evt_signed_${randomUUID()}`, payment.providerRef, {
        amount_total: paid.amountCents ?? payment.amountCents,
        currency: (paid.currency ?? payment.currency).toLowerCase(),
        metadata: { paymentId: payment.id },
      });
      const signed = { payload, signature: stripe.sign(payload) };
      return { deliver: () => deliver(signed) };
    },
    async close() {
      await server.close();
      await stripe.close();
    },
  };
}

/** A `checkout.session.completed` event as Stripe sends it, paid, with these session fields. */
function completedCheckout(id: string, sessionId: string, fields: Record<string, unknown>): string {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        ...fields,
      },
    },
    livemode: false,
    type: 'checkout.session.completed',
  });
}

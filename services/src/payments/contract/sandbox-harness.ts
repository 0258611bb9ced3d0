import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Clock } from '../../core/clock';
import { adminAgent } from '../../testing/agents';
import { startTestServer } from '../../testing/test-server';
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from '../sandbox/signature';
import { sandboxWebhookSecret } from '../sandbox/webhook';
import type { Harness } from './harness';

/** The embedded sandbox: the payer posts the hosted page; the app delivers its own webhooks. */
export async function sandboxHarness(
  options: { clock?: Clock; env?: Record<string, string> } = {},
): Promise<Harness> {
  const server = await startTestServer(options.env, options);
  const admin = await adminAgent(server);
  return {
    server,
    admin,
    async pay(checkout, card, delivery = 'now') {
      const response = await request(server.url)
        .post(checkout.checkoutUrl)
        .type('form')
        .send({ card, expiry: '12 / 34', cvc: '123', cardholder: 'Test Payer', delivery });
      if (response.status !== 303 && response.status !== 402) {
        throw new Error(`the sandbox page answered ${response.status}: ${response.text}`);
      }
    },
    async renew(subscription, outcome) {
      await admin
        .post(`/api/admin/payment-subscriptions/${subscription.id}/sandbox-renewals`)
        .send({ outcome })
        .expect(201);
    },
    async tamperedWebhook(payment) {
      const secret = sandboxWebhookSecret(server.ctx.keys);
      const signed = JSON.stringify({
        eventId: `evt_forged_${payment.id}`,
        at: new Date().toISOString(),
        kind: 'payment.succeeded',
        paymentId: payment.id,
        amountCents: 1,
      });
      const response = await request(server.url)
        .post('/api/payments/webhooks/sandbox')
        .set('content-type', 'application/json')
        .set(SANDBOX_SIGNATURE_HEADER, signSandboxBody(secret, signed))
        .send(signed.replace('"amountCents":1', '"amountCents":100'));
      return { status: response.status, body: response.body };
    },
    signedSuccess(payment, paid = {}) {
      const body = JSON.stringify({
        eventId: `evt_sbx_signed_${randomUUID()}`,
        at: new Date().toISOString(),
        kind: 'payment.succeeded',
        paymentId: payment.id,
        amountCents: paid.amountCents ?? payment.amountCents,
        currency: paid.currency ?? payment.currency,
      });
      const signature = signSandboxBody(sandboxWebhookSecret(server.ctx.keys), body);
      return {
        async deliver() {
          const response = await request(server.url)
            .post('/api/payments/webhooks/sandbox')
            .set('content-type', 'application/json')
            .set(SANDBOX_SIGNATURE_HEADER, signature)
            .send(body);
          return { status: response.status, body: response.body as unknown };
        },
      };
    },
    close: () => server.close(),
  };
}

import { randomUUID } from 'node:crypto';
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from '../../../src/payments/sandbox/signature';
import { sandboxWebhookSecret } from '../../../src/payments/sandbox/webhook';
import { send } from './client';
import type { Fixtures } from './fixtures';

/** A payment order with a key of its own, so each use makes a new payment. */
export const paymentBody = (amountCents = 2500) => ({
  amountCents,
  currency: 'USD',
  description: 'Security suite order',
  reference: `order-${randomUUID().slice(0, 8)}`,
  idempotencyKey: `security-${randomUUID()}`,
});

async function adminPost(
  fx: Fixtures,
  path: string,
  body: unknown,
): Promise<{ id: string; checkoutUrl: string }> {
  const answer = await send(fx.server, 'POST', path, { body, cookie: fx.who.admin.cookie });
  if (answer.status >= 300) throw new Error(`fixture ${path}: ${answer.status} ${answer.text}`);
  return answer.body as { id: string; checkoutUrl: string };
}

/** Pays a checkout on the sandbox's hosted page with the test card that succeeds. */
async function payOnSandbox(fx: Fixtures, checkoutUrl: string): Promise<void> {
  const answer = await send(fx.server, 'POST', checkoutUrl, {
    raw: 'card=4242424242424242&expiry=12%2F34&cvc=123&cardholder=Fixture',
    contentType: 'application/x-www-form-urlencoded',
  });
  if (answer.status !== 303) throw new Error(`fixture pay: ${answer.status} ${answer.text}`);
}

export const newPayment = async (fx: Fixtures) =>
  (await adminPost(fx, '/api/admin/payments', paymentBody())).id;

export async function newPaidPayment(fx: Fixtures): Promise<string> {
  const payment = await adminPost(fx, '/api/admin/payments', paymentBody());
  await payOnSandbox(fx, payment.checkoutUrl);
  return payment.id;
}

export const newSubscription = async (fx: Fixtures) =>
  (await adminPost(fx, '/api/admin/payment-subscriptions', paymentBody(4900))).id;

export async function newActiveSubscription(fx: Fixtures): Promise<string> {
  const subscription = await adminPost(fx, '/api/admin/payment-subscriptions', paymentBody(4900));
  await payOnSandbox(fx, subscription.checkoutUrl);
  return subscription.id;
}

/** A correctly signed sandbox webhook about a payment that is not ours: received, not applied. */
export function signedSandboxWebhook(fx: Fixtures) {
  const raw = JSON.stringify({
    eventId: `evt_security_${randomUUID()}`,
    at: new Date().toISOString(),
    kind: 'payment.succeeded',
    paymentId: randomUUID(),
    amountCents: 100,
    currency: 'USD',
  });
  const secret = sandboxWebhookSecret(fx.server.ctx.keys);
  return {
    params: { provider: 'sandbox' },
    raw,
    contentType: 'application/json',
    headers: { [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(secret, raw) },
  };
}

import {
  newActiveSubscription,
  newPaidPayment,
  newPayment,
  newSubscription,
  paymentBody,
  signedSandboxWebhook,
} from '../../test/security/support/payments';
import { admin, listQuery, type Policy } from '../../test/security/support/policy';
import { paymentOrderSchema, refundSchema, sandboxRenewalSchema } from './schemas';

/**
 * The security policy of each call this area serves, by the key the route table gives it. The
 * security suite's catalogue (services/test/security/support/catalogue.ts) gathers every area's.
 */
export const accessPolicies: Record<string, Policy> = {
  // A provider's call: no session; the signature is the credential (a bad one is a 400).
  'POST /api/payments/webhooks/:provider': {
    access: 'public',
    ok: [200],
    shape: 'any',
    sample: (fx) => signedSandboxWebhook(fx),
  },
  'GET /api/admin/payments': admin([200], 'records', () => listQuery),
  'GET /api/admin/payment-subscriptions': admin([200], 'records', () => listQuery),
  'POST /api/admin/payments': admin([201], 'record', () => ({ body: paymentBody() }), {
    body: paymentOrderSchema,
  }),
  'GET /api/admin/payments/:id': admin([200], 'record', async (fx) => ({
    params: { id: await newPayment(fx) },
  })),
  'POST /api/admin/payments/:id/refunds': admin(
    [201],
    'record',
    async (fx) => ({ params: { id: await newPaidPayment(fx) }, body: {} }),
    { body: refundSchema },
  ),
  'POST /api/admin/payment-subscriptions': admin([201], 'record', () => ({ body: paymentBody() }), {
    body: paymentOrderSchema,
  }),
  'GET /api/admin/payment-subscriptions/:id': admin([200], 'record', async (fx) => ({
    params: { id: await newSubscription(fx) },
  })),
  'POST /api/admin/payment-subscriptions/:id/sandbox-renewals': admin(
    [201],
    'record',
    async (fx) => ({
      params: { id: await newActiveSubscription(fx) },
      body: { outcome: 'succeeded' },
    }),
    { body: sandboxRenewalSchema },
  ),
};

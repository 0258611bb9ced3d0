import type { PaymentRecord, SubscriptionRecord } from '@server/payments/schemas';
import { httpClient } from '@/dataProvider';

/** The calls beyond simple-rest: a refund, and the sandbox's test clock. */
export async function refundPayment(
  id: string,
  body: { amountCents?: number; idempotencyKey: string },
): Promise<PaymentRecord> {
  const { json } = await httpClient(`/api/admin/payments/${encodeURIComponent(id)}/refunds`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return json as PaymentRecord;
}

export async function renewOnSandbox(
  id: string,
  outcome: 'succeeded' | 'card_declined' | 'insufficient_funds',
): Promise<SubscriptionRecord> {
  const url = `/api/admin/payment-subscriptions/${encodeURIComponent(id)}/sandbox-renewals`;
  const { json } = await httpClient(url, { method: 'POST', body: JSON.stringify({ outcome }) });
  return json as SubscriptionRecord;
}

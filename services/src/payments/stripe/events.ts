import type Stripe from 'stripe';
import { z } from 'zod';
import type { ProviderEvent } from '../port';

const at = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();
const metadata = z.record(z.string(), z.string()).nullish();

const session = z.object({
  mode: z.string(),
  client_reference_id: z.string().nullish(),
  metadata,
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
  payment_status: z.string(),
});
const paymentIntent = z.object({
  metadata,
  last_payment_error: z
    .object({ code: z.string().nullish(), decline_code: z.string().nullish() })
    .nullish(),
});
const refund = z.object({
  id: z.string(),
  amount: z.number().int(),
  status: z.string().nullish(),
  payment_intent: z.string().nullish(),
  metadata,
});

/**
 * The Payment Intent of a refund that does not name our payment: one made in Stripe's dashboard
 * carries none of the metadata our own refunds do. Its intent does (the checkout set it there),
 * so the adapter asks Stripe for it and passes our id to providerEventFromStripe.
 */
export function refundIntentToIdentify(event: Stripe.Event): string | null {
  if (event.type !== 'refund.created' && event.type !== 'refund.updated') return null;
  const r = refund.safeParse(event.data.object);
  if (!r.success || r.data.metadata?.paymentId) return null;
  return r.data.payment_intent ?? null;
}
const invoice = z.object({
  billing_reason: z.string().nullish(),
  amount_paid: z.number().int(),
  parent: z.object({ subscription_details: z.object({ metadata }).nullish() }).nullish(),
  lines: z.object({
    data: z.array(z.object({ period: z.object({ start: z.number(), end: z.number() }) })),
  }),
});

/**
 * A verified Stripe event in the port's words. Success comes from the Checkout Session, a
 * decline from the Payment Intent, a refund from the Refund (ours or one made in Stripe's
 * dashboard), the months of a subscription from
 * its invoices; every other type is acknowledged and ignored.
 */
export function providerEventFromStripe(
  event: Stripe.Event,
  /** Our id for a refund's payment, found on its Payment Intent (see refundIntentToIdentify). */
  refundedPaymentId?: string,
): ProviderEvent {
  const base = { eventId: event.id, at: at(event.created) };
  const ignored: ProviderEvent = { ...base, kind: 'ignored', type: event.type };
  const object: unknown = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const s = session.safeParse(object);
      const paymentId = s.data?.metadata?.paymentId ?? s.data?.client_reference_id;
      if (
        !s.success ||
        s.data.mode !== 'payment' ||
        s.data.payment_status !== 'paid' ||
        !paymentId
      ) {
        return ignored;
      }
      return {
        ...base,
        kind: 'payment.succeeded',
        paymentId,
        amountCents: s.data.amount_total ?? 0,
        // Stripe writes ISO codes in lower case; one it leaves out cannot be the payment's.
        currency: (s.data.currency ?? '').toUpperCase(),
      };
    }
    case 'checkout.session.async_payment_failed': {
      const s = session.safeParse(object);
      const paymentId = s.data?.metadata?.paymentId;
      if (!paymentId) return ignored;
      return { ...base, kind: 'payment.failed', paymentId, reason: 'async_payment_failed' };
    }
    case 'payment_intent.payment_failed': {
      const p = paymentIntent.safeParse(object);
      const paymentId = p.data?.metadata?.paymentId;
      if (!paymentId) return ignored;
      const error = p.data?.last_payment_error;
      // 'generic_decline' says no more than the code, card_declined; a specific one says why.
      const specific = error?.decline_code !== 'generic_decline' ? error?.decline_code : undefined;
      const reason = specific ?? error?.code ?? 'payment_failed';
      return { ...base, kind: 'payment.failed', paymentId, reason };
    }
    case 'refund.created':
    case 'refund.updated': {
      const r = refund.safeParse(object);
      const paymentId = r.data?.metadata?.paymentId ?? refundedPaymentId;
      if (!r.success || !paymentId || r.data.status === 'failed' || r.data.status === 'canceled') {
        return ignored;
      }
      return {
        ...base,
        kind: 'payment.refunded',
        paymentId,
        refundId: r.data.id,
        amountCents: r.data.amount,
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const i = invoice.safeParse(object);
      const subscriptionId = i.data?.parent?.subscription_details?.metadata?.subscriptionId;
      const period = i.data?.lines.data[0]?.period;
      if (!i.success || !subscriptionId || !period) return ignored;
      if (event.type === 'invoice.payment_failed') {
        return {
          ...base,
          kind: 'subscription.renewal_failed',
          subscriptionId,
          reason: 'invoice_payment_failed',
        };
      }
      const months = { subscriptionId, periodStart: at(period.start), periodEnd: at(period.end) };
      return i.data.billing_reason === 'subscription_create'
        ? { ...base, kind: 'subscription.started', ...months }
        : { ...base, kind: 'subscription.renewed', amountCents: i.data.amount_paid, ...months };
    }
    default:
      return ignored;
  }
}

import Stripe from 'stripe';
import type { PaymentsConfig } from '../../core/config';
import { InvalidSignature, ProviderRefused } from '../errors';
import type { CheckoutRequest, PaymentProvider } from '../port';
import { providerEventFromStripe, refundIntentToIdentify } from './events';

type StripeSettings = Extract<PaymentsConfig, { provider: 'stripe' }>;

/** The SDK, pointed at Stripe or (STRIPE_API_URL) at a local server that speaks its API. */
function client(settings: StripeSettings): Stripe {
  const url = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  const protocol = url?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(url
      ? { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol }
      : {}),
  });
}

/** A refusal Stripe explains (a card error, a bad request) becomes ours; the rest is a 500. */
async function refusedAsOurs<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) {
      throw new ProviderRefused(error.message);
    }
    throw error;
  }
}

const lineItem = (request: CheckoutRequest, recurring: boolean) => ({
  quantity: 1,
  price_data: {
    currency: request.currency.toLowerCase(),
    unit_amount: request.amountCents,
    product_data: { name: request.description },
    ...(recurring ? { recurring: { interval: 'month' as const } } : {}),
  },
});

/**
 * Stripe hosted Checkout (a full redirect: card data never touches our pages, PCI SAQ-A).
 * Our ids ride in the metadata, so each webhook names the payment or subscription it is about.
 */
export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = client(settings);
  /**
   * Our payment id on a Payment Intent; undefined for one that is not ours. Stripe away throws:
   * the webhook answers 500 and Stripe delivers it again later.
   */
  const paymentIdOf = async (intent: string): Promise<string | undefined> => {
    try {
      return (await stripe.paymentIntents.retrieve(intent)).metadata?.paymentId;
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return undefined;
      throw error;
    }
  };
  return {
    name: 'stripe',
    async createCheckout(request) {
      const metadata = { paymentId: request.id, reference: request.reference };
      const session = await refusedAsOurs(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: request.id,
            line_items: [lineItem(request, false)],
            metadata,
            payment_intent_data: { metadata, description: request.description },
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          },
          { idempotencyKey: `checkout-${request.idempotencyKey}` },
        ),
      );
      if (!session.url) throw new ProviderRefused('Stripe gave no checkout address');
      return { providerRef: session.id, checkoutUrl: session.url };
    },
    async createSubscription(request) {
      const metadata = { subscriptionId: request.id, reference: request.reference };
      const session = await refusedAsOurs(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            client_reference_id: request.id,
            line_items: [lineItem(request, true)],
            metadata,
            subscription_data: { metadata, description: request.description },
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          },
          { idempotencyKey: `subscription-${request.idempotencyKey}` },
        ),
      );
      if (!session.url) throw new ProviderRefused('Stripe gave no checkout address');
      return { providerRef: session.id, checkoutUrl: session.url };
    },
    async refund(request) {
      const session = await refusedAsOurs(() =>
        stripe.checkout.sessions.retrieve(request.providerRef),
      );
      const intent =
        typeof session.payment_intent === 'string'
          ? session.payment_intent
          : session.payment_intent?.id;
      if (!intent) throw new ProviderRefused('this checkout has no payment to refund');
      const refund = await refusedAsOurs(() =>
        stripe.refunds.create(
          {
            payment_intent: intent,
            amount: request.amountCents,
            metadata: { paymentId: request.paymentId },
          },
          { idempotencyKey: `refund-${request.idempotencyKey}` },
        ),
      );
      return { refundId: refund.id };
    },
    async verifyWebhook(rawBody, headers) {
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          headers('stripe-signature') ?? '',
          settings.webhookSecret,
        );
      } catch {
        throw new InvalidSignature();
      }
      const intent = refundIntentToIdentify(event);
      return providerEventFromStripe(event, intent ? await paymentIdOf(intent) : undefined);
    },
  };
}

import type { Request } from 'express';
import type { AppContext } from '../core/context';
import type { EventMetadata } from '../core/event-store/event-store';
import { PaymentsOff } from './errors';
import type { PaymentProvider } from './port';
import { type SandboxOptions, sandboxProvider } from './sandbox/adapter';
import { sandboxWebhookSecret } from './sandbox/webhook';
import { stripeProvider } from './stripe/adapter';

/**
 * Where this process listens, as the request that reached it saw it: the sandbox delivers its
 * webhooks there, to the app's own route, as a provider would over the network.
 */
export function selfUrl(req: Request): string {
  const address = req.socket.localAddress ?? '127.0.0.1';
  const host = address.startsWith('::ffff:')
    ? address.slice('::ffff:'.length)
    : address.includes(':')
      ? `[${address}]`
      : address;
  return `http://${host}:${req.socket.localPort}`;
}

export function sandboxOptions(
  ctx: AppContext,
  req: Request,
  metadata: EventMetadata,
): SandboxOptions {
  return {
    ctx,
    secret: sandboxWebhookSecret(ctx.keys),
    selfUrl: selfUrl(req),
    metadata,
  };
}

/** The configured provider (README: PAYMENTS, STRIPE_*); a 503 when payments are off. */
export function paymentProvider(
  ctx: AppContext,
  req: Request,
  metadata: EventMetadata,
): PaymentProvider {
  const settings = ctx.config.payments;
  switch (settings.provider) {
    case 'stripe':
      return stripeProvider(settings);
    case 'sandbox':
      return sandboxProvider(sandboxOptions(ctx, req, metadata));
    case 'off':
      throw new PaymentsOff();
    default: {
      const unhandled: never = settings;
      throw new Error(`unknown payment provider ${JSON.stringify(unhandled)}`);
    }
  }
}

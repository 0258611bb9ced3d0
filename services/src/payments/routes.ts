import express, { Router } from 'express';
import { type AppContext, awaitProjection, clientKey, requestMetadata } from '../core/context';
import { DomainError } from '../core/errors';
import { refuseCrossSite } from '../core/http/cross-site';
import { route } from '../core/http/route';
import { applyProviderEvent, loadPayment } from './commands';
import { InvalidSignature, PaymentAmountMismatch } from './errors';
import { PAYMENT_EVENT_TYPES } from './events';
import { paymentOperations as op } from './openapi';
import { paymentProvider } from './provider';
import { checkedReactions, type PaymentReaction, reactionFor } from './reactions';
import type { WebhookReceived } from './schemas';

/**
 * The providers' webhooks. Mounted before the API's JSON parser: the signature is over the
 * body's exact bytes. Providers are servers, not browsers: a browser's cross-site post is refused,
 * and the signature is the only credential; a bad one changes nothing.
 */
export function paymentWebhookRoutes(
  ctx: AppContext,
  reactions: readonly PaymentReaction[] = [],
): Router {
  const router = Router();
  checkedReactions(reactions);
  route(
    router,
    op.webhook,
    refuseCrossSite(ctx.config.publicUrl),
    express.raw({ type: () => true, limit: '100kb' }),
    async (req, res) => {
      // Answered to a provider, never cached (mounted before the session's no-store rule).
      res.set('Cache-Control', 'no-store');
      const metadata = requestMetadata(ctx, req, null);
      const provider = paymentProvider(ctx, req, metadata);
      if (req.params.provider !== provider.name) {
        throw new DomainError(`This server takes no webhooks from "${req.params.provider}"`, 404);
      }
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      let event: Awaited<ReturnType<typeof provider.verifyWebhook>>;
      try {
        event = await provider.verifyWebhook(body, (name) => req.get(name));
      } catch (error) {
        if (error instanceof InvalidSignature) {
          console.warn(
            `payments: refused a ${provider.name} webhook with a bad signature (${body.length} bytes, client ${clientKey(ctx, req)})`,
          );
        }
        throw error;
      }
      const { outcome, appended } = await applyProviderEvent(ctx, event, metadata);
      if (appended) await awaitProjection(ctx, res, appended, PAYMENT_EVENT_TYPES);
      if (outcome === 'mismatch') {
        if (appended) {
          console.warn(
            `payments: flagged ${provider.name} event ${event.eventId}: its amount or currency is not the payment's`,
          );
        }
        throw new PaymentAmountMismatch();
      }
      // A success the payments area holds (applied now or before): the area that owns the
      // payment acts on it, on every delivery, so a failed reaction runs again on the next.
      if (event.kind === 'payment.succeeded' && outcome !== 'ignored') {
        const { state } = await loadPayment(ctx.store, event.paymentId);
        if (state.status !== 'none') {
          const { reference } = state.request;
          const payment = { paymentId: event.paymentId, reference, status: state.status };
          await reactionFor(reactions, reference)?.paid(ctx, provider, payment, metadata);
        }
      }
      res.json({
        received: true,
        applied: outcome === 'applied',
        duplicate: outcome === 'duplicate',
      } satisfies WebhookReceived);
    },
  );
  return router;
}

import { type Request, Router } from 'express';
import { type AppContext, awaitProjection, requestMetadata } from '../core/context';
import { NotSignedIn } from '../core/errors';
import { route } from '../core/http/route';
import { sameSiteUrl } from '../core/http/same-site-path';
import { parseInput } from '../core/http/validate';
import { paymentListRoutes } from './admin-lists';
import { refundPayment, requestPayment, requestSubscription } from './commands';
import { NotRenewable, PaymentNotFound, SubscriptionNotFound } from './errors';
import { PAYMENT_EVENT_TYPES } from './events';
import { paymentOperations as op } from './openapi';
import { paymentProvider, sandboxOptions } from './provider';
import { paymentRecord, subscriptionRecord } from './records';
import { renewOnSandbox } from './sandbox/adapter';
import {
  type PaymentOrderInput,
  paymentIdSchema,
  paymentOrderSchema,
  refundSchema,
  sandboxRenewalSchema,
  subscriptionIdSchema,
} from './schemas';

/**
 * The payer's way back: a path on this site, with the payment's id added. The schema has
 * normalised it already; resolving it against PUBLIC_URL must then give the site's own origin.
 */
const returnUrls = (ctx: AppContext, input: PaymentOrderInput, key: string) => {
  const base = sameSiteUrl(input.returnPath, ctx.config.publicUrl);
  return (id: string) => {
    const success = new URL(base);
    success.searchParams.set(key, id);
    const cancel = new URL(success);
    cancel.searchParams.set('cancelled', '1');
    return { successUrl: success.href, cancelUrl: cancel.href };
  };
};

const actor = (req: Request) => {
  if (!req.user) throw new NotSignedIn();
  return req.user.id;
};

/**
 * Staff's calls on payments, under /api/admin (requireAdmin is mounted in front). No area
 * takes payments yet: creating one here is how staff (and the contract suite) exercise the
 * provider end to end; the shop, Connect and RawPass will call the same handlers.
 */
export function paymentAdminRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(paymentListRoutes(ctx));

  route(router, op.create, async (req, res) => {
    const input = parseInput(paymentOrderSchema, req.body);
    const metadata = requestMetadata(ctx, req, actor(req));
    const provider = paymentProvider(ctx, req, metadata);
    const { returnPath: _, ...order } = input;
    const result = await requestPayment(
      ctx,
      provider,
      order,
      returnUrls(ctx, input, 'payment'),
      metadata,
    );
    if (result.appended) await awaitProjection(ctx, res, result.appended, PAYMENT_EVENT_TYPES);
    const record = await paymentRecord(ctx.store, result.id);
    res.status(result.created ? 201 : 200).json(record);
  });

  route(router, op.read, async (req, res) => {
    const { id } = parseInput(paymentIdSchema, req.params);
    const record = await paymentRecord(ctx.store, id);
    if (!record) throw new PaymentNotFound();
    res.set('ETag', `"v${record.version}"`).json(record);
  });

  route(router, op.refund, async (req, res) => {
    const { id } = parseInput(paymentIdSchema, req.params);
    const input = parseInput(refundSchema, req.body);
    const metadata = requestMetadata(ctx, req, actor(req));
    const { appended } = await refundPayment(
      ctx,
      paymentProvider(ctx, req, metadata),
      id,
      input,
      metadata,
    );
    if (appended) await awaitProjection(ctx, res, appended, PAYMENT_EVENT_TYPES);
    res.status(201).json(await paymentRecord(ctx.store, id));
  });

  route(router, op.subscribe, async (req, res) => {
    const input = parseInput(paymentOrderSchema, req.body);
    const metadata = requestMetadata(ctx, req, actor(req));
    const provider = paymentProvider(ctx, req, metadata);
    const { returnPath: _, ...order } = input;
    const urls = returnUrls(ctx, input, 'subscription');
    const result = await requestSubscription(ctx, provider, order, urls, metadata);
    if (result.appended) await awaitProjection(ctx, res, result.appended, PAYMENT_EVENT_TYPES);
    res.status(result.created ? 201 : 200).json(await subscriptionRecord(ctx.store, result.id));
  });

  route(router, op.subscriptionRead, async (req, res) => {
    const { id } = parseInput(subscriptionIdSchema, req.params);
    const record = await subscriptionRecord(ctx.store, id);
    if (!record) throw new SubscriptionNotFound();
    res.set('ETag', `"v${record.version}"`).json(record);
  });

  // The sandbox's test clock: next month's charge, now, with a test card's outcome.
  route(router, op.sandboxRenewal, async (req, res) => {
    const { id } = parseInput(subscriptionIdSchema, req.params);
    const { outcome } = parseInput(sandboxRenewalSchema, req.body);
    const record = await subscriptionRecord(ctx.store, id);
    if (!record) throw new SubscriptionNotFound();
    if (record.provider !== 'sandbox' || ctx.config.payments.provider !== 'sandbox') {
      throw new NotRenewable();
    }
    const metadata = requestMetadata(ctx, req, actor(req));
    await renewOnSandbox(sandboxOptions(ctx, req, metadata), record.providerRef, outcome);
    res.status(201).json(await subscriptionRecord(ctx.store, id));
  });

  return router;
}

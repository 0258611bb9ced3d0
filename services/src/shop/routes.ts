import { Router } from 'express';
import { type AppContext, awaitAppends, clientKey, requestMetadata } from '../core/context';
import { NotSignedIn } from '../core/errors';
import { requireSignedIn } from '../core/http/auth';
import { spend } from '../core/http/rate-limits';
import { route } from '../core/http/route';
import { parseInput } from '../core/http/validate';
import { paymentProvider } from '../payments';
import { checkout, orderToken, tokenOpens } from './commands';
import { OrderNotFound, ProductNotFound } from './errors';
import { shopOperations as op } from './openapi';
import { priceCart } from './pricing';
import { catalogue, orderAnswerOf, orderByNumber, ordersOfAccount, productBySlug } from './queries';
import {
  type CheckoutAnswer,
  categoryQuery,
  checkoutSchema,
  orderNumberParams,
  orderTokenQuery,
  quoteSchema,
  slugParams,
} from './schemas';

const TOO_MANY_CHECKOUTS = 'Too many checkouts from here; please try again in an hour';

/** The shop's public calls: the catalogue, a cart's quote, checkout, and an order's page. */
export function shopRoutes(ctx: AppContext): Router {
  const router = Router();

  route(router, op.catalogue, async (req, res) => {
    const { category } = parseInput(categoryQuery, req.query);
    res.json(await catalogue(ctx.knex, category));
  });

  route(router, op.product, async (req, res) => {
    const { slug } = parseInput(slugParams, req.params);
    const product = await productBySlug(ctx.knex, slug);
    if (!product) throw new ProductNotFound();
    res.json(product);
  });

  route(router, op.quote, async (req, res) => {
    const input = parseInput(quoteSchema, req.body, { paths: 'full' });
    const { orderLines: _, ...quote } = await priceCart(ctx.knex, input.items, {
      method: input.shippingMethod,
      state: input.state,
    });
    res.json(quote);
  });

  route(router, op.checkout, async (req, res) => {
    const input = parseInput(checkoutSchema, req.body, { paths: 'full' });
    await spend(ctx.limits.checkoutsByClient, clientKey(ctx, req), TOO_MANY_CHECKOUTS);
    const metadata = requestMetadata(ctx, req, req.user?.id ?? null);
    const provider = paymentProvider(ctx, req, metadata);
    const result = await checkout(ctx, provider, input, req.user?.id ?? null, metadata);
    await awaitAppends(ctx, res, result.appended);
    const { placed } = result;
    res.status(result.created ? 201 : 200).json({
      orderNumber: placed.number,
      token: result.token,
      checkoutUrl: placed.checkoutUrl,
      totalCents: placed.totalCents,
      expiresAt: placed.expiresAt,
    } satisfies CheckoutAnswer);
  });

  route(router, op.order, async (req, res) => {
    const { number } = parseInput(orderNumberParams, req.params);
    const { token } = parseInput(orderTokenQuery, req.query);
    const row = await orderByNumber(ctx.knex, number);
    if (!row) throw new OrderNotFound();
    const opens =
      (token !== undefined && tokenOpens(ctx, number, token)) ||
      (req.user !== undefined && (req.user.id === row.account_id || req.user.role === 'admin'));
    // Not yours answers as no such order: a number alone tells nothing.
    if (!opens) throw new OrderNotFound();
    res.set('Cache-Control', 'no-store');
    res.json(orderAnswerOf(row));
  });

  route(router, op.myOrders, requireSignedIn, async (req, res) => {
    if (!req.user) throw new NotSignedIn();
    const rows = await ordersOfAccount(ctx.knex, req.user.id);
    res.json(
      rows.map((row) => ({
        number: row.number,
        token: orderToken(ctx, row.number),
        status: row.status,
        placedAt: row.placed_at.toISOString(),
        totalCents: row.total_amount,
        items: row.order_items.reduce((sum, line) => sum + line.quantity, 0),
      })),
    );
  });

  return router;
}

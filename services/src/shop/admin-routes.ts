import { type Request, Router } from 'express';
import { type AppContext, awaitAppends, requestMetadata } from '../core/context';
import { NotSignedIn } from '../core/errors';
import { WrongExpectedRevision } from '../core/event-store/event-store';
import { foldStream } from '../core/event-store/fold-stream';
import { editedVersion } from '../core/http/if-match';
import { route } from '../core/http/route';
import { parseListQuery, sendList } from '../core/http/simple-rest';
import { parseInput } from '../core/http/validate';
import { paymentProvider } from '../payments';
import {
  addVariant,
  adjustStock,
  changeNotes,
  createProduct,
  moveOrder,
  updateProduct,
  updateVariant,
} from './commands';
import { PRODUCT } from './decide';
import { OrderNotFound, ProductChanged, ProductNotFound, VariantNotFound } from './errors';
import { productStream } from './events';
import { shopOperations as op } from './openapi';
import {
  adminOrderAnswerOf,
  adminOrderPage,
  adminProduct,
  adminProductPage,
  orderById,
  orderListOptions,
  productListOptions,
  sales,
} from './queries';
import {
  createProductSchema,
  createVariantSchema,
  idParams,
  orderMoveSchema,
  orderNotesSchema,
  salesQuery,
  stockAdjustmentSchema,
  updateProductSchema,
  updateVariantSchema,
  variantParams,
} from './schemas';

const actor = (req: Request) => {
  if (!req.user) throw new NotSignedIn();
  return req.user.id;
};

/** Staff's calls on the shop, under /api/admin (requireAdmin is mounted in front). */
export function shopAdminRoutes(ctx: AppContext): Router {
  const router = Router();

  const productAnswer = async (id: string) => {
    const product = await adminProduct(ctx.knex, id);
    if (!product) throw new ProductNotFound();
    return product;
  };
  const orderAnswer = async (id: string) => {
    const row = await orderById(ctx.knex, id);
    if (!row) throw new OrderNotFound();
    return adminOrderAnswerOf(row);
  };
  /** The variant named in the path, of the product named there. */
  const variantOf = async (productId: string, variantId: string) => {
    const { state } = await foldStream(
      ctx.store,
      productStream(productId),
      PRODUCT.parse,
      PRODUCT.evolve,
      PRODUCT.initial,
    );
    if (state.status !== 'listed') throw new ProductNotFound();
    if (!state.variants[variantId]) throw new VariantNotFound();
  };

  route(router, op.productList, async (req, res) => {
    const list = parseListQuery(req.query, productListOptions);
    sendList(res, 'shop-products', list, await adminProductPage(ctx.knex, list));
  });

  route(router, op.orderList, async (req, res) => {
    const list = parseListQuery(req.query, orderListOptions);
    sendList(res, 'shop-orders', list, await adminOrderPage(ctx.knex, list));
  });

  route(router, op.productRead, async (req, res) => {
    const { id } = parseInput(idParams, req.params);
    const product = await productAnswer(id);
    res.set('ETag', `"v${product.version}"`).json(product);
  });

  route(router, op.productCreate, async (req, res) => {
    const input = parseInput(createProductSchema, req.body);
    const by = actor(req);
    const { slug, ...fields } = input;
    const created = await createProduct(ctx, { slug, fields, by }, requestMetadata(ctx, req, by));
    await awaitAppends(ctx, res, created.appended ? [created.appended] : []);
    res.status(201).json(await productAnswer(created.productId));
  });

  route(router, op.productUpdate, async (req, res) => {
    const { id } = parseInput(idParams, req.params);
    const { version, ...changes } = parseInput(updateProductSchema, req.body);
    const expected = editedVersion(req, version);
    const by = actor(req);
    const metadata = requestMetadata(ctx, req, by);
    if (expected !== undefined) {
      const { revision } = await foldStream(
        ctx.store,
        productStream(id),
        PRODUCT.parse,
        PRODUCT.evolve,
        PRODUCT.initial,
      );
      if (revision === undefined) throw new ProductNotFound();
      if (revision !== expected) throw new ProductChanged(revision);
    }
    try {
      const updated = await updateProduct(ctx, id, { changes, by }, expected, metadata);
      await awaitAppends(ctx, res, updated.appended ? [updated.appended] : []);
    } catch (error) {
      if (error instanceof WrongExpectedRevision) throw new ProductChanged(expected ?? 0);
      throw error;
    }
    const product = await productAnswer(id);
    res.set('ETag', `"v${product.version}"`).json(product);
  });

  route(router, op.variantCreate, async (req, res) => {
    const { id } = parseInput(idParams, req.params);
    const input = parseInput(createVariantSchema, req.body);
    const by = actor(req);
    const added = await addVariant(ctx, id, input, by, requestMetadata(ctx, req, by));
    await awaitAppends(ctx, res, added.appended);
    res.status(201).json(await productAnswer(id));
  });

  route(router, op.variantUpdate, async (req, res) => {
    const { id, variantId } = parseInput(variantParams, req.params);
    const changes = parseInput(updateVariantSchema, req.body);
    const by = actor(req);
    const updated = await updateVariant(
      ctx,
      id,
      { variantId, changes, by },
      requestMetadata(ctx, req, by),
    );
    await awaitAppends(ctx, res, updated.appended ? [updated.appended] : []);
    res.json(await productAnswer(id));
  });

  route(router, op.stockAdjust, async (req, res) => {
    const { id, variantId } = parseInput(variantParams, req.params);
    const input = parseInput(stockAdjustmentSchema, req.body);
    await variantOf(id, variantId);
    const by = actor(req);
    const adjusted = await adjustStock(ctx, variantId, input, by, requestMetadata(ctx, req, by));
    await awaitAppends(ctx, res, adjusted.appended ? [adjusted.appended] : []);
    res.status(201).json(await productAnswer(id));
  });

  route(router, op.orderRead, async (req, res) => {
    const { id } = parseInput(idParams, req.params);
    const order = await orderAnswer(id);
    res.set('ETag', `"v${order.version}"`).json(order);
  });

  route(router, op.orderMove, async (req, res) => {
    const { id } = parseInput(idParams, req.params);
    const input = parseInput(orderMoveSchema, req.body);
    const by = actor(req);
    const metadata = requestMetadata(ctx, req, by);
    const appended = await moveOrder(
      ctx,
      () => paymentProvider(ctx, req, metadata),
      id,
      input,
      by,
      metadata,
    );
    await awaitAppends(ctx, res, appended);
    res.json(await orderAnswer(id));
  });

  route(router, op.orderNotes, async (req, res) => {
    const { id } = parseInput(idParams, req.params);
    const { notes } = parseInput(orderNotesSchema, req.body);
    const by = actor(req);
    const changed = await changeNotes(ctx, id, notes, by, requestMetadata(ctx, req, by));
    if (changed.state.status === 'none') throw new OrderNotFound();
    await awaitAppends(ctx, res, changed.appended ? [changed.appended] : []);
    res.json(await orderAnswer(id));
  });

  route(router, op.sales, async (req, res) => {
    const { days } = parseInput(salesQuery, req.query);
    res.json(await sales(ctx.knex, days, ctx.clock.now()));
  });

  return router;
}

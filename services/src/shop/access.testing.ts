import { admin, listQuery, type Policy } from '../../test/security/support/policy';
import {
  newShopOrder,
  newShopProduct,
  sharedShopOrder,
  sharedShopProduct,
  shopCheckoutBody,
} from '../../test/security/support/shop';
import {
  categoryQuery,
  checkoutSchema,
  createProductSchema,
  createVariantSchema,
  orderMoveSchema,
  orderNotesSchema,
  orderTokenQuery,
  quoteSchema,
  salesQuery,
  stockAdjustmentSchema,
  updateProductSchema,
  updateVariantSchema,
} from './schemas';

const productBody = () => ({
  slug: `security-new-${Math.random().toString(36).slice(2, 10)}`,
  name: 'Security hoodie',
  description: 'A hoodie.',
  category: 'hoodies',
  priceCents: 4500,
});

/** Who may make each of the shop's calls (the security suite gathers every area's). */
export const accessPolicies: Record<string, Policy> = {
  'GET /api/shop/products': {
    access: 'public',
    ok: [200],
    shape: 'records',
    query: categoryQuery,
    sameForEveryone: true,
    sample: () => ({}),
  },
  'GET /api/shop/products/:slug': {
    access: 'public',
    ok: [200],
    shape: 'record',
    sameForEveryone: true,
    sample: async (fx) => ({ params: { slug: (await sharedShopProduct(fx)).slug } }),
  },
  'POST /api/shop/quote': {
    access: 'public',
    ok: [200],
    shape: 'any',
    body: quoteSchema,
    sample: async (fx) => ({
      body: { items: [{ variantId: (await sharedShopProduct(fx)).variantId, quantity: 1 }] },
    }),
  },
  'POST /api/shop/checkout': {
    access: 'public',
    ok: [201],
    shape: 'any',
    body: checkoutSchema,
    sample: async (fx) => ({ body: shopCheckoutBody((await sharedShopProduct(fx)).variantId) }),
  },
  // The mailed token opens it; without one, only the member who ordered or staff.
  'GET /api/shop/orders/:number': {
    access: 'public',
    ok: [200],
    shape: 'any',
    query: orderTokenQuery,
    sample: async (fx) => {
      const order = await sharedShopOrder(fx);
      return { params: { number: order.number }, query: { token: order.token } };
    },
  },
  'GET /api/shop/my-orders': {
    access: 'signed-in',
    ok: [200],
    shape: 'any',
    sample: () => ({}),
  },

  'GET /api/admin/shop-products': admin([200], 'records', () => listQuery),
  'GET /api/admin/shop-products/:id': admin([200], 'record', async (fx) => ({
    params: { id: (await sharedShopProduct(fx)).id },
  })),
  'POST /api/admin/shop-products': admin([201], 'record', () => ({ body: productBody() }), {
    body: createProductSchema,
  }),
  'PUT /api/admin/shop-products/:id': admin(
    [200],
    'record',
    async (fx) => ({
      params: { id: (await newShopProduct(fx)).id },
      body: { name: 'Renamed cap' },
    }),
    { body: updateProductSchema },
  ),
  'POST /api/admin/shop-products/:id/variants': admin(
    [201],
    'record',
    async (fx) => ({
      params: { id: (await sharedShopProduct(fx)).id },
      body: {
        sku: `SEC-${Math.random().toString(36).slice(2, 10)}`,
        size: 'XL',
        colour: 'Red',
        initialStock: 3,
      },
    }),
    { body: createVariantSchema },
  ),
  'PUT /api/admin/shop-products/:id/variants/:variantId': admin(
    [200],
    'record',
    async (fx) => {
      const product = await newShopProduct(fx);
      return { params: { id: product.id, variantId: product.variantId }, body: { colour: 'Gold' } };
    },
    { body: updateVariantSchema },
  ),
  'POST /api/admin/shop-products/:id/variants/:variantId/stock-adjustments': admin(
    [201],
    'record',
    async (fx) => {
      const product = await newShopProduct(fx);
      return {
        params: { id: product.id, variantId: product.variantId },
        body: { delta: 5, reason: 'Delivery from the printer' },
      };
    },
    { body: stockAdjustmentSchema },
  ),
  'GET /api/admin/shop-orders': admin([200], 'records', () => listQuery),
  'GET /api/admin/shop-orders/:id': admin([200], 'record', async (fx) => ({
    params: { id: (await sharedShopOrder(fx)).id },
  })),
  'POST /api/admin/shop-orders/:id/moves': admin(
    [200],
    'record',
    async (fx) => ({
      params: { id: (await newShopOrder(fx)).id },
      body: { move: 'cancel', reason: 'The customer asked' },
    }),
    { body: orderMoveSchema },
  ),
  'PUT /api/admin/shop-orders/:id/notes': admin(
    [200],
    'record',
    async (fx) => ({
      params: { id: (await sharedShopOrder(fx)).id },
      body: { notes: 'Gift wrap' },
    }),
    { body: orderNotesSchema },
  ),
  'GET /api/admin/shop-sales': admin([200], 'any', () => ({}), { query: salesQuery }),
};

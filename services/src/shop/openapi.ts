import { z } from 'zod';
import type { ApiArea, Operation } from '../core/http/openapi';
import {
  adminOrderAnswer,
  adminProductAnswer,
  catalogueProductAnswer,
  categoryQuery,
  checkoutAnswer,
  checkoutSchema,
  createProductSchema,
  createVariantSchema,
  idParams,
  myOrderAnswer,
  orderAnswer,
  orderMoveSchema,
  orderNotesSchema,
  orderNumberParams,
  orderTokenQuery,
  quoteAnswer,
  quoteSchema,
  salesAnswer,
  salesQuery,
  slugParams,
  stockAdjustmentSchema,
  updateProductSchema,
  updateVariantSchema,
  variantParams,
} from './schemas';

const off = { 503: 'Payments are not configured (PAYMENTS, STRIPE_*)' };
const product = (description: string) => ({ description, schema: adminProductAnswer });
const order = (description: string) => ({ description, schema: adminOrderAnswer });

/** The shop's calls, by name: the routers bind them with `route(router, op.<name>, ...)`. */
export const shopOperations = {
  // ── Public ──
  catalogue: {
    method: 'get',
    path: '/shop/products',
    summary: 'The catalogue: products on sale with their sizes, colours and stock level',
    access: 'public',
    query: categoryQuery,
    responses: { 200: { description: 'Products', schema: z.array(catalogueProductAnswer) } },
  },
  product: {
    method: 'get',
    path: '/shop/products/:slug',
    summary: 'One product on sale',
    access: 'public',
    params: slugParams,
    responses: {
      200: { description: 'The product', schema: catalogueProductAnswer },
      404: 'No such product on sale',
    },
  },
  quote: {
    method: 'post',
    path: '/shop/quote',
    summary: "A cart's prices, shipping, tax and total, computed from the catalogue",
    access: 'public',
    body: quoteSchema,
    responses: {
      200: { description: 'What the cart costs, and what cannot be bought', schema: quoteAnswer },
    },
  },
  checkout: {
    method: 'post',
    path: '/shop/checkout',
    summary:
      "Reserve a cart's items for 30 minutes and open the payment page (the key names the order)",
    access: 'public',
    body: checkoutSchema,
    responses: {
      201: { description: 'Reserved: send the payer to checkoutUrl', schema: checkoutAnswer },
      200: { description: 'The order this key placed already', schema: checkoutAnswer },
      409: 'Sold out, or too few left (errors name the cart lines); or the key was used for another cart',
      429: 'Too many checkouts from this client in an hour',
      ...off,
    },
  },
  order: {
    method: 'get',
    path: '/shop/orders/:number',
    summary: "An order's page: with the mailed token, as the member who ordered, or as staff",
    access: 'public',
    params: orderNumberParams,
    query: orderTokenQuery,
    responses: {
      200: { description: 'The order', schema: orderAnswer },
      404: 'No such order, or not yours (a wrong or missing token)',
    },
  },
  myOrders: {
    method: 'get',
    path: '/shop/my-orders',
    summary: "The signed-in member's orders, newest first",
    access: 'signed-in',
    responses: { 200: { description: 'Orders', schema: z.array(myOrderAnswer) } },
  },

  // ── Staff ──
  productList: {
    method: 'get',
    path: '/admin/shop-products',
    summary: 'Products with their variants and stock (filter q, category, active)',
    access: 'admin',
    list: true,
    responses: { 200: { description: 'A page of products', schema: z.array(adminProductAnswer) } },
  },
  productRead: {
    method: 'get',
    path: '/admin/shop-products/:id',
    summary: 'One product',
    access: 'admin',
    params: idParams,
    responses: { 200: product('The product'), 404: 'No such product' },
  },
  productCreate: {
    method: 'post',
    path: '/admin/shop-products',
    summary: 'Add a product (its address, the slug, is for good)',
    access: 'admin',
    body: createProductSchema,
    responses: { 201: product('The product'), 409: 'Another product has that address' },
  },
  productUpdate: {
    method: 'put',
    path: '/admin/shop-products/:id',
    summary: "Change a product's fields (If-Match or version guards against a lost update)",
    access: 'admin',
    params: idParams,
    body: updateProductSchema,
    responses: {
      200: product('The product'),
      404: 'No such product',
      412: 'Someone else changed the product meanwhile',
    },
  },
  variantCreate: {
    method: 'post',
    path: '/admin/shop-products/:id/variants',
    summary: 'Add a size or colour, with its first stock',
    access: 'admin',
    params: idParams,
    body: createVariantSchema,
    responses: { 201: product('The product'), 404: 'No such product', 409: 'That SKU is taken' },
  },
  variantUpdate: {
    method: 'put',
    path: '/admin/shop-products/:id/variants/:variantId',
    summary: 'Change a variant',
    access: 'admin',
    params: variantParams,
    body: updateVariantSchema,
    responses: { 200: product('The product'), 404: 'No such product or variant' },
  },
  stockAdjust: {
    method: 'post',
    path: '/admin/shop-products/:id/variants/:variantId/stock-adjustments',
    summary: "Adjust a variant's stock, with the reason (an event of its own)",
    access: 'admin',
    params: variantParams,
    body: stockAdjustmentSchema,
    responses: {
      201: product('The product'),
      404: 'No such product or variant',
      409: 'Would leave fewer units than checkouts hold or than there are',
    },
  },
  orderList: {
    method: 'get',
    path: '/admin/shop-orders',
    summary: 'Orders, newest first (filter q, status)',
    access: 'admin',
    list: true,
    responses: { 200: { description: 'A page of orders', schema: z.array(adminOrderAnswer) } },
  },
  orderRead: {
    method: 'get',
    path: '/admin/shop-orders/:id',
    summary: 'One order, with the moves its status allows',
    access: 'admin',
    params: idParams,
    responses: { 200: order('The order'), 404: 'No such order' },
  },
  orderMove: {
    method: 'post',
    path: '/admin/shop-orders/:id/moves',
    summary: 'Cancel, ship (with a tracking number), mark delivered, or refund through the port',
    access: 'admin',
    params: idParams,
    body: orderMoveSchema,
    responses: {
      200: order('The order after the move'),
      404: 'No such order',
      409: 'The order’s status does not allow that move, or the refund is more than is left',
      ...off,
    },
  },
  orderNotes: {
    method: 'put',
    path: '/admin/shop-orders/:id/notes',
    summary: "Staff's notes on an order",
    access: 'admin',
    params: idParams,
    body: orderNotesSchema,
    responses: { 200: order('The order'), 404: 'No such order' },
  },
  sales: {
    method: 'get',
    path: '/admin/shop-sales',
    summary: 'The dashboard’s sales card: revenue and orders per day, top products',
    access: 'admin',
    query: salesQuery,
    responses: { 200: { description: 'Sales', schema: salesAnswer } },
  },
} satisfies Record<string, Operation>;

export const shopApi: ApiArea = {
  tag: 'Shop',
  description: 'The merchandise shop: catalogue, checkout through the payment port, orders',
  operations: Object.values(shopOperations),
};

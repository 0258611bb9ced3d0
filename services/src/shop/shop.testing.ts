import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { expect } from 'vitest';
import { type Agent, newClientAddress } from '../testing/agents';
import type { TestServer } from '../testing/test-server';
import { until } from '../testing/until';
import type { AdminOrder, AdminProduct, CheckoutAnswer, OrderAnswer } from './schemas';

/** A product of its own with one variant of `stock` units, made through the back office. */
export async function newProduct(
  admin: Agent,
  options: { stock?: number; priceCents?: number; variants?: number } = {},
): Promise<{ product: AdminProduct; variantId: string; variantIds: string[] }> {
  const slug = `test-${randomUUID().slice(0, 8)}`;
  const created = await admin
    .post('/api/admin/shop-products')
    .send({
      slug,
      name: `Test cap ${slug}`,
      description: 'A cap for the tests.',
      category: 'caps',
      priceCents: options.priceCents ?? 2500,
      images: [],
    })
    .expect(201);
  let product = created.body as AdminProduct;
  for (let i = 0; i < (options.variants ?? 1); i++) {
    const added = await admin
      .post(`/api/admin/shop-products/${product.id}/variants`)
      .send({
        sku: `${slug}-${i}`,
        size: i === 0 ? 'One size' : `S${i}`,
        colour: 'Navy',
        initialStock: options.stock ?? 10,
      })
      .expect(201);
    product = added.body as AdminProduct;
  }
  const variantIds = product.variants.map((v) => v.id);
  return { product, variantId: variantIds[0] as string, variantIds };
}

export const address = {
  line1: '700 Camp St',
  line2: '',
  city: 'New Orleans',
  state: 'LA',
  zip: '70130',
};

/** A checkout's body: one line of this variant, a fresh key and a customer of its own. */
export const checkoutBody = (variantId: string, overrides: Record<string, unknown> = {}) => ({
  idempotencyKey: randomUUID(),
  items: [{ variantId, quantity: 1 }],
  customerName: 'Avery Broussard',
  customerEmail: `customer-${randomUUID().slice(0, 8)}@example.com`,
  shippingAddress: address,
  shippingMethod: 'standard',
  ...overrides,
});

/** A visitor's checkout, from an address of its own (the per-client limit is not what is tested). */
export const postCheckout = (server: TestServer, body: object) =>
  request(server.url)
    .post('/api/shop/checkout')
    .set('X-Forwarded-For', newClientAddress())
    .send(body);

export const orderPage = async (server: TestServer, placed: CheckoutAnswer): Promise<OrderAnswer> =>
  (
    await request(server.url)
      .get(`/api/shop/orders/${placed.orderNumber}`)
      .query({ token: placed.token })
      .expect(200)
  ).body as OrderAnswer;

/** The order as staff see it, by its number. */
export async function adminOrder(admin: Agent, number: string): Promise<AdminOrder> {
  const list = await admin
    .get('/api/admin/shop-orders')
    .query({ filter: JSON.stringify({ q: number }) })
    .expect(200);
  const order = (list.body as AdminOrder[]).find((o) => o.number === number);
  expect(order, `order ${number} is listed`).toBeDefined();
  return order as AdminOrder;
}

/** The order's page once its status is this one (the webhook's effect reaches the read side). */
export const orderOnceItIs = (
  server: TestServer,
  placed: CheckoutAnswer,
  status: OrderAnswer['status'],
) =>
  until(
    () => orderPage(server, placed),
    (order) => order.status === status,
  );

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../accounts/reset.testing';
import { eventCatalogue } from '../composition/event-catalogue';
import { CARDS, type Harness } from '../payments/contract/harness';
import { sandboxHarness } from '../payments/contract/sandbox-harness';
import type { PaymentRecord } from '../payments/schemas';
import { userAgent } from '../testing/agents';
import { until } from '../testing/until';
import { MESSAGES } from './constants';
import type { AdminOrder, AdminProduct, CatalogueProduct, CheckoutAnswer, Quote } from './schemas';
import {
  address,
  adminOrder,
  checkoutBody,
  newProduct,
  orderOnceItIs,
  orderPage,
  postCheckout,
} from './shop.testing';

let h: Harness;
beforeAll(async () => {
  h = await sandboxHarness({ env: { TRUST_PROXY: 'true' } });
}, 60_000);
afterAll(() => h?.close());

const paymentOf = async (number: string): Promise<PaymentRecord> => {
  const order = await adminOrder(h.admin, number);
  return (await h.admin.get(`/api/admin/payments/${order.paymentId}`).expect(200))
    .body as PaymentRecord;
};
const paid = async (variantId: string, overrides: Record<string, unknown> = {}) => {
  const body = checkoutBody(variantId, overrides);
  const placed = (await postCheckout(h.server, body).expect(201)).body as CheckoutAnswer;
  await h.pay(await paymentOf(placed.orderNumber), CARDS.succeeds);
  await orderOnceItIs(h.server, placed, 'paid');
  return { placed, body, order: await adminOrder(h.admin, placed.orderNumber) };
};
const product = async (id: string) =>
  (await h.admin.get(`/api/admin/shop-products/${id}`).expect(200)).body as AdminProduct;
const move = (id: string, body: object) =>
  h.admin.post(`/api/admin/shop-orders/${id}/moves`).send(body);

describe('the shop window', () => {
  it('lists products on sale with their stock level: a count only when few are left', async () => {
    const plenty = await newProduct(h.admin, { stock: 20 });
    const few = await newProduct(h.admin, { stock: 3 });
    const none = await newProduct(h.admin, { stock: 0 });
    const listed = (
      await request(h.server.url).get('/api/shop/products').query({ category: 'caps' }).expect(200)
    ).body as CatalogueProduct[];
    const find = (slug: string) => listed.find((p) => p.slug === slug);
    expect(find(plenty.product.slug)?.variants[0]).toMatchObject({ stock: 'in-stock', left: null });
    expect(find(few.product.slug)?.variants[0]).toMatchObject({ stock: 'low', left: 3 });
    expect(find(none.product.slug)).toMatchObject({
      soldOut: true,
      variants: [{ stock: 'sold-out', left: 0 }],
    });
    await request(h.server.url).get('/api/shop/products').query({ category: 'capes' }).expect(400);
    await request(h.server.url).get('/api/shop/products/no-such-thing').expect(404);
    // A product staff take off sale leaves the window.
    await h.admin
      .put(`/api/admin/shop-products/${plenty.product.id}`)
      .send({ active: false })
      .expect(200);
    await request(h.server.url).get(`/api/shop/products/${plenty.product.slug}`).expect(404);
  });

  it('prices a cart on the server: shipping free from $75, Louisiana tax, and what cannot be bought', async () => {
    const { variantId } = await newProduct(h.admin, { stock: 4, priceCents: 2000 });
    const quote = async (body: object) =>
      (await request(h.server.url).post('/api/shop/quote').send(body).expect(200)).body as Quote;
    expect(await quote({ items: [{ variantId, quantity: 2 }], state: 'LA' })).toMatchObject({
      subtotalCents: 4000,
      shippingCents: 795,
      taxCents: 178,
      totalCents: 4973,
      problems: {},
    });
    expect(await quote({ items: [{ variantId, quantity: 4 }], state: 'TX' })).toMatchObject({
      subtotalCents: 8000,
      shippingCents: 0,
      taxCents: 0,
      totalCents: 8000,
    });
    const tooMany = await quote({ items: [{ variantId, quantity: 5 }], shippingMethod: 'express' });
    expect(tooMany.problems).toEqual({ 'items.0.quantity': 'Only 4 left' });
    expect(tooMany.shippingCents).toBe(1995);
  });
});

describe('checkout', () => {
  it('names each bad field, and a cart line that cannot be bought, before anyone pays', async () => {
    const { variantId } = await newProduct(h.admin, { stock: 2 });
    const badZip = await postCheckout(
      h.server,
      checkoutBody(variantId, {
        shippingAddress: { ...address, zip: '7011' },
        customerEmail: 'nope',
      }),
    ).expect(400);
    expect(badZip.body.errors).toMatchObject({
      'shippingAddress.zip': 'Enter a 5-digit ZIP code (or ZIP+4, 12345-6789)',
      customerEmail: 'Enter a valid e-mail address',
    });
    const unknown = await postCheckout(
      h.server,
      checkoutBody('00000000-0000-4000-8000-000000000000'),
    ).expect(409);
    expect(unknown.body.errors).toEqual({ 'items.0.variantId': MESSAGES.variantNotFound });
    const tooMany = await postCheckout(
      h.server,
      checkoutBody(variantId, { items: [{ variantId, quantity: 3 }] }),
    ).expect(409);
    expect(tooMany.body.errors).toEqual({ 'items.0.quantity': 'Only 2 left' });
  });

  it('names every short line of a cart, and gives back the units it held before the refusal', async () => {
    const { variantIds } = await newProduct(h.admin, { stock: 2, variants: 3 });
    const [held, short, alsoShort] = variantIds as [string, string, string];
    const refused = await postCheckout(
      h.server,
      checkoutBody(held, {
        items: [
          { variantId: held, quantity: 1 },
          { variantId: short, quantity: 3 },
          { variantId: alsoShort, quantity: 5 },
        ],
      }),
    ).expect(409);
    expect(refused.body.errors).toEqual({
      'items.1.quantity': 'Only 2 left',
      'items.2.quantity': 'Only 2 left',
    });
    // The first line's hold was released: both of its units can still be bought.
    await postCheckout(
      h.server,
      checkoutBody(held, { items: [{ variantId: held, quantity: 2 }] }),
    ).expect(201);
  });

  it('the same key again is the same order; with another cart it is refused', async () => {
    const { variantId } = await newProduct(h.admin, { stock: 5 });
    const body = checkoutBody(variantId);
    const first = await postCheckout(h.server, body).expect(201);
    const again = await postCheckout(h.server, body).expect(200);
    expect(again.body).toEqual(first.body);
    const changed = await postCheckout(h.server, {
      ...body,
      items: [{ variantId, quantity: 2 }],
    }).expect(409);
    expect(changed.body.errors).toHaveProperty('idempotencyKey');
  });

  it('holds at most 20 checkouts an hour from one client', async () => {
    const { variantId } = await newProduct(h.admin, { stock: 100 });
    const from = '203.0.113.90';
    for (let i = 0; i < 20; i++) {
      await request(h.server.url)
        .post('/api/shop/checkout')
        .set('X-Forwarded-For', from)
        .send(checkoutBody(variantId))
        .expect(201);
    }
    await request(h.server.url)
      .post('/api/shop/checkout')
      .set('X-Forwarded-For', from)
      .send(checkoutBody(variantId))
      .expect(429);
  });
});

describe('an order’s page', () => {
  it('opens with the mailed token, or for the member who ordered, and for no one else', async () => {
    const { variantId } = await newProduct(h.admin, { stock: 5 });
    const member = await userAgent(h.server);
    const placed = (
      await member.post('/api/shop/checkout').send(checkoutBody(variantId)).expect(201)
    ).body as CheckoutAnswer;
    expect(await orderPage(h.server, placed)).toMatchObject({
      number: placed.orderNumber,
      status: 'pending',
    });
    const page = `/api/shop/orders/${placed.orderNumber}`;
    await request(h.server.url).get(page).expect(404);
    await request(h.server.url)
      .get(page)
      .query({ token: `${placed.token}x` })
      .expect(404);
    await request(h.server.url)
      .get(page)
      .query({ token: (await postCheckout(h.server, checkoutBody(variantId))).body.token })
      .expect(404);
    await member.get(page).expect(200);
    await (await userAgent(h.server)).get(page).expect(404);
    const mine = await member.get('/api/shop/my-orders').expect(200);
    expect(mine.body).toEqual([
      expect.objectContaining({ number: placed.orderNumber, status: 'pending', items: 1 }),
    ]);
    await request(h.server.url).get('/api/shop/my-orders').expect(401);
  });
});

describe('staff and an order', () => {
  it('ship a paid order with a tracking number: the customer sees it and is mailed it', async () => {
    const { variantId } = await newProduct(h.admin, { stock: 5 });
    const { placed, body, order } = await paid(variantId);
    expect(order.moves).toEqual(['fulfil', 'refund']);
    const refused = await move(order.id, { move: 'deliver' }).expect(409);
    expect(refused.body.message).toBe('An order is delivered only after it was shipped');
    await move(order.id, { move: 'fulfil', carrier: 'ups', trackingNumber: 'bad number!' }).expect(
      400,
    );
    const shipped = (
      await move(order.id, {
        move: 'fulfil',
        carrier: 'ups',
        trackingNumber: '1Z999AA10123456784',
      }).expect(200)
    ).body as AdminOrder;
    expect(shipped).toMatchObject({ status: 'fulfilled', moves: ['deliver', 'refund'] });
    expect(await orderPage(h.server, placed)).toMatchObject({
      status: 'fulfilled',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
    const mails = await until(
      () => mailsTo(h.server, body.customerEmail),
      (m) => m.length >= 2,
    );
    expect(mails.some((m) => m.includes('1Z999AA10123456784') && m.includes('has shipped'))).toBe(
      true,
    );
    expect((await move(order.id, { move: 'deliver' }).expect(200)).body.status).toBe('delivered');
  });

  it('refund through the port, in part and then the rest; a full refund before shipping restocks', async () => {
    const { product: made, variantId } = await newProduct(h.admin, { stock: 3 });
    const { order } = await paid(variantId);
    const part = (
      await move(order.id, { move: 'refund', amountCents: 500, reason: 'Late delivery' }).expect(
        200,
      )
    ).body as AdminOrder;
    expect(part).toMatchObject({ status: 'paid', refundedCents: 500 });
    const tooMuch = await move(order.id, {
      move: 'refund',
      amountCents: order.totalCents,
      reason: 'x',
    }).expect(409);
    expect(tooMuch.body.message).toMatch(/can still be refunded/);
    const rest = (await move(order.id, { move: 'refund', reason: 'Changed mind' }).expect(200))
      .body as AdminOrder;
    expect(rest).toMatchObject({ status: 'refunded', refundedCents: order.totalCents, moves: [] });
    expect(
      (await h.admin.get(`/api/admin/payments/${order.paymentId}`).expect(200)).body.status,
    ).toBe('refunded');
    // Partly refunded first, so not restocked by the last refund alone? It is: the order was never shipped.
    const after = await until(
      () => product(made.id),
      (p) => p.variants[0]?.sold === 0,
    );
    expect(after.variants[0]).toMatchObject({ sold: 0, available: 3 });
  });

  it('cancel a pending order: its units go back on the shelf at once', async () => {
    const { product: made, variantId } = await newProduct(h.admin, { stock: 1 });
    const placed = (await postCheckout(h.server, checkoutBody(variantId)).expect(201))
      .body as CheckoutAnswer;
    await postCheckout(h.server, checkoutBody(variantId)).expect(409);
    const order = await adminOrder(h.admin, placed.orderNumber);
    expect(order.moves).toEqual(['cancel']);
    await move(order.id, { move: 'refund', reason: 'x' }).expect(409);
    const cancelled = (
      await move(order.id, { move: 'cancel', reason: 'Duplicate order' }).expect(200)
    ).body as AdminOrder;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      statusNote: 'Duplicate order',
      moves: [],
    });
    expect((await product(made.id)).variants[0]).toMatchObject({ reserved: 0, available: 1 });
    await postCheckout(h.server, checkoutBody(variantId)).expect(201);
  });

  it('see sales per day and the top products on the dashboard', async () => {
    const { variantId } = await newProduct(h.admin, { stock: 5, priceCents: 3000 });
    const before = (await h.admin.get('/api/admin/shop-sales').query({ days: 7 }).expect(200)).body;
    const { order } = await paid(variantId, { items: [{ variantId, quantity: 2 }] });
    const after = (await h.admin.get('/api/admin/shop-sales').query({ days: 7 }).expect(200)).body;
    expect(after.days).toHaveLength(7);
    expect(after.revenueCents - before.revenueCents).toBe(order.totalCents);
    expect(after.orders - before.orders).toBe(1);
    await h.admin.get('/api/admin/shop-sales').query({ days: 0 }).expect(400);
  });
});

describe('staff and the catalogue', () => {
  it('keep addresses and SKUs unique, refuse a stale edit, and never count below what checkouts hold', async () => {
    const { product: made, variantId } = await newProduct(h.admin, { stock: 2 });
    const duplicate = await h.admin
      .post('/api/admin/shop-products')
      .send({
        slug: made.slug,
        name: 'Again',
        description: 'x',
        category: 'caps',
        priceCents: 1000,
      })
      .expect(409);
    expect(duplicate.body.errors).toEqual({ slug: MESSAGES.slugTaken });
    await h.admin
      .post(`/api/admin/shop-products/${made.id}/variants`)
      .send({ sku: made.variants[0]?.sku, size: 'L', colour: 'Red' })
      .expect(409);
    await h.admin
      .put(`/api/admin/shop-products/${made.id}`)
      .set('If-Match', `"v${made.version}"`)
      .send({ name: 'First edit' })
      .expect(200);
    await h.admin
      .put(`/api/admin/shop-products/${made.id}`)
      .set('If-Match', `"v${made.version}"`)
      .send({ name: 'Stale edit' })
      .expect(412);
    await postCheckout(h.server, checkoutBody(variantId)).expect(201);
    const below = await h.admin
      .post(`/api/admin/shop-products/${made.id}/variants/${variantId}/stock-adjustments`)
      .send({ delta: -2, reason: 'Damaged in the store room' })
      .expect(409);
    expect(below.body.message).toMatch(/Only 1 unit is on the shelf/);
    const adjusted = await h.admin
      .post(`/api/admin/shop-products/${made.id}/variants/${variantId}/stock-adjustments`)
      .send({ delta: -1, reason: 'Damaged in the store room' })
      .expect(201);
    expect(adjusted.body.variants[0]).toMatchObject({ onHand: 1, reserved: 1, available: 0 });
    await h.admin
      .post(`/api/admin/shop-products/${made.id}/variants/${variantId}/stock-adjustments`)
      .send({ delta: 0, reason: 'x' })
      .expect(400);
    await h.admin
      .post(
        `/api/admin/shop-products/${made.id}/variants/00000000-0000-4000-8000-000000000000/stock-adjustments`,
      )
      .send({ delta: 1, reason: 'x' })
      .expect(404);
  });

  it('is registered: its events, its calls in the API document, its projectors', async () => {
    expect(eventCatalogue.types()).toEqual(
      expect.arrayContaining(['OrderPlaced', 'StockReserved', 'ProductCreated']),
    );
    const document = await request(h.server.url).get('/api/openapi.json').expect(200);
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining(['/api/shop/checkout', '/api/admin/shop-orders/{id}/moves']),
    );
    const projections = await h.admin.get('/api/admin/projections').expect(200);
    expect(projections.body.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['shop-catalogue', 'shop-stock', 'shop-orders']),
    );
    await (await userAgent(h.server)).get('/api/admin/shop-orders').expect(403);
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  applyTwice,
  orderLine,
  orderPlaced,
  orderStream,
  productCreated,
  productStream,
  stockAdjusted,
  stockReserved,
  stockStream,
  streamOf,
  variantAdded,
} from '../../../projections/src/shop/shop.testing';
import { readModelDatabase } from '../../../projections/src/testing';
import type { ListQuery } from '../core/http/simple-rest';
import type { Category } from './constants';
import { MESSAGES, trackingUrl } from './constants';
import type { OrderLine } from './events';
import {
  adminOrderAnswerOf,
  adminOrderPage,
  adminProduct,
  adminProductPage,
  catalogue,
  expiredPendingOrders,
  expiredReservations,
  orderAnswerOf,
  orderById,
  orderByNumber,
  ordersOfAccount,
  productBySlug,
  sales,
  variantsForCheckout,
} from './queries';
import {
  adminOrderAnswer,
  adminProductAnswer,
  catalogueProductAnswer,
  orderAnswer,
  salesAnswer,
} from './schemas';

const db = readModelDatabase();
const AT = '2026-05-01T12:00:00.000Z';

// ── Seeding through the projectors ──────────────────────────────────────────

type VariantSeed = {
  size?: string;
  colour?: string;
  priceCents?: number | null;
  active?: boolean;
  /** Units counted in; none: no stock row at all. */
  stock?: number;
  /** Units held by a checkout. */
  held?: number;
  /** Units sold from a hold. */
  sold?: number;
};

/** A product with its variants, their stock, holds and sales, as the streams would say it. */
async function seedProduct(
  fields: { name: string; category?: Category; active?: boolean; priceCents?: number },
  variants: VariantSeed[],
): Promise<{ id: string; slug: string; variantIds: string[] }> {
  const id = randomUUID();
  const slug = `p-${id.slice(0, 8)}`;
  const variantIds = variants.map(() => randomUUID());
  await applyTwice(
    db.knex,
    streamOf(productStream(id), [
      productCreated(id, { slug, ...fields }),
      ...variants.map((v, i) => variantAdded(id, variantIds[i] as string, withoutStock(v))),
    ]),
  );
  for (const [i, v] of variants.entries()) {
    const variantId = variantIds[i] as string;
    if (v.stock === undefined) continue;
    const orderId = randomUUID();
    const events: { type: string; data: object }[] = [stockAdjusted(variantId, v.stock)];
    if (v.held) events.push(stockReserved(variantId, orderId, v.held));
    if (v.sold) {
      const sold = randomUUID();
      events.push(stockReserved(variantId, sold, v.sold), {
        type: 'StockSold',
        data: { variantId, orderId: sold, quantity: v.sold, reserved: true, at: AT },
      });
    }
    await applyTwice(db.knex, streamOf(stockStream(variantId), events));
  }
  return { id, slug, variantIds };
}

const withoutStock = ({ stock: _s, held: _h, sold: _d, ...fields }: VariantSeed) => fields;

const listQuery = (filter: ListQuery['filter'], sort: ListQuery['sort']): ListQuery => ({
  sort,
  offset: 0,
  limit: 25,
  filter,
});

/** Places an order and applies what followed it on its stream. */
async function seedOrder(
  fields: Parameters<typeof orderPlaced>[1],
  then: (orderId: string, paymentId: string) => { type: string; data: object }[] = () => [],
): Promise<string> {
  const orderId = randomUUID();
  const placed = orderPlaced(orderId, fields);
  await applyTwice(
    db.knex,
    streamOf(orderStream(orderId), [placed, ...then(orderId, placed.data.paymentId)]),
  );
  return orderId;
}

const paid = (at: string) => (orderId: string, paymentId: string) => [
  { type: 'OrderPaid', data: { orderId, paymentId, late: false, at } },
];

// ── The catalogue ───────────────────────────────────────────────────────────

describe('the catalogue', () => {
  it('shows products on sale by category and name, each variant with its stock level', async () => {
    const token = randomUUID().slice(0, 8);
    const zeta = await seedProduct({ name: `Zeta cap ${token}`, priceCents: 2500 }, [
      { size: 'S', colour: 'Navy', priceCents: 2000, stock: 10 },
      { size: 'M', colour: 'Navy', priceCents: 3000, stock: 6, held: 1, sold: 1 },
      { size: 'S', colour: 'Red' },
      { size: 'XL', colour: 'Black', active: false, stock: 50 },
    ]);
    const shirt = await seedProduct({ name: `Alpha shirt ${token}`, category: 'shirts' }, [
      { stock: 2, held: 2 },
    ]);
    const beta = await seedProduct({ name: `Beta cap ${token}` }, [{ stock: 5 }]);
    const unsold = await seedProduct({ name: `Alpha cap ${token}` }, [{ active: false, stock: 9 }]);
    const withdrawn = await seedProduct({ name: `Old cap ${token}`, active: false }, [
      { stock: 9 },
    ]);
    const mine = [zeta.id, shirt.id, beta.id, unsold.id, withdrawn.id];

    const all = await catalogue(db.knex);
    const shown = all.filter((p) => mine.includes(p.id));
    expect(shown.map((p) => p.id)).toEqual([beta.id, zeta.id, shirt.id]);
    for (const product of shown) catalogueProductAnswer.parse(product);

    expect(shown[1]).toEqual({
      id: zeta.id,
      slug: zeta.slug,
      name: `Zeta cap ${token}`,
      description: 'A cap.',
      category: 'caps',
      priceCents: 2000,
      images: ['/media/shop/cap.webp'],
      sizes: ['S', 'M'],
      colours: ['Navy', 'Red'],
      soldOut: false,
      variants: [
        expect.objectContaining({
          id: zeta.variantIds[0],
          priceCents: 2000,
          stock: 'in-stock',
          left: null,
        }),
        // 6 counted, 1 sold, 1 held: 4 left.
        expect.objectContaining({
          id: zeta.variantIds[1],
          priceCents: 3000,
          stock: 'low',
          left: 4,
        }),
        // No stock row: none.
        expect.objectContaining({
          id: zeta.variantIds[2],
          priceCents: 2500,
          stock: 'sold-out',
          left: 0,
        }),
      ],
    });
    // Exactly the threshold is plenty.
    expect(shown[0]?.variants[0]).toMatchObject({ stock: 'in-stock', left: null });
    // Every unit held by a checkout: sold out.
    expect(shown[2]).toMatchObject({ soldOut: true, variants: [{ stock: 'sold-out', left: 0 }] });

    const shirts = await catalogue(db.knex, 'shirts');
    expect(shirts.every((p) => p.category === 'shirts')).toBe(true);
    expect(shirts.map((p) => p.id)).toContain(shirt.id);

    expect(await productBySlug(db.knex, zeta.slug)).toEqual(shown[1]);
    expect(await productBySlug(db.knex, unsold.slug)).toBeUndefined();
    expect(await productBySlug(db.knex, withdrawn.slug)).toBeUndefined();
    expect(await productBySlug(db.knex, 'no-such-product')).toBeUndefined();
  });

  it("prices a cart's variants with their products' flags and what is available", async () => {
    const cap = await seedProduct({ name: 'Checkout cap', priceCents: 2500 }, [
      { priceCents: null, stock: 3, held: 1 },
      { priceCents: 1500, active: false },
    ]);
    const old = await seedProduct({ name: 'Withdrawn cap', active: false }, [{ stock: 1 }]);
    const found = await variantsForCheckout(db.knex, [
      ...cap.variantIds,
      ...old.variantIds,
      randomUUID(),
    ]);
    const byId = new Map(found.map((v) => [v.variantId, v]));
    expect(found).toHaveLength(3);
    expect(byId.get(cap.variantIds[0] as string)).toEqual({
      variantId: cap.variantIds[0],
      productId: cap.id,
      productSlug: cap.slug,
      productName: 'Checkout cap',
      sku: expect.any(String),
      size: 'M',
      colour: 'Navy',
      unitCents: 2500,
      productActive: true,
      variantActive: true,
      available: 2,
    });
    expect(byId.get(cap.variantIds[1] as string)).toMatchObject({
      unitCents: 1500,
      variantActive: false,
      available: 0,
    });
    expect(byId.get(old.variantIds[0] as string)).toMatchObject({
      productActive: false,
      variantActive: true,
      available: 1,
    });
    expect(await variantsForCheckout(db.knex, [])).toEqual([]);
  });
});

// ── Products for staff ──────────────────────────────────────────────────────

describe("staff's products", () => {
  it('shows every variant with its counts, on sale or not', async () => {
    const cap = await seedProduct({ name: 'Staff cap', active: false }, [
      { size: 'S', stock: 8, held: 2, sold: 3 },
      { size: 'M', active: false },
    ]);
    const product = await adminProduct(db.knex, cap.id);
    expect(adminProductAnswer.parse(product)).toEqual(product);
    expect(product).toMatchObject({
      id: cap.id,
      active: false,
      version: 2,
      createdAt: AT,
      variants: [
        { id: cap.variantIds[0], onHand: 5, reserved: 2, sold: 3, available: 3, active: true },
        { id: cap.variantIds[1], onHand: 0, reserved: 0, sold: 0, available: 0, active: false },
      ],
    });
    expect(await adminProduct(db.knex, randomUUID())).toBeUndefined();
  });

  it('filters a page by words, category, on sale and ids, sorted as asked', async () => {
    const token = randomUUID().slice(0, 8);
    const a = await seedProduct({ name: `Bat ${token} A`, category: 'bats', priceCents: 9000 }, [
      {},
    ]);
    const b = await seedProduct({ name: `Bat ${token} B`, category: 'bats', priceCents: 5000 }, [
      {},
    ]);
    const c = await seedProduct(
      { name: `Glove ${token}`, category: 'gloves', priceCents: 7000, active: false },
      [],
    );
    const sort = { field: 'priceCents', order: 'asc' } as const;

    const page = await adminProductPage(db.knex, listQuery({ q: token }, sort));
    expect(page.total).toBe(3);
    expect(page.rows.map((p) => p.id)).toEqual([b.id, c.id, a.id]);
    for (const row of page.rows) adminProductAnswer.parse(row);

    const bySlug = await adminProductPage(db.knex, listQuery({ q: a.slug }, sort));
    expect(bySlug.rows.map((p) => p.id)).toEqual([a.id]);
    const bats = await adminProductPage(db.knex, listQuery({ q: token, category: 'bats' }, sort));
    expect(bats.rows.map((p) => p.id)).toEqual([b.id, a.id]);
    const off = await adminProductPage(db.knex, listQuery({ q: token, active: false }, sort));
    expect(off.rows.map((p) => p.id)).toEqual([c.id]);
    const many = await adminProductPage(db.knex, listQuery({ id: [a.id, c.id, 'x'] }, sort));
    expect(many.rows.map((p) => p.id)).toEqual([c.id, a.id]);
    const byName = await adminProductPage(
      db.knex,
      listQuery({ q: token }, { field: 'name', order: 'desc' }),
    );
    expect(byName.rows.map((p) => p.id)).toEqual([c.id, b.id, a.id]);

    await expect(adminProductPage(db.knex, listQuery({ category: 'boats' }, sort))).rejects.toThrow(
      /category must be one of/,
    );
  });
});

// ── Orders ──────────────────────────────────────────────────────────────────

describe('orders', () => {
  it('answers an order as its customer and staff read it', async () => {
    const lines: OrderLine[] = [
      orderLine({ unitCents: 2500, quantity: 2 }),
      orderLine({ unitCents: 999, quantity: 1 }),
    ];
    const pendingId = await seedOrder({ items: lines });
    const pending = await orderById(db.knex, pendingId);
    if (!pending) throw new Error('the order was not projected');
    const answer = orderAnswerOf(pending);
    expect(orderAnswer.parse(answer)).toEqual(answer);
    expect(answer).toMatchObject({
      status: 'pending',
      paidAt: null,
      checkoutUrl: pending.checkout_url,
      trackingUrl: null,
      subtotalCents: 5999,
      totalCents: 6794,
      items: [{ lineCents: 5000 }, { lineCents: 999 }],
    });
    expect(adminOrderAnswerOf(pending)).toMatchObject({ moves: ['cancel'], notes: '', version: 0 });

    const shippedId = await seedOrder({ items: lines }, (orderId, paymentId) => [
      ...paid('2026-05-01T12:05:00.000Z')(orderId, paymentId),
      {
        type: 'OrderFulfilled',
        data: { orderId, carrier: 'usps', trackingNumber: '9400ABC', by: null, at: AT },
      },
      { type: 'OrderNotesChanged', data: { orderId, notes: 'Gift wrap', by: null, at: AT } },
    ]);
    const shipped = await orderById(db.knex, shippedId);
    if (!shipped) throw new Error('the order was not projected');
    expect(await orderByNumber(db.knex, shipped.number)).toEqual(shipped);
    const staff = adminOrderAnswerOf(shipped);
    expect(adminOrderAnswer.parse(staff)).toEqual(staff);
    expect(staff).toMatchObject({
      id: shippedId,
      status: 'fulfilled',
      paidAt: '2026-05-01T12:05:00.000Z',
      checkoutUrl: null,
      carrier: 'usps',
      trackingUrl: trackingUrl('usps', '9400ABC'),
      paymentId: shipped.payment_id,
      providerRef: shipped.session_id,
      notes: 'Gift wrap',
      moves: ['deliver', 'refund'],
      version: 3,
    });

    const expiredId = await seedOrder({}, (orderId) => [
      { type: 'OrderExpired', data: { orderId, at: AT } },
    ]);
    const expired = await orderById(db.knex, expiredId);
    expect(expired && orderAnswerOf(expired)).toMatchObject({
      status: 'cancelled',
      statusNote: MESSAGES.expired,
      checkoutUrl: null,
    });
    expect(await orderByNumber(db.knex, 'NS-0000000000')).toBeUndefined();
  });

  it("lists a member's orders newest first", async () => {
    const accountId = randomUUID();
    const older = await seedOrder({ accountId, placedAt: '2026-04-01T10:00:00.000Z' });
    const newer = await seedOrder({ accountId, placedAt: '2026-04-02T10:00:00.000Z' });
    await seedOrder({ accountId: randomUUID() });
    const mine = await ordersOfAccount(db.knex, accountId);
    expect(mine.map((o) => o.id)).toEqual([newer, older]);
  });

  it('filters the staff list by number, name, e-mail, status and ids', async () => {
    const token = randomUUID().slice(0, 8);
    const email = `buyer-${token}@example.com`;
    const small = await seedOrder(
      { customerEmail: email, items: [orderLine({ unitCents: 1000 })] },
      paid(AT),
    );
    const big = await seedOrder({
      customerName: `Remy ${token}`,
      items: [orderLine({ unitCents: 9000 })],
    });
    const sort = { field: 'totalCents', order: 'desc' } as const;
    const bigRow = await orderById(db.knex, big);

    const page = await adminOrderPage(db.knex, listQuery({ q: token }, sort));
    expect(page).toMatchObject({ total: 2 });
    expect(page.rows.map((o) => o.id)).toEqual([big, small]);
    const byNumber = await adminOrderPage(db.knex, listQuery({ q: bigRow?.number }, sort));
    expect(byNumber.rows.map((o) => o.id)).toEqual([big]);
    const byEmail = await adminOrderPage(db.knex, listQuery({ q: email.toUpperCase() }, sort));
    expect(byEmail.rows.map((o) => o.id)).toEqual([small]);
    const paidOnly = await adminOrderPage(db.knex, listQuery({ q: token, status: 'paid' }, sort));
    expect(paidOnly.rows.map((o) => o.id)).toEqual([small]);
    const many = await adminOrderPage(db.knex, listQuery({ id: [small] }, sort));
    expect(many.rows.map((o) => o.id)).toEqual([small]);
    await expect(adminOrderPage(db.knex, listQuery({ status: 'lost' }, sort))).rejects.toThrow(
      /status must be one of/,
    );
  });
});

// ── Sales ───────────────────────────────────────────────────────────────────

describe('sales', () => {
  it('counts net revenue per UTC day, zeros included, and the products sold most', async () => {
    // A week of its own, years from the other tests' orders.
    const now = new Date('2030-03-10T15:00:00.000Z');
    const [p1, p2, p3, p4, p5, p6, p7] = Array.from({ length: 7 }, () => randomUUID());
    const line = (productId: string | undefined, name: string, unitCents: number, quantity = 1) =>
      orderLine({ productId, name, unitCents, quantity });
    const refund = (amountCents: number) => (orderId: string) => ({
      type: 'OrderRefunded',
      data: {
        orderId,
        refundId: randomUUID(),
        amountCents,
        reason: 'r',
        restocked: false,
        by: null,
        at: AT,
      },
    });

    // The first day's first instant: in.
    await seedOrder({ items: [line(p1, 'Cap', 1000, 2)] }, paid('2030-03-04T00:00:00.000Z'));
    // Refunded in part: the rest counts.
    await seedOrder({ items: [line(p1, 'Cap', 1000), line(p2, 'Shirt', 500, 3)] }, (id, pay) => [
      ...paid('2030-03-06T23:59:59.000Z')(id, pay),
      refund(1000)(id),
    ]);
    // Refunded in full: an order with no revenue, and nothing sold.
    await seedOrder({ items: [line(p3, 'Bat', 4000)] }, (id, pay) => [
      ...paid('2030-03-06T10:00:00.000Z')(id, pay),
      refund(4795)(id),
    ]);
    await seedOrder(
      {
        items: ['Dugout', 'Eagle', 'Fungo', 'Grip'].map((n, i) =>
          line([p4, p5, p6, p7][i], n, 100),
        ),
      },
      paid('2030-03-10T14:59:00.000Z'),
    );
    // The day before the window, a cancelled order, one not paid, one paid after now: out.
    await seedOrder({ items: [line(p1, 'Cap', 1000, 9)] }, paid('2030-03-03T23:59:59.000Z'));
    await seedOrder({ items: [line(p1, 'Cap', 1000, 9)] }, (id, pay) => [
      ...paid('2030-03-05T12:00:00.000Z')(id, pay),
      { type: 'OrderCancelled', data: { orderId: id, reason: 'x', by: null, at: AT } },
    ]);
    await seedOrder({ items: [line(p1, 'Cap', 1000, 9)], placedAt: '2030-03-07T12:00:00.000Z' });
    await seedOrder({ items: [line(p1, 'Cap', 1000, 9)] }, paid('2030-03-10T15:00:01.000Z'));

    const answer = await sales(db.knex, 7, now);
    expect(salesAnswer.parse(answer)).toEqual(answer);
    expect(answer.days).toEqual([
      { day: '2030-03-04', revenueCents: 2795, orders: 1 },
      { day: '2030-03-05', revenueCents: 0, orders: 0 },
      { day: '2030-03-06', revenueCents: 2295, orders: 2 },
      { day: '2030-03-07', revenueCents: 0, orders: 0 },
      { day: '2030-03-08', revenueCents: 0, orders: 0 },
      { day: '2030-03-09', revenueCents: 0, orders: 0 },
      { day: '2030-03-10', revenueCents: 1195, orders: 1 },
    ]);
    expect(answer).toMatchObject({ revenueCents: 6285, orders: 4 });
    expect(answer.topProducts).toEqual([
      { productId: p1, name: 'Cap', units: 3, revenueCents: 3000 },
      { productId: p2, name: 'Shirt', units: 3, revenueCents: 1500 },
      { productId: p4, name: 'Dugout', units: 1, revenueCents: 100 },
      { productId: p5, name: 'Eagle', units: 1, revenueCents: 100 },
      { productId: p6, name: 'Fungo', units: 1, revenueCents: 100 },
    ]);

    const today = await sales(db.knex, 1, now);
    expect(today.days).toEqual([{ day: '2030-03-10', revenueCents: 1195, orders: 1 }]);
  });
});

// ── The release job's sweeps ────────────────────────────────────────────────

describe("the release job's sweeps", () => {
  // Years before the other tests' orders and holds, so only these are past their time.
  const now = new Date('2020-01-01T00:30:00.000Z');
  const at = (minute: number) => `2020-01-01T00:${String(minute).padStart(2, '0')}:00.000Z`;

  it('finds the pending orders past their time, the longest overdue first', async () => {
    const second = await seedOrder({ expiresAt: at(20) });
    const first = await seedOrder({ expiresAt: at(10) });
    await seedOrder({ expiresAt: at(31) });
    await seedOrder({ expiresAt: at(5) }, paid(at(4)));
    await seedOrder({ expiresAt: at(5) }, (orderId) => [
      { type: 'OrderExpired', data: { orderId, at: at(6) } },
    ]);
    const due = await expiredPendingOrders(db.knex, now);
    expect(due.map((o) => o.id)).toEqual([first, second]);
    expect((await expiredPendingOrders(db.knex, now, 1)).map((o) => o.id)).toEqual([first]);
  });

  it('finds the holds still reserved past their time', async () => {
    const variantId = randomUUID();
    const [due, released, later, sold] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await applyTwice(
      db.knex,
      streamOf(stockStream(variantId), [
        stockAdjusted(variantId, 10),
        stockReserved(variantId, due, 1, at(10)),
        stockReserved(variantId, released, 1, at(5)),
        {
          type: 'StockReleased',
          data: { variantId, orderId: released, quantity: 1, reason: 'cancelled', at: at(6) },
        },
        stockReserved(variantId, later, 1, at(45)),
        {
          type: 'StockSold',
          data: { variantId, orderId: sold, quantity: 1, reserved: false, at: at(1) },
        },
      ]),
    );
    expect(await expiredReservations(db.knex, now)).toEqual([
      {
        variant_id: variantId,
        order_id: due,
        quantity: 1,
        expires_at: new Date(at(10)),
        status: 'reserved',
      },
    ]);
  });
});

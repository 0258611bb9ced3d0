import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminAgent } from '../testing/agents';
import { startTestServer, type TestServer } from '../testing/test-server';
import { until } from '../testing/until';
import { ORDER_STATUSES } from './constants';
import { DEMO_PRODUCTS } from './demo-data';
import type { AdminOrder, CatalogueProduct } from './schemas';
import { seedShop } from './seed';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe("the shop's demo data", () => {
  it('seeds the catalogue, with every stock level, and orders in every status, once', async () => {
    const started = performance.now();
    // `npm start` seeds before the server listens: nothing may go to its webhook over HTTP.
    const fetched = vi.spyOn(globalThis, 'fetch');
    const seeded = await seedShop(server.ctx, Date.now(), () => {});
    expect(fetched.mock.calls.map(([url]) => String(url))).toEqual([]);
    fetched.mockRestore();
    console.log(`shop demo seed: ${((performance.now() - started) / 1000).toFixed(1)} s`, seeded);
    if (seeded === 'already-seeded') throw new Error('a fresh server was seeded already');
    expect(seeded.products).toBe(DEMO_PRODUCTS.length);
    expect(seeded.orders).toBeGreaterThanOrEqual(12);

    const catalogue = await until(
      async () =>
        (await request(server.url).get('/api/shop/products').expect(200))
          .body as CatalogueProduct[],
      (products) => products.length === DEMO_PRODUCTS.length,
    );
    expect(catalogue).toHaveLength(DEMO_PRODUCTS.length);
    const levels = new Set(catalogue.flatMap((p) => p.variants.map((v) => v.stock)));
    expect([...levels].sort()).toEqual(['in-stock', 'low', 'sold-out']);
    expect(catalogue.every((p) => p.images[0]?.startsWith('/media/shop/'))).toBe(true);

    const admin = await adminAgent(server);
    const orders = await until(
      async () =>
        (await admin.get('/api/admin/shop-orders').query({ range: '[0,99]' }).expect(200))
          .body as AdminOrder[],
      (list) => list.length === seeded.orders,
    );
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    expect(
      orders
        .filter((o) => o.status === 'fulfilled' || o.status === 'delivered')
        .every((o) => o.trackingNumber),
    ).toBe(true);
    // The refunded order's payment is refunded in payments' records too.
    const payments = await until(
      async () =>
        (await admin.get('/api/admin/payments').query({ range: '[0,99]' }).expect(200)).body as {
          status: string;
        }[],
      (list) => list.some((payment) => payment.status === 'refunded'),
    );
    expect(payments.some((payment) => payment.status === 'refunded')).toBe(true);
    const sales = (await admin.get('/api/admin/shop-sales').expect(200)).body;
    expect(sales.orders).toBeGreaterThan(5);

    expect(await seedShop(server.ctx, Date.now(), () => {})).toBe('already-seeded');
  }, 120_000);
});

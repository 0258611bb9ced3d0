import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readModelDatabase } from '../../testing';
import { applyTwice, stockAdjusted, stockReserved, stockStream, streamOf } from '../shop.testing';

const db = readModelDatabase();
const AT = '2026-05-01T12:10:00.000Z';

const stockOf = (variantId: string) =>
  db.knex('shop_stock').where({ variant_id: variantId }).first();
const holdsOf = async (variantId: string) =>
  Object.fromEntries(
    (await db.knex('shop_reservations').where({ variant_id: variantId })).map((r) => [
      r.order_id,
      { quantity: r.quantity, status: r.status, expires_at: r.expires_at },
    ]),
  );

describe('the shop stock read model', () => {
  it('counts a variant through holds, a release, sales and a restock, each event once', async () => {
    const variantId = randomUUID();
    const [paid, gone, late] = [randomUUID(), randomUUID(), randomUUID()];
    const stream = stockStream(variantId);
    const expiresAt = '2026-05-01T12:30:00.000Z';
    await applyTwice(
      db.knex,
      streamOf(stream, [
        stockAdjusted(variantId, 10),
        stockReserved(variantId, paid, 3, expiresAt),
        stockReserved(variantId, gone, 2, expiresAt),
        {
          type: 'StockReleased',
          data: { variantId, orderId: gone, quantity: 2, reason: 'expired', at: AT },
        },
      ]),
    );
    expect(await stockOf(variantId)).toEqual({
      variant_id: variantId,
      on_hand: 10,
      reserved: 3,
      sold: 0,
      version: 3,
    });
    expect(await holdsOf(variantId)).toEqual({
      [paid]: { quantity: 3, status: 'reserved', expires_at: new Date(expiresAt) },
      [gone]: { quantity: 2, status: 'released', expires_at: new Date(expiresAt) },
    });

    const sales = streamOf(
      stream,
      [
        {
          type: 'StockSold',
          data: { variantId, orderId: paid, quantity: 3, reserved: true, at: AT },
        },
        // Paid after its hold was released: sold from what was left, a hold recorded for it.
        {
          type: 'StockSold',
          data: { variantId, orderId: late, quantity: 1, reserved: false, at: AT },
        },
      ],
      4,
    );
    await applyTwice(db.knex, sales);
    expect(await stockOf(variantId)).toMatchObject({
      on_hand: 6,
      reserved: 0,
      sold: 4,
      version: 5,
    });
    expect(await holdsOf(variantId)).toMatchObject({
      [paid]: { status: 'sold' },
      [late]: { quantity: 1, status: 'sold', expires_at: new Date(AT) },
    });

    await applyTwice(
      db.knex,
      streamOf(
        stream,
        [{ type: 'StockRestocked', data: { variantId, orderId: paid, quantity: 3, at: AT } }],
        6,
      ),
    );
    // A replay of older events, after the newer: nothing moves.
    await applyTwice(db.knex, sales);
    expect(await stockOf(variantId)).toMatchObject({
      on_hand: 9,
      reserved: 0,
      sold: 1,
      version: 6,
    });
    expect(await holdsOf(variantId)).toMatchObject({
      [paid]: { status: 'restocked' },
      [gone]: { status: 'released' },
      [late]: { status: 'sold' },
    });
  });

  it('creates the row at whichever event comes first', async () => {
    const variantId = randomUUID();
    const orderId = randomUUID();
    await applyTwice(
      db.knex,
      streamOf(stockStream(variantId), [
        { type: 'StockSold', data: { variantId, orderId, quantity: 2, reserved: false, at: AT } },
      ]),
    );
    expect(await stockOf(variantId)).toMatchObject({
      on_hand: -2,
      reserved: 0,
      sold: 2,
      version: 0,
    });
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../services/src/shop/constants';
import { readModelDatabase } from '../../testing';
import { applyTwice, orderLine, orderPlaced, orderStream, streamOf } from '../shop.testing';

const db = readModelDatabase();
const at = (hour: number) =>
  `2026-05-0${hour < 24 ? 1 : 2}T${String(hour % 24).padStart(2, '0')}:00:00.000Z`;
const by = null;

const rowOf = (id: string) => db.knex('shop_orders').where({ id }).first();

describe('the shop orders read model', () => {
  it('follows an order from placed to delivered and refunded in two parts, each event once', async () => {
    const orderId = randomUUID();
    const placed = orderPlaced(orderId, {
      items: [orderLine({ unitCents: 2500, quantity: 2 }), orderLine({ unitCents: 1000 })],
      accountId: randomUUID(),
    });
    const stream = orderStream(orderId);
    await applyTwice(
      db.knex,
      streamOf(stream, [
        placed,
        {
          type: 'OrderPaid',
          data: { orderId, paymentId: placed.data.paymentId, late: false, at: at(13) },
        },
      ]),
    );
    expect(await rowOf(orderId)).toMatchObject({
      number: placed.data.number,
      payment_id: placed.data.paymentId,
      session_id: placed.data.providerRef,
      checkout_url: placed.data.checkoutUrl,
      account_id: placed.data.accountId,
      shipping_address: placed.data.shippingAddress,
      order_items: placed.data.items,
      subtotal_cents: 6000,
      total_amount: 6795,
      refunded_cents: 0,
      status: 'paid',
      paid_at: new Date(at(13)),
      notes: '',
      version: 1,
    });

    const rest = streamOf(
      stream,
      [
        {
          type: 'OrderFulfilled',
          data: { orderId, carrier: 'ups', trackingNumber: '1Z999', by, at: at(14) },
        },
        { type: 'OrderDelivered', data: { orderId, by, at: at(30) } },
        {
          type: 'OrderRefunded',
          data: {
            orderId,
            refundId: 're_1',
            amountCents: 2500,
            reason: 'One cap was torn',
            restocked: false,
            by,
            at: at(31),
          },
        },
        {
          type: 'OrderNotesChanged',
          data: { orderId, notes: 'Called the customer', by, at: at(31) },
        },
      ],
      2,
    );
    await applyTwice(db.knex, rest);
    expect(await rowOf(orderId)).toMatchObject({
      status: 'delivered',
      carrier: 'ups',
      tracking_number: '1Z999',
      fulfilled_at: new Date(at(14)),
      delivered_at: new Date(at(30)),
      refunded_cents: 2500,
      status_note: 'One cap was torn',
      notes: 'Called the customer',
      version: 5,
    });

    await applyTwice(
      db.knex,
      streamOf(
        stream,
        [
          {
            type: 'OrderRefunded',
            data: {
              orderId,
              refundId: 're_2',
              amountCents: 4295,
              reason: 'Returned',
              restocked: false,
              by,
              at: at(32),
            },
          },
        ],
        6,
      ),
    );
    await applyTwice(db.knex, rest);
    expect(await rowOf(orderId)).toMatchObject({
      status: 'refunded',
      refunded_cents: 6795,
      status_note: 'Returned',
      version: 6,
    });
  });

  it('cancels an order not paid in time, and a late payment revives it', async () => {
    const orderId = randomUUID();
    const placed = orderPlaced(orderId);
    const stream = orderStream(orderId);
    await applyTwice(
      db.knex,
      streamOf(stream, [placed, { type: 'OrderExpired', data: { orderId, at: at(13) } }]),
    );
    expect(await rowOf(orderId)).toMatchObject({
      status: 'cancelled',
      status_note: MESSAGES.expired,
      paid_at: null,
    });
    await applyTwice(
      db.knex,
      streamOf(
        stream,
        [
          {
            type: 'OrderPaid',
            data: { orderId, paymentId: placed.data.paymentId, late: true, at: at(14) },
          },
        ],
        2,
      ),
    );
    expect(await rowOf(orderId)).toMatchObject({
      status: 'paid',
      status_note: null,
      paid_at: new Date(at(14)),
    });
  });

  it('says why staff cancelled an order', async () => {
    const orderId = randomUUID();
    await applyTwice(
      db.knex,
      streamOf(orderStream(orderId), [
        orderPlaced(orderId),
        {
          type: 'OrderCancelled',
          data: { orderId, reason: 'Asked by phone', by: randomUUID(), at: at(13) },
        },
      ]),
    );
    expect(await rowOf(orderId)).toMatchObject({
      status: 'cancelled',
      status_note: 'Asked by phone',
      version: 1,
    });
  });
});

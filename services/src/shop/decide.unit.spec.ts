import { describe, expect, it } from 'vitest';
import { decider } from '../testing/decider';
import { MESSAGES, NEXT_MOVES, ORDER_STATUSES } from './constants';
import {
  decideAdjustStock,
  decideExpire,
  decideOrderPaid,
  decidePlaceOrder,
  decideRecordRefund,
  decideRelease,
  decideReserve,
  decideRestock,
  decideSell,
  decideStaffMove,
  ORDER,
  type Placed,
  paymentOutcome,
  refundCentsOf,
  STOCK,
} from './decide';
import {
  CheckoutKeyReused,
  MoveNotAllowed,
  NotEnoughStock,
  RefundTooLarge,
  StockWouldGoNegative,
} from './errors';
import type { ShopEvent } from './events';

const variantId = '00000000-0000-4000-8000-000000000001';
const orderId = '00000000-0000-4000-8000-000000000002';
const other = '00000000-0000-4000-8000-000000000003';
const staff = '00000000-0000-4000-8000-000000000004';
const now = new Date('2026-12-01T12:00:00.000Z');
const at = now.toISOString();
const in30 = new Date(now.getTime() + 30 * 60_000);
const after = new Date(in30.getTime() + 1);

const stock = decider(STOCK.evolve, STOCK.initial);
const order = decider(ORDER.evolve, ORDER.initial);

const counted = (delta: number): ShopEvent => ({
  type: 'StockAdjusted',
  data: { variantId, delta, reason: 'Count', by: staff, at },
});
const reserved = (id: string, quantity: number): ShopEvent => ({
  type: 'StockReserved',
  data: { variantId, orderId: id, quantity, expiresAt: in30.toISOString(), at },
});
const released = (id: string, quantity: number, when = at): ShopEvent => ({
  type: 'StockReleased',
  data: { variantId, orderId: id, quantity, reason: 'expired', at: when },
});
const sold = (id: string, quantity: number, wasReserved = true): ShopEvent => ({
  type: 'StockSold',
  data: { variantId, orderId: id, quantity, reserved: wasReserved, at },
});

describe('a variant’s stock', () => {
  it('holds units for a checkout while there are enough, and refuses more', () => {
    stock(counted(3))
      .when((s) => decideReserve({ variantId, orderId, quantity: 2, expiresAt: in30, now }, s))
      .records([reserved(orderId, 2)]);
    stock(counted(3), reserved(other, 2))
      .when((s) => decideReserve({ variantId, orderId, quantity: 2, expiresAt: in30, now }, s))
      .refuses(NotEnoughStock, 'Only 1 left');
    stock(counted(2), reserved(other, 2))
      .when((s) => decideReserve({ variantId, orderId, quantity: 1, expiresAt: in30, now }, s))
      .refuses(NotEnoughStock, MESSAGES.soldOut);
  });

  it('holds once per order', () => {
    stock(counted(3), reserved(orderId, 1))
      .when((s) => decideReserve({ variantId, orderId, quantity: 1, expiresAt: in30, now }, s))
      .records([]);
  });

  it('gives an unpaid hold back only once its time has come', () => {
    stock(counted(3), reserved(orderId, 2))
      .when((s) => decideRelease({ variantId, orderId, reason: 'expired', now }, s))
      .records([]);
    stock(counted(3), reserved(orderId, 2))
      .when((s) => decideRelease({ variantId, orderId, reason: 'expired', now: after }, s))
      .records([released(orderId, 2, after.toISOString())]);
    stock(counted(3), reserved(orderId, 2), sold(orderId, 2))
      .when((s) => decideRelease({ variantId, orderId, reason: 'expired', now: after }, s))
      .records([]);
  });

  it('sells a hold when paid, once; a late payment sells from what is left, or is refused', () => {
    stock(counted(3), reserved(orderId, 2))
      .when((s) => decideSell({ variantId, orderId, quantity: 2, now }, s))
      .records([sold(orderId, 2)]);
    stock(counted(3), reserved(orderId, 2), sold(orderId, 2))
      .when((s) => decideSell({ variantId, orderId, quantity: 2, now }, s))
      .records([]);
    stock(counted(3), reserved(orderId, 2), released(orderId, 2))
      .when((s) => decideSell({ variantId, orderId, quantity: 2, now }, s))
      .records([sold(orderId, 2, false)]);
    stock(counted(3), reserved(orderId, 2), released(orderId, 2), reserved(other, 2))
      .when((s) => decideSell({ variantId, orderId, quantity: 2, now }, s))
      .refuses(NotEnoughStock, 'Only 1 left');
  });

  it('puts a sold order’s units back once, and never sells them to it again', () => {
    const restocked: ShopEvent = {
      type: 'StockRestocked',
      data: { variantId, orderId, quantity: 2, at },
    };
    stock(counted(3), reserved(orderId, 2), sold(orderId, 2))
      .when((s) => decideRestock({ variantId, orderId, now }, s))
      .records([restocked]);
    stock(counted(3), reserved(orderId, 2), sold(orderId, 2), restocked)
      .when((s) => decideRestock({ variantId, orderId, now }, s))
      .records([]);
    stock(counted(3), reserved(orderId, 2), sold(orderId, 2), restocked)
      .when((s) => decideSell({ variantId, orderId, quantity: 2, now }, s))
      .refuses(NotEnoughStock);
    const folded = stock(counted(3), reserved(orderId, 2), sold(orderId, 2), restocked).state;
    expect({ onHand: folded.onHand, reserved: folded.reserved, sold: folded.sold }).toEqual({
      onHand: 3,
      reserved: 0,
      sold: 0,
    });
  });

  it('never lets staff count below what checkouts hold', () => {
    stock(counted(5), reserved(orderId, 3))
      .when((s) =>
        decideAdjustStock({ variantId, delta: -3, reason: 'Damaged', by: staff, now }, s),
      )
      .refuses(StockWouldGoNegative, /Only 2 units are on the shelf/);
    stock(counted(5), reserved(orderId, 3))
      .when((s) =>
        decideAdjustStock({ variantId, delta: -2, reason: 'Damaged', by: staff, now }, s),
      )
      .records([
        { type: 'StockAdjusted', data: { variantId, delta: -2, reason: 'Damaged', by: staff, at } },
      ]);
  });
});

const placed: Placed = {
  orderId,
  number: 'NS-0123456789',
  customerName: 'Jordan Fontenot',
  customerEmail: 'jordan@example.com',
  shippingAddress: {
    line1: '1 Canal St',
    line2: '',
    city: 'New Orleans',
    state: 'LA',
    zip: '70112',
  },
  shippingMethod: 'standard',
  items: [
    {
      productId: other,
      variantId,
      name: 'Cap',
      sku: 'CAP-1',
      size: 'One size',
      colour: 'Navy',
      unitCents: 2500,
      quantity: 2,
    },
  ],
  subtotalCents: 5000,
  shippingCents: 795,
  taxCents: 223,
  totalCents: 6018,
  currency: 'USD',
  paymentId: other,
  providerRef: 'cs_1',
  checkoutUrl: 'http://localhost/pay/sandbox/1',
  accountId: null,
  expiresAt: in30.toISOString(),
  placedAt: at,
};
const placedEvent: ShopEvent = { type: 'OrderPlaced', data: placed };
const paid: ShopEvent = { type: 'OrderPaid', data: { orderId, paymentId: other, late: false, at } };
const expired: ShopEvent = { type: 'OrderExpired', data: { orderId, at } };
const shipped: ShopEvent = {
  type: 'OrderFulfilled',
  data: { orderId, carrier: 'usps', trackingNumber: '9400100000000000000000', by: staff, at },
};

describe('an order', () => {
  it('is placed once per checkout key; the same key with another cart is refused', () => {
    order()
      .when((s) => decidePlaceOrder(placed, s))
      .records([placedEvent]);
    order(placedEvent)
      .when((s) => decidePlaceOrder(placed, s))
      .records([]);
    const otherCart = { ...placed, items: placed.items.map((line) => ({ ...line, quantity: 3 })) };
    order(placedEvent)
      .when((s) => decidePlaceOrder(otherCart, s))
      .refuses(CheckoutKeyReused);
  });

  it('says what a payment means in each status', () => {
    expect(paymentOutcome(order().state)).toBe('refund');
    expect(paymentOutcome(order(placedEvent).state)).toBe('confirm');
    expect(paymentOutcome(order(placedEvent, expired).state)).toBe('revive');
    const cancelled: ShopEvent = {
      type: 'OrderCancelled',
      data: { orderId, reason: 'Asked', by: staff, at },
    };
    expect(paymentOutcome(order(placedEvent, cancelled).state)).toBe('refund');
    expect(paymentOutcome(order(placedEvent, paid).state)).toBe('nothing');
    order(placedEvent, paid)
      .when((s) => decideOrderPaid({ paymentId: other, now }, s))
      .records([]);
    order(placedEvent, expired)
      .when((s) => decideOrderPaid({ paymentId: other, now }, s))
      .records([{ ...paid, data: { ...paid.data, late: true } }]);
  });

  it('expires only while pending and past its time', () => {
    order(placedEvent)
      .when((s) => decideExpire({ now }, s))
      .records([]);
    order(placedEvent)
      .when((s) => decideExpire({ now: after }, s))
      .records([{ type: 'OrderExpired', data: { orderId, at: after.toISOString() } }]);
    order(placedEvent, paid)
      .when((s) => decideExpire({ now: after }, s))
      .records([]);
  });

  it('allows staff exactly the moves NEXT_MOVES lists, each refusal in its own words', () => {
    const histories: Record<(typeof ORDER_STATUSES)[number], ShopEvent[]> = {
      pending: [placedEvent],
      paid: [placedEvent, paid],
      fulfilled: [placedEvent, paid, shipped],
      delivered: [
        placedEvent,
        paid,
        shipped,
        { type: 'OrderDelivered', data: { orderId, by: staff, at } },
      ],
      cancelled: [placedEvent, expired],
      refunded: [
        placedEvent,
        paid,
        {
          type: 'OrderRefunded',
          data: {
            orderId,
            refundId: 're_1',
            amountCents: 6018,
            reason: 'Asked',
            restocked: true,
            by: staff,
            at,
          },
        },
      ],
    };
    const moves = [
      { move: 'cancel', reason: 'Asked' },
      { move: 'fulfil', carrier: 'ups', trackingNumber: '1Z999AA10123456784' },
      { move: 'deliver' },
    ] as const;
    for (const status of ORDER_STATUSES) {
      const given = order(...histories[status]);
      expect(given.state.status).toBe(status);
      for (const move of moves) {
        const decide = () => decideStaffMove({ ...move, by: staff, now }, given.state);
        if (NEXT_MOVES[status].includes(move.move)) expect(decide()).toHaveLength(1);
        else expect(decide).toThrow(MoveNotAllowed);
      }
    }
    order(placedEvent)
      .when((s) =>
        decideStaffMove(
          { move: 'fulfil', carrier: 'ups', trackingNumber: 'X12345', by: staff, now },
          s,
        ),
      )
      .refuses(MoveNotAllowed, 'An order is shipped only once it is paid');
    order(placedEvent, paid)
      .when((s) => decideStaffMove({ move: 'cancel', reason: 'x', by: staff, now }, s))
      .refuses(MoveNotAllowed, 'A paid order is not cancelled: refund it instead');
  });

  it('refunds at most what is left, once per refund, restocking a full refund before shipping', () => {
    const paidOrder = order(placedEvent, paid).state;
    expect(refundCentsOf(paidOrder, undefined)).toBe(6018);
    expect(() => refundCentsOf(paidOrder, 6019)).toThrow(RefundTooLarge);
    const full = decideRecordRefund(
      { refundId: 're_1', amountCents: 6018, reason: 'Asked', by: staff, now },
      paidOrder,
    );
    expect(full[0]).toMatchObject({ type: 'OrderRefunded', data: { restocked: true } });
    const part = decideRecordRefund(
      { refundId: 're_1', amountCents: 1000, reason: 'Asked', by: staff, now },
      paidOrder,
    );
    expect(part[0]).toMatchObject({ data: { restocked: false } });
    const afterPart = order(placedEvent, paid, ...part);
    expect(afterPart.state.status).toBe('paid');
    afterPart
      .when((s) =>
        decideRecordRefund(
          { refundId: 're_1', amountCents: 1000, reason: 'Asked', by: staff, now },
          s,
        ),
      )
      .records([]);
    expect(refundCentsOf(afterPart.state, undefined)).toBe(5018);
    const shippedOrder = order(placedEvent, paid, shipped).state;
    expect(
      decideRecordRefund(
        { refundId: 're_2', amountCents: 6018, reason: 'Returned', by: staff, now },
        shippedOrder,
      )[0],
    ).toMatchObject({ data: { restocked: false } });
  });
});

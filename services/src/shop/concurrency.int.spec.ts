import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../accounts/reset.testing';
import { CARDS, type Harness } from '../payments/contract/harness';
import { sandboxHarness } from '../payments/contract/sandbox-harness';
import { stripeHarness } from '../payments/contract/stripe-harness';
import type { PaymentRecord } from '../payments/schemas';
import { type SettableClock, settableClock } from '../testing/clock';
import { until } from '../testing/until';
import { MESSAGES, RESERVATION_MINUTES } from './constants';
import { releaseExpired } from './release';
import type { AdminProduct, CheckoutAnswer } from './schemas';
import {
  adminOrder,
  checkoutBody,
  newProduct,
  orderOnceItIs,
  orderPage,
  postCheckout,
} from './shop.testing';

/**
 * The shop's promises about money and stock, on each payment adapter (the sandbox, and Stripe's
 * SDK against a local server speaking its API): never oversold, the webhook the truth, a late
 * payment for units sold meanwhile refunded.
 */
function shopPaymentContract(name: string, start: (clock: SettableClock) => Promise<Harness>) {
  describe(`the shop on the ${name} adapter`, () => {
    let h: Harness;
    const clock = settableClock(new Date());
    beforeAll(async () => {
      h = await start(clock);
    }, 60_000);
    afterAll(() => h?.close());

    const paymentOf = async (placed: CheckoutAnswer): Promise<PaymentRecord> => {
      const order = await adminOrder(h.admin, placed.orderNumber);
      return (await h.admin.get(`/api/admin/payments/${order.paymentId}`).expect(200))
        .body as PaymentRecord;
    };
    const productNow = async (id: string) =>
      (await h.admin.get(`/api/admin/shop-products/${id}`).expect(200)).body as AdminProduct;

    it('200 checkouts at once for 50 units: 50 hold one each, 150 are told sold out before paying, and the 50 all pay', async () => {
      const { product, variantId } = await newProduct(h.admin, { stock: 50 });
      const answers = await Promise.all(
        Array.from({ length: 200 }, () => postCheckout(h.server, checkoutBody(variantId))),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(50);
      expect(statuses.filter((s) => s === 409)).toHaveLength(150);
      for (const refused of answers.filter((a) => a.status === 409)) {
        expect(refused.body.errors).toEqual({ 'items.0.quantity': MESSAGES.soldOut });
      }
      const placed = answers.filter((a) => a.status === 201).map((a) => a.body as CheckoutAnswer);
      expect(new Set(placed.map((p) => p.orderNumber)).size).toBe(50);
      // Ten payers at a time: the webhooks race the holds' sales as real ones would.
      for (let i = 0; i < placed.length; i += 10) {
        await Promise.all(
          placed
            .slice(i, i + 10)
            .map(async (order) => h.pay(await paymentOf(order), CARDS.succeeds)),
        );
      }
      const paid = await Promise.all(placed.map((order) => orderOnceItIs(h.server, order, 'paid')));
      expect(paid.filter((o) => o.status === 'paid')).toHaveLength(50);
      const after = await until(
        () => productNow(product.id),
        (p) => p.variants[0]?.sold === 50,
      );
      expect(after.variants[0]).toMatchObject({ onHand: 0, reserved: 0, sold: 50, available: 0 });
      // And the shop window says so.
      const page = await h.admin.get(`/api/shop/products/${product.slug}`).expect(200);
      expect(page.body).toMatchObject({
        soldOut: true,
        variants: [{ stock: 'sold-out', left: 0 }],
      });
    }, 180_000);

    it('a webhook delivered twice, or late, pays once and mails one confirmation; the return page only reads', async () => {
      const { variantId } = await newProduct(h.admin, { stock: 5 });
      const body = checkoutBody(variantId);
      const placed = (await postCheckout(h.server, body).expect(201)).body as CheckoutAnswer;
      // The return before the webhook: pending, and reading it again makes nothing.
      expect((await orderPage(h.server, placed)).status).toBe('pending');
      const again = await postCheckout(h.server, body).expect(200);
      expect(again.body.orderNumber).toBe(placed.orderNumber);
      await h.pay(await paymentOf(placed), CARDS.succeeds, 'twice');
      expect((await orderOnceItIs(h.server, placed, 'paid')).status).toBe('paid');
      const late = (await postCheckout(h.server, checkoutBody(variantId)).expect(201))
        .body as CheckoutAnswer;
      await h.pay(await paymentOf(late), CARDS.succeeds, 'late');
      expect((await orderPage(h.server, late)).status).toBe('pending');
      expect((await orderOnceItIs(h.server, late, 'paid')).status).toBe('paid');
      const mails = await until(
        () => mailsTo(h.server, body.customerEmail),
        (m) => m.length > 0,
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain(placed.orderNumber);
      expect(mails[0]).toContain(`/shop/orders/${placed.orderNumber}?token=`);
    }, 60_000);

    it('a declined card leaves the order pending and its units held; another card then pays it', async () => {
      const { product, variantId } = await newProduct(h.admin, { stock: 2 });
      const placed = (await postCheckout(h.server, checkoutBody(variantId)).expect(201))
        .body as CheckoutAnswer;
      const payment = await paymentOf(placed);
      await h.pay(payment, CARDS.declined);
      expect((await orderPage(h.server, placed)).status).toBe('pending');
      expect((await productNow(product.id)).variants[0]).toMatchObject({
        reserved: 1,
        available: 1,
      });
      await h.pay(payment, CARDS.succeeds);
      expect((await orderOnceItIs(h.server, placed, 'paid')).status).toBe('paid');
    }, 60_000);

    it('a payment after its hold expired: sold if the units are still there, refunded and told if they are gone', async () => {
      const { product, variantId } = await newProduct(h.admin, { stock: 1 });
      const first = checkoutBody(variantId);
      const slow = (await postCheckout(h.server, first).expect(201)).body as CheckoutAnswer;
      // Sold out while held.
      await postCheckout(h.server, checkoutBody(variantId)).expect(409);
      clock.advance((RESERVATION_MINUTES + 1) * 60_000);
      await releaseExpired(h.server.ctx);
      const expired = await orderOnceItIs(h.server, slow, 'cancelled');
      expect(expired.statusNote).toBe(MESSAGES.expired);
      // Someone else buys the unit meanwhile.
      const quick = (await postCheckout(h.server, checkoutBody(variantId)).expect(201))
        .body as CheckoutAnswer;
      await h.pay(await paymentOf(quick), CARDS.succeeds);
      await orderOnceItIs(h.server, quick, 'paid');
      // The slow payer pays at last: refunded in full, and told.
      await h.pay(await paymentOf(slow), CARDS.succeeds);
      const refunded = await orderOnceItIs(h.server, slow, 'refunded');
      expect(refunded).toMatchObject({
        status: 'refunded',
        statusNote: MESSAGES.soldOutAfterExpiry,
      });
      expect(refunded.refundedCents).toBe(refunded.totalCents);
      const payment = await paymentOf(slow);
      expect((await h.admin.get(`/api/admin/payments/${payment.id}`).expect(200)).body.status).toBe(
        'refunded',
      );
      const told = await until(
        () => mailsTo(h.server, first.customerEmail),
        (m) => m.some((text) => text.includes('refunded')),
      );
      expect(told.some((text) => text.includes(MESSAGES.soldOutAfterExpiry))).toBe(true);
      expect((await productNow(product.id)).variants[0]).toMatchObject({
        sold: 1,
        reserved: 0,
        available: 0,
      });

      // Expired, but the units are still there: the late payment buys them.
      const { variantId: plenty } = await newProduct(h.admin, { stock: 3 });
      const late = (await postCheckout(h.server, checkoutBody(plenty)).expect(201))
        .body as CheckoutAnswer;
      clock.advance((RESERVATION_MINUTES + 1) * 60_000);
      await releaseExpired(h.server.ctx);
      await orderOnceItIs(h.server, late, 'cancelled');
      await h.pay(await paymentOf(late), CARDS.succeeds);
      expect((await orderOnceItIs(h.server, late, 'paid')).status).toBe('paid');
    }, 60_000);
  });
}

// Behind a trusted proxy: each visitor's checkouts come from an address of its own.
const env = { TRUST_PROXY: 'true' };
shopPaymentContract('sandbox', (clock) => sandboxHarness({ clock, env }));
shopPaymentContract('stripe', (clock) => stripeHarness({ clock, env }));

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentRecord, SubscriptionRecord } from '../schemas';
import { CARDS, type Harness, paymentOrder as order } from './harness';

/**
 * One contract, every adapter: what the app sees of a payment must not depend on the
 * provider. Each case makes payments of its own (a fresh idempotency key).
 */
export function paymentContract(name: string, start: () => Promise<Harness>): void {
  describe(`payment port contract: ${name}`, () => {
    let h: Harness;
    beforeAll(async () => {
      h = await start();
    }, 60_000);
    afterAll(() => h?.close());

    const createPayment = async (overrides: Record<string, unknown> = {}) =>
      (await h.admin.post('/api/admin/payments').send(order(overrides)).expect(201))
        .body as PaymentRecord;
    const payment = async (id: string) =>
      (await h.admin.get(`/api/admin/payments/${id}`).expect(200)).body as PaymentRecord;
    const types = (record: { events: { type: string }[] }) => record.events.map((e) => e.type);

    it('a good card pays, and the webhook lands before the payer is back', async () => {
      const created = await createPayment();
      expect(created).toMatchObject({ status: 'pending', amountCents: 2500, currency: 'USD' });
      expect(created.checkoutUrl).toMatch(/^(https?:\/\/|\/pay\/sandbox\/)/);
      await h.pay(created, CARDS.succeeds);
      const paid = await payment(created.id);
      expect(paid.status).toBe('succeeded');
      expect(types(paid)).toEqual(['PaymentRequested', 'PaymentSucceeded']);
    });

    it('a declined card and one without funds leave the payment failed, with the reason', async () => {
      const declined = await createPayment();
      await h.pay(declined, CARDS.declined);
      expect(await payment(declined.id)).toMatchObject({
        status: 'failed',
        events: [{ type: 'PaymentRequested' }, { type: 'PaymentFailed', reason: 'card_declined' }],
      });
      const poor = await createPayment();
      await h.pay(poor, CARDS.insufficientFunds);
      expect((await payment(poor.id)).events[1]).toMatchObject({ reason: 'insufficient_funds' });
      // The payer tries another card on the same checkout.
      await h.pay(poor, CARDS.succeeds);
      expect((await payment(poor.id)).status).toBe('succeeded');
    });

    it('a webhook delivered twice is applied once', async () => {
      const created = await createPayment();
      await h.pay(created, CARDS.succeeds, 'twice');
      const paid = await payment(created.id);
      expect(types(paid)).toEqual(['PaymentRequested', 'PaymentSucceeded']);
    });

    it('deliveries of one event racing each other: one is told applied, the rest duplicate (issue 36 item 14)', async () => {
      const created = await createPayment();
      const success = h.signedSuccess(created);
      const answers = await Promise.all(Array.from({ length: 6 }, () => success.deliver()));
      expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
      const bodies = answers.map((a) => a.body as { applied: boolean; duplicate: boolean });
      expect(bodies.filter((b) => b.applied)).toHaveLength(1);
      expect(bodies.filter((b) => b.duplicate)).toHaveLength(5);
      const paid = await payment(created.id);
      expect(paid.status).toBe('succeeded');
      expect(types(paid)).toEqual(['PaymentRequested', 'PaymentSucceeded']);
      // Later deliveries are duplicates too.
      expect((await success.deliver()).body).toEqual({
        received: true,
        applied: false,
        duplicate: true,
      });
    });

    it('a signed success for another amount or currency is refused and flagged, never paid (issue 36 item 14)', async () => {
      const created = await createPayment();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      try {
        const short = h.signedSuccess(created, { amountCents: created.amountCents - 1 });
        for (const _again of [1, 2]) {
          const answer = await short.deliver();
          expect(answer.status).toBe(409);
          expect(answer.body).toMatchObject({ message: expect.stringMatching(/flagged/) });
        }
        const euros = await h.signedSuccess(created, { currency: 'EUR' }).deliver();
        expect(euros.status).toBe(409);
        expect(warn.mock.calls.flat().join(' ')).toMatch(/flagged/);
      } finally {
        warn.mockRestore();
      }
      const flagged = await payment(created.id);
      expect(flagged.status).toBe('pending');
      expect(flagged.events).toMatchObject([
        { type: 'PaymentRequested' },
        { type: 'PaymentAmountMismatched', reason: 'amount_mismatch', amountCents: 2499 },
        { type: 'PaymentAmountMismatched', reason: 'currency_mismatch', amountCents: 2500 },
      ]);
      const list = await h.admin
        .get('/api/admin/payments')
        .query({ filter: JSON.stringify({ q: created.reference }) })
        .expect(200);
      expect(list.body).toEqual([expect.objectContaining({ id: created.id, status: 'pending' })]);
      // The payer's real payment still lands.
      await h.pay(created, CARDS.succeeds);
      expect((await payment(created.id)).status).toBe('succeeded');
    });

    it('a late webhook: the payer is back first, the payment is paid when it lands', async () => {
      const created = await createPayment();
      await h.pay(created, CARDS.succeeds, 'late');
      expect((await payment(created.id)).status).toBe('pending');
      await vi.waitFor(async () => expect((await payment(created.id)).status).toBe('succeeded'), {
        timeout: 10_000,
        interval: 200,
      });
    });

    it('a tampered webhook is refused, logged, and changes nothing', async () => {
      const created = await createPayment();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      try {
        const answer = await h.tamperedWebhook(created);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({
          message: 'The webhook signature does not match its body',
        });
        expect(warn.mock.calls.flat().join(' ')).toMatch(/bad signature/);
      } finally {
        warn.mockRestore();
      }
      const after = await payment(created.id);
      expect(after.status).toBe('pending');
      expect(types(after)).toEqual(['PaymentRequested']);
    });

    it('refunds part, then the rest; never more than was paid', async () => {
      const created = await createPayment({ amountCents: 4000 });
      const unpaid = await h.admin.post(`/api/admin/payments/${created.id}/refunds`).send({});
      expect(unpaid.status).toBe(409);
      await h.pay(created, CARDS.succeeds);
      const part = await h.admin
        .post(`/api/admin/payments/${created.id}/refunds`)
        .send({ amountCents: 1500 })
        .expect(201);
      expect(part.body).toMatchObject({ status: 'partially_refunded', refundedCents: 1500 });
      const tooMuch = await h.admin
        .post(`/api/admin/payments/${created.id}/refunds`)
        .send({ amountCents: 3000 });
      expect(tooMuch.status).toBe(400);
      expect(tooMuch.body.message).toBe('At most $25.00 of this payment can still be refunded');
      const rest = await h.admin
        .post(`/api/admin/payments/${created.id}/refunds`)
        .send({})
        .expect(201);
      expect(rest.body).toMatchObject({ status: 'refunded', refundedCents: 4000 });
      // The provider's refund webhooks found the refunds recorded: one event per refund.
      const final = await payment(created.id);
      expect(types(final).filter((t) => t === 'PaymentRefunded')).toHaveLength(2);
    });

    it('the smallest payment refunds in part: 20 cents of 50, then the rest (issue 36 item 15)', async () => {
      const created = await createPayment({ amountCents: 50 });
      await h.pay(created, CARDS.succeeds);
      const part = await h.admin
        .post(`/api/admin/payments/${created.id}/refunds`)
        .send({ amountCents: 20 });
      expect(part.status, JSON.stringify(part.body)).toBe(201);
      expect(part.body).toMatchObject({ status: 'partially_refunded', refundedCents: 20 });
      const none = await h.admin
        .post(`/api/admin/payments/${created.id}/refunds`)
        .send({ amountCents: 0 });
      expect(none.status).toBe(400);
      expect(none.body.errors.amountCents).toBe('amountCents must be at least 1');
      const tooMuch = await h.admin
        .post(`/api/admin/payments/${created.id}/refunds`)
        .send({ amountCents: 31 });
      expect(tooMuch.status).toBe(400);
      expect(tooMuch.body.message).toBe('At most $0.30 of this payment can still be refunded');
      const rest = await h.admin
        .post(`/api/admin/payments/${created.id}/refunds`)
        .send({ amountCents: 30 })
        .expect(201);
      expect(rest.body).toMatchObject({ status: 'refunded', refundedCents: 50 });
      // A charge keeps the provider's minimum.
      const small = await h.admin.post('/api/admin/payments').send(order({ amountCents: 49 }));
      expect(small.status).toBe(400);
      expect(small.body.errors.amountCents).toBe('amountCents must be at least 50');
    });

    it('the same idempotency key answers the same payment; with another amount it is refused', async () => {
      const body = order();
      const first = await h.admin.post('/api/admin/payments').send(body).expect(201);
      const again = await h.admin.post('/api/admin/payments').send(body).expect(200);
      expect(again.body.id).toBe(first.body.id);
      expect(again.body.providerRef).toBe(first.body.providerRef);
      const other = await h.admin.post('/api/admin/payments').send({ ...body, amountCents: 2600 });
      expect(other.status).toBe(409);
    });

    it('a monthly subscription starts, renews, and a failed renewal leaves it past due', async () => {
      const created = (
        await h.admin
          .post('/api/admin/payment-subscriptions')
          .send(order({ amountCents: 4900 }))
          .expect(201)
      ).body as SubscriptionRecord;
      expect(created).toMatchObject({ status: 'pending', interval: 'month', periodEnd: null });
      await h.pay(created, CARDS.succeeds);
      const subscription = async () =>
        (await h.admin.get(`/api/admin/payment-subscriptions/${created.id}`).expect(200))
          .body as SubscriptionRecord;
      const started = await subscription();
      expect(started.status).toBe('active');
      const firstEnd = started.periodEnd ?? '';
      expect(Date.parse(firstEnd)).toBeGreaterThan(Date.now() + 27 * 86_400_000);

      await h.renew(started, 'succeeded');
      const renewed = await subscription();
      expect(renewed.status).toBe('active');
      expect(Date.parse(renewed.periodEnd ?? '')).toBeGreaterThan(
        Date.parse(firstEnd) + 27 * 86_400_000,
      );
      expect(renewed.events.find((e) => e.type === 'SubscriptionRenewed')).toMatchObject({
        amountCents: 4900,
      });

      await h.renew(renewed, 'card_declined');
      const failed = await subscription();
      expect(failed.status).toBe('past_due');
      expect(types(failed)).toEqual([
        'SubscriptionRequested',
        'SubscriptionStarted',
        'SubscriptionRenewed',
        'SubscriptionRenewalFailed',
      ]);
    });
  });
}

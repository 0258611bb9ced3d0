import type { Knex } from 'knex';
import type { RecordedEvent } from '../../../../services/src/core/event-store/event-store';
import { MESSAGES } from '../../../../services/src/shop/constants';
import { ORDER_EVENT_TYPES } from '../../../../services/src/shop/events';
import type { Projector } from '../../runner/projector';
import { shopEventOf } from '../parse';

/**
 * A row per order, for its page, the member's list and the back office. Every update is guarded
 * by the order stream's revision, so an event applied twice changes nothing.
 */
async function apply(trx: Knex.Transaction, recorded: RecordedEvent): Promise<void> {
  const event = shopEventOf(recorded, ORDER_EVENT_TYPES);
  if (!event) return;
  const version = recorded.revision;
  const update = (orderId: string, fields: Record<string, unknown>) =>
    trx('shop_orders')
      .where({ id: orderId })
      .where('version', '<', version)
      .update({ ...fields, version });
  switch (event.type) {
    case 'OrderPlaced': {
      const d = event.data;
      await trx('shop_orders')
        .insert({
          id: d.orderId,
          number: d.number,
          payment_id: d.paymentId,
          session_id: d.providerRef,
          checkout_url: d.checkoutUrl,
          account_id: d.accountId,
          customer_name: d.customerName,
          customer_email: d.customerEmail,
          shipping_address: JSON.stringify(d.shippingAddress),
          shipping_method: d.shippingMethod,
          order_items: JSON.stringify(d.items),
          subtotal_cents: d.subtotalCents,
          shipping_cents: d.shippingCents,
          tax_cents: d.taxCents,
          total_amount: d.totalCents,
          refunded_cents: 0,
          status: 'pending',
          notes: '',
          expires_at: d.expiresAt,
          placed_at: d.placedAt,
          version,
        })
        .onConflict('id')
        .ignore();
      return;
    }
    case 'OrderPaid':
      await update(event.data.orderId, {
        status: 'paid',
        paid_at: event.data.at,
        status_note: null,
      });
      return;
    case 'OrderExpired':
      await update(event.data.orderId, { status: 'cancelled', status_note: MESSAGES.expired });
      return;
    case 'OrderCancelled':
      await update(event.data.orderId, { status: 'cancelled', status_note: event.data.reason });
      return;
    case 'OrderFulfilled':
      await update(event.data.orderId, {
        status: 'fulfilled',
        carrier: event.data.carrier,
        tracking_number: event.data.trackingNumber,
        fulfilled_at: event.data.at,
      });
      return;
    case 'OrderDelivered':
      await update(event.data.orderId, { status: 'delivered', delivered_at: event.data.at });
      return;
    case 'OrderRefunded': {
      const cents = event.data.amountCents;
      await update(event.data.orderId, {
        refunded_cents: trx.raw('refunded_cents + ?', [cents]),
        status: trx.raw(
          "case when refunded_cents + ? >= total_amount then 'refunded' else status end",
          [cents],
        ),
        status_note: event.data.reason,
      });
      return;
    }
    case 'OrderNotesChanged':
      await update(event.data.orderId, { notes: event.data.notes });
      return;
    default: {
      const unexpected: never = event;
      throw new Error(`Unexpected event ${JSON.stringify(unexpected)}`);
    }
  }
}

export const shopOrdersProjector: Projector = {
  name: 'shop-orders',
  version: 1,
  handles: ORDER_EVENT_TYPES,
  tables: ['shop_orders'],
  apply,
};

import type { Knex } from 'knex';
import type { RecordedEvent } from '../../../../services/src/core/event-store/event-store';
import { STOCK_EVENT_TYPES } from '../../../../services/src/shop/events';
import type { Projector } from '../../runner/projector';
import { shopEventOf } from '../parse';

type Change = { onHand?: number; reserved?: number; sold?: number };

/**
 * Adds the change to the variant's counts at this revision of its stock stream, creating the
 * row at its first event. False when the row shows this revision already (a replay).
 */
async function count(
  trx: Knex.Transaction,
  variantId: string,
  version: number,
  { onHand = 0, reserved = 0, sold = 0 }: Change,
): Promise<boolean> {
  const applied = await trx('shop_stock')
    .insert({ variant_id: variantId, on_hand: onHand, reserved, sold, version })
    .onConflict('variant_id')
    .merge({
      on_hand: trx.raw('shop_stock.on_hand + excluded.on_hand'),
      reserved: trx.raw('shop_stock.reserved + excluded.reserved'),
      sold: trx.raw('shop_stock.sold + excluded.sold'),
      version,
    })
    .where('shop_stock.version', '<', version)
    .returning('variant_id');
  return applied.length > 0;
}

/**
 * A variant's stock from its stream, and each order's hold on it. Every count moves only when
 * the event's revision is past the row's, and the hold follows only such an event.
 */
async function apply(trx: Knex.Transaction, recorded: RecordedEvent): Promise<void> {
  const event = shopEventOf(recorded, STOCK_EVENT_TYPES);
  if (!event) return;
  const version = recorded.revision;
  const hold = (variantId: string, orderId: string) =>
    trx('shop_reservations').where({ variant_id: variantId, order_id: orderId });
  switch (event.type) {
    case 'StockAdjusted':
      await count(trx, event.data.variantId, version, { onHand: event.data.delta });
      return;
    case 'StockReserved': {
      const { variantId, orderId, quantity, expiresAt } = event.data;
      if (!(await count(trx, variantId, version, { reserved: quantity }))) return;
      const row = { quantity, expires_at: expiresAt, status: 'reserved' };
      await trx('shop_reservations')
        .insert({ variant_id: variantId, order_id: orderId, ...row })
        .onConflict(['variant_id', 'order_id'])
        .merge(row);
      return;
    }
    case 'StockReleased': {
      const { variantId, orderId, quantity } = event.data;
      if (!(await count(trx, variantId, version, { reserved: -quantity }))) return;
      await hold(variantId, orderId).update({ status: 'released' });
      return;
    }
    case 'StockSold': {
      const { variantId, orderId, quantity, reserved, at } = event.data;
      const change = { onHand: -quantity, sold: quantity, reserved: reserved ? -quantity : 0 };
      if (!(await count(trx, variantId, version, change))) return;
      // A late sale (its hold released, or never made) has no hold to sell: one is recorded.
      await trx('shop_reservations')
        .insert({
          variant_id: variantId,
          order_id: orderId,
          quantity,
          expires_at: at,
          status: 'sold',
        })
        .onConflict(['variant_id', 'order_id'])
        .merge({ quantity, status: 'sold' });
      return;
    }
    case 'StockRestocked': {
      const { variantId, orderId, quantity } = event.data;
      if (!(await count(trx, variantId, version, { onHand: quantity, sold: -quantity }))) return;
      await hold(variantId, orderId).update({ status: 'restocked' });
      return;
    }
    default: {
      const unexpected: never = event;
      throw new Error(`Unexpected event ${JSON.stringify(unexpected)}`);
    }
  }
}

export const shopStockProjector: Projector = {
  name: 'shop-stock',
  version: 1,
  handles: STOCK_EVENT_TYPES,
  tables: ['shop_stock', 'shop_reservations'],
  apply,
};

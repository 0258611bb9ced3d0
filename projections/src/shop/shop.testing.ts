import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { RecordedEvent } from '../../../services/src/core/event-store/event-store';
import type { Category } from '../../../services/src/shop/constants';
import {
  type OrderLine,
  orderStream,
  productStream,
  type ShopEventOf,
  stockStream,
} from '../../../services/src/shop/events';
import { recordedEvent } from '../testing';
import { shopReadModels } from '.';

/** Applies each event, twice, through whichever shop projector handles it. */
export async function applyTwice(knex: Knex, events: readonly RecordedEvent[]): Promise<void> {
  await knex.transaction(async (trx) => {
    for (const event of events) {
      for (const { projector } of shopReadModels) {
        if (!projector.handles.includes(event.type)) continue;
        await projector.apply(trx, event);
        await projector.apply(trx, event);
      }
    }
  });
}

/** A stream's events, numbered from its first revision. */
export const streamOf = (
  stream: string,
  events: readonly { type: string; data: object }[],
  from = 0,
): RecordedEvent[] =>
  events.map((e, i) => recordedEvent(stream, from + i, e.type, e.data as Record<string, unknown>));

const AT = '2026-05-01T12:00:00.000Z';

export const productCreated = (
  productId: string,
  fields: Partial<ShopEventOf<'ProductCreated'>['data']> & { category?: Category } = {},
) => ({
  type: 'ProductCreated',
  data: {
    productId,
    slug: `cap-${productId.slice(0, 8)}`,
    name: 'Team cap',
    description: 'A cap.',
    category: 'caps',
    priceCents: 2500,
    images: ['/media/shop/cap.webp'],
    active: true,
    by: null,
    createdAt: AT,
    ...fields,
  } satisfies ShopEventOf<'ProductCreated'>['data'],
});

export const variantAdded = (
  productId: string,
  variantId: string,
  fields: Partial<ShopEventOf<'VariantAdded'>['data']> = {},
) => ({
  type: 'VariantAdded',
  data: {
    productId,
    variantId,
    sku: `SKU-${variantId.slice(0, 8)}`,
    size: 'M',
    colour: 'Navy',
    priceCents: null,
    active: true,
    initialStock: 0,
    by: null,
    at: AT,
    ...fields,
  } satisfies ShopEventOf<'VariantAdded'>['data'],
});

export const stockAdjusted = (variantId: string, delta: number) => ({
  type: 'StockAdjusted',
  data: {
    variantId,
    delta,
    reason: 'count',
    by: null,
    at: AT,
  } satisfies ShopEventOf<'StockAdjusted'>['data'],
});

export const stockReserved = (
  variantId: string,
  orderId: string,
  quantity: number,
  expiresAt = '2026-05-01T12:30:00.000Z',
) => ({
  type: 'StockReserved',
  data: {
    variantId,
    orderId,
    quantity,
    expiresAt,
    at: AT,
  } satisfies ShopEventOf<'StockReserved'>['data'],
});

export const orderLine = (fields: Partial<OrderLine> = {}): OrderLine => ({
  productId: randomUUID(),
  variantId: randomUUID(),
  name: 'Team cap',
  sku: 'CAP-M',
  size: 'M',
  colour: 'Navy',
  unitCents: 2500,
  quantity: 1,
  ...fields,
});

export const orderPlaced = (
  orderId: string,
  fields: Partial<ShopEventOf<'OrderPlaced'>['data']> = {},
) => {
  const items = fields.items ?? [orderLine()];
  const subtotalCents = items.reduce((sum, i) => sum + i.unitCents * i.quantity, 0);
  return {
    type: 'OrderPlaced',
    data: {
      orderId,
      number: `NS-${randomUUID()
        .replace(/[^0-9]/g, '')
        .padEnd(10, '7')
        .slice(0, 10)}`,
      customerName: 'Dana Landry',
      customerEmail: 'dana@example.com',
      shippingAddress: {
        line1: '1 Canal St',
        line2: '',
        city: 'New Orleans',
        state: 'LA',
        zip: '70112',
      },
      shippingMethod: 'standard',
      items,
      subtotalCents,
      shippingCents: 795,
      taxCents: 0,
      totalCents: subtotalCents + 795,
      currency: 'USD',
      paymentId: randomUUID(),
      providerRef: `cs_${orderId.slice(0, 8)}`,
      checkoutUrl: `/pay/sandbox/${orderId}`,
      accountId: null,
      expiresAt: '2026-05-01T12:30:00.000Z',
      placedAt: AT,
      ...fields,
    } satisfies ShopEventOf<'OrderPlaced'>['data'],
  };
};

export { orderStream, productStream, stockStream };

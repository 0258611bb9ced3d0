import type { Knex } from 'knex';
import {
  MESSAGES,
  type ShippingMethod,
  type ShippingState,
  shippingCents,
  taxCents,
} from './constants';
import type { OrderLine } from './events';
import { variantsForCheckout } from './queries';
import type { Quote } from './schemas';

type CartLine = { variantId: string; quantity: number };

/**
 * A cart priced from the catalogue (the read model of staff's edits), never from what the
 * browser says: each line's current price, and what cannot be bought as asked, by the line's
 * field (`items.<index>.variantId`, `items.<index>.quantity`). `available` is the read model's,
 * for the quote; a checkout's holds are decided on each variant's stock stream.
 */
export async function priceCart(
  knex: Knex,
  items: readonly CartLine[],
  shipping: { method: ShippingMethod; state: ShippingState | undefined },
): Promise<Quote & { orderLines: OrderLine[] }> {
  const variants = await variantsForCheckout(
    knex,
    items.map((item) => item.variantId),
  );
  const byId = new Map(variants.map((variant) => [variant.variantId, variant]));
  const problems: Record<string, string> = {};
  const orderLines: OrderLine[] = [];
  items.forEach((item, index) => {
    const variant = byId.get(item.variantId);
    if (!variant?.productActive || !variant.variantActive) {
      problems[`items.${index}.variantId`] = MESSAGES.variantNotFound;
      return;
    }
    if (variant.available < item.quantity) {
      problems[`items.${index}.quantity`] = MESSAGES.notEnough(Math.max(0, variant.available));
    }
    orderLines.push({
      productId: variant.productId,
      variantId: variant.variantId,
      name: variant.productName,
      sku: variant.sku,
      size: variant.size,
      colour: variant.colour,
      unitCents: variant.unitCents,
      quantity: item.quantity,
    });
  });
  return { ...totalsOf(orderLines, shipping), problems, orderLines };
}

/** What lines cost with shipping and tax: the one rule checkout, the quote and the demo data use. */
export function totalsOf(
  orderLines: readonly OrderLine[],
  shipping: { method: ShippingMethod; state: ShippingState | undefined },
): Omit<Quote, 'problems'> {
  const subtotalCents = orderLines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  const shippingTotal = orderLines.length === 0 ? 0 : shippingCents(shipping.method, subtotalCents);
  const tax = shipping.state === undefined ? 0 : taxCents(shipping.state, subtotalCents);
  return {
    lines: orderLines.map((line) => ({ ...line, lineCents: line.unitCents * line.quantity })),
    subtotalCents,
    shippingCents: shippingTotal,
    taxCents: tax,
    totalCents: subtotalCents + shippingTotal + tax,
  };
}

import type { MailMessage } from '../core/mail/mailer';
import { CARRIERS, SHIPPING_METHODS, trackingUrl } from './constants';
import type { Placed } from './decide';
import type { ShopEventOf } from './events';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const itemsText = (placed: Placed) =>
  placed.items
    .map(
      (line) =>
        `  ${line.quantity} × ${line.name} (${line.size}, ${line.colour})  ${dollars(line.unitCents * line.quantity)}`,
    )
    .join('\n');

const addressText = (placed: Placed) => {
  const a = placed.shippingAddress;
  return [placed.customerName, a.line1, a.line2, `${a.city}, ${a.state} ${a.zip}`]
    .filter(Boolean)
    .join('\n  ');
};

/** The confirmation: items, total, address, and the order page's link. */
export function confirmationMail(placed: Placed, orderUrl: string): MailMessage {
  return {
    to: placed.customerEmail,
    subject: `Your NOLA Sports order ${placed.number}`,
    text: `Thank you, ${placed.customerName}. We have your payment for order ${placed.number}.

${itemsText(placed)}

  Subtotal ${dollars(placed.subtotalCents)}
  Shipping (${SHIPPING_METHODS[placed.shippingMethod].label}) ${dollars(placed.shippingCents)}
  Sales tax ${dollars(placed.taxCents)}
  Total ${dollars(placed.totalCents)}

Shipping to:
  ${addressText(placed)}

We pack orders within two business days and e-mail you the tracking number when it ships.
Your order's page: ${orderUrl}
`,
  };
}

/** The shipping mail: the tracking number and the carrier's link. */
export function shippingMail(
  placed: Placed,
  shipped: ShopEventOf<'OrderFulfilled'>['data'],
  orderUrl: string,
): MailMessage {
  return {
    to: placed.customerEmail,
    subject: `Order ${placed.number} has shipped`,
    text: `Good news, ${placed.customerName}: order ${placed.number} is on its way with ${CARRIERS[shipped.carrier].label}.

Tracking number: ${shipped.trackingNumber}
Track it: ${trackingUrl(shipped.carrier, shipped.trackingNumber)}

${itemsText(placed)}

Your order's page: ${orderUrl}
`,
  };
}

/** A payment the shop could not use (late and sold out, or for a cancelled order): refunded. */
export function refundedMail(placed: Placed, reason: string, orderUrl: string): MailMessage {
  return {
    to: placed.customerEmail,
    subject: `Order ${placed.number}: your payment was refunded`,
    text: `Hello ${placed.customerName},

${reason}. The refund of ${dollars(placed.totalCents)} goes back to the card you paid with; banks usually show it within 5 to 10 business days.

${itemsText(placed)}

We are sorry. Your order's page: ${orderUrl}
`,
  };
}

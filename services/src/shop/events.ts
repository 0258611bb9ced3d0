import { z } from 'zod';
import { event, timestamp } from '../core/event-schema';
import {
  CARRIERS,
  CATEGORIES,
  RELEASE_REASONS,
  SHIPPING_METHODS,
  SHIPPING_STATES,
} from './constants';

// ── Streams ─────────────────────────────────────────────────────────────────
// A product and its variants are one stream (the catalogue's edits). Each variant's stock is a
// stream of its own: its capacity rule (never sell more than there is) is one stream appended at
// an expected revision. An order is a stream; its id is made from the checkout's idempotency key.

export const productStream = (productId: string): string => `shop_product-${productId}`;
export const stockStream = (variantId: string): string => `shop_stock-${variantId}`;
export const orderStream = (orderId: string): string => `shop_order-${orderId}`;

// ── Events (version 1 shapes; an upcaster goes in front of parseShopEvent when one changes) ─

const cents = z.number().int();
const productFields = {
  name: z.string(),
  description: z.string(),
  category: z.enum(CATEGORIES),
  priceCents: cents,
  images: z.array(z.string()),
  active: z.boolean(),
};
const variantFields = {
  sku: z.string(),
  size: z.string(),
  colour: z.string(),
  /** Null: the product's price. */
  priceCents: cents.nullable(),
  active: z.boolean(),
};

export const orderLine = z.object({
  productId: z.uuid(),
  variantId: z.uuid(),
  name: z.string(),
  sku: z.string(),
  size: z.string(),
  colour: z.string(),
  unitCents: cents,
  quantity: z.number().int(),
});
export type OrderLine = z.output<typeof orderLine>;

export const shippingAddress = z.object({
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.enum(SHIPPING_STATES),
  zip: z.string(),
});
export type ShippingAddress = z.output<typeof shippingAddress>;

const by = z.uuid().nullable();

export const shopEventSchema = z.discriminatedUnion('type', [
  // The catalogue (staff).
  event('ProductCreated', {
    productId: z.uuid(),
    slug: z.string(),
    ...productFields,
    by,
    createdAt: timestamp,
  }),
  /** The product's fields after the edit, and each changed one's value before it. */
  event('ProductUpdated', {
    productId: z.uuid(),
    ...productFields,
    previous: z.object(productFields).partial(),
    by,
    at: timestamp,
  }),
  /** `initialStock`: the first count, appended next on the variant's stock stream. */
  event('VariantAdded', {
    productId: z.uuid(),
    variantId: z.uuid(),
    ...variantFields,
    initialStock: z.number().int(),
    by,
    at: timestamp,
  }),
  event('VariantUpdated', {
    productId: z.uuid(),
    variantId: z.uuid(),
    ...variantFields,
    previous: z.object(variantFields).partial(),
    by,
    at: timestamp,
  }),

  // A variant's stock.
  /** Staff counted, received or wrote off units: `delta` either way, with the reason given. */
  event('StockAdjusted', {
    variantId: z.uuid(),
    delta: z.number().int(),
    reason: z.string(),
    by,
    at: timestamp,
  }),
  /** A checkout holds units until `expiresAt`, when the release job gives them back unpaid. */
  event('StockReserved', {
    variantId: z.uuid(),
    orderId: z.uuid(),
    quantity: z.number().int(),
    expiresAt: timestamp,
    at: timestamp,
  }),
  event('StockReleased', {
    variantId: z.uuid(),
    orderId: z.uuid(),
    quantity: z.number().int(),
    reason: z.enum(RELEASE_REASONS),
    at: timestamp,
  }),
  /**
   * The order was paid: its units are sold. `reserved` false: the payment came after its
   * reservation was released, and the units were still there to sell.
   */
  event('StockSold', {
    variantId: z.uuid(),
    orderId: z.uuid(),
    quantity: z.number().int(),
    reserved: z.boolean(),
    at: timestamp,
  }),
  /** A sold order's units back on the shelf: refunded or cancelled before it shipped. */
  event('StockRestocked', {
    variantId: z.uuid(),
    orderId: z.uuid(),
    quantity: z.number().int(),
    at: timestamp,
  }),

  // An order.
  event('OrderPlaced', {
    orderId: z.uuid(),
    number: z.string(),
    customerName: z.string(),
    customerEmail: z.string(),
    shippingAddress,
    shippingMethod: z.enum(Object.keys(SHIPPING_METHODS) as [keyof typeof SHIPPING_METHODS]),
    items: z.array(orderLine),
    subtotalCents: cents,
    shippingCents: cents,
    taxCents: cents,
    totalCents: cents,
    currency: z.literal('USD'),
    paymentId: z.uuid(),
    /** The provider's checkout (document 2's session id). */
    providerRef: z.string(),
    checkoutUrl: z.string(),
    /** The member who ordered, when signed in. */
    accountId: z.uuid().nullable(),
    expiresAt: timestamp,
    placedAt: timestamp,
  }),
  event('OrderPaid', { orderId: z.uuid(), paymentId: z.uuid(), late: z.boolean(), at: timestamp }),
  /** Not paid in time: its reservations were released. A payment may still revive it. */
  event('OrderExpired', { orderId: z.uuid(), at: timestamp }),
  event('OrderCancelled', { orderId: z.uuid(), reason: z.string(), by, at: timestamp }),
  event('OrderFulfilled', {
    orderId: z.uuid(),
    carrier: z.enum(Object.keys(CARRIERS) as [keyof typeof CARRIERS]),
    trackingNumber: z.string(),
    by,
    at: timestamp,
  }),
  event('OrderDelivered', { orderId: z.uuid(), by, at: timestamp }),
  /**
   * Money back through the payment port, all or part. `restocked`: its units went back on the
   * shelf (a full refund before shipping). `by` null: the shop refunded a late payment for
   * items sold meanwhile.
   */
  event('OrderRefunded', {
    orderId: z.uuid(),
    refundId: z.string(),
    amountCents: cents,
    reason: z.string(),
    restocked: z.boolean(),
    by,
    at: timestamp,
  }),
  event('OrderNotesChanged', { orderId: z.uuid(), notes: z.string(), by, at: timestamp }),
]);

export type ShopEvent = z.infer<typeof shopEventSchema>;
export type ShopEventOf<T extends ShopEvent['type']> = Extract<ShopEvent, { type: T }>;
export const SHOP_EVENT_TYPES = shopEventSchema.options.map((o) => o.shape.type.value);

/** Every reader of the shop's events parses through here. */
export const parseShopEvent = (type: string, data: unknown): ShopEvent =>
  shopEventSchema.parse({ type, data });

export const PRODUCT_EVENT_TYPES = [
  'ProductCreated',
  'ProductUpdated',
  'VariantAdded',
  'VariantUpdated',
] as const satisfies readonly ShopEvent['type'][];
export const STOCK_EVENT_TYPES = [
  'StockAdjusted',
  'StockReserved',
  'StockReleased',
  'StockSold',
  'StockRestocked',
] as const satisfies readonly ShopEvent['type'][];
export const ORDER_EVENT_TYPES = [
  'OrderPlaced',
  'OrderPaid',
  'OrderExpired',
  'OrderCancelled',
  'OrderFulfilled',
  'OrderDelivered',
  'OrderRefunded',
  'OrderNotesChanged',
] as const satisfies readonly ShopEvent['type'][];

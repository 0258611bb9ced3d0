import { z } from 'zod';
import {
  CARRIER_NAMES,
  CATEGORIES,
  type Carrier,
  IMAGE_PATTERN,
  LIMITS,
  MAX_LINES,
  MAX_PRICE_CENTS,
  MAX_QUANTITY,
  MAX_STOCK_DELTA,
  MIN_PRICE_CENTS,
  ORDER_MOVES,
  ORDER_NUMBER_PATTERN,
  ORDER_STATUSES,
  SHIPPING_METHOD_NAMES,
  SHIPPING_STATES,
  type ShippingMethod,
  type ShippingState,
  SLUG_PATTERN,
  ZIP_PATTERN,
} from './constants';
import { orderLine } from './events';

// ── Input ───────────────────────────────────────────────────────────────────

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !/[\p{Cc}]/u.test(value), `${label} must be on one line`);

const optionalLine = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !/[\p{Cc}]/u.test(value), `${label} must be on one line`)
    .default('');

const email = z
  .string({ error: 'Enter a valid e-mail address' })
  .trim()
  .max(LIMITS.email, `E-mail must be at most ${LIMITS.email} characters`)
  .pipe(z.email({ error: 'Enter a valid e-mail address' }));

const quantity = z
  .number({ error: 'Quantity must be a whole number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(MAX_QUANTITY, `At most ${MAX_QUANTITY} of one item per order`);

const cartLine = z.strictObject({
  variantId: z.uuid('Choose a size and colour'),
  quantity,
});

const cartItems = z
  .array(cartLine, { error: 'The cart is empty' })
  .min(1, 'The cart is empty')
  .max(MAX_LINES, `At most ${MAX_LINES} different items per order`)
  .refine(
    (lines) => new Set(lines.map((line) => line.variantId)).size === lines.length,
    'Each item may appear once in the cart',
  );

const state = z.enum(SHIPPING_STATES, { error: 'Choose a state' });
const shippingMethod = z.enum(SHIPPING_METHOD_NAMES as [ShippingMethod, ...ShippingMethod[]], {
  error: 'Choose a shipping method',
});

export const shippingAddressSchema = z.strictObject({
  line1: text('Street address', LIMITS.addressLine),
  line2: optionalLine('Apartment, suite', LIMITS.addressLine),
  city: text('City', LIMITS.city),
  state,
  zip: z
    .string({ error: 'Enter a ZIP code' })
    .trim()
    .regex(ZIP_PATTERN, 'Enter a 5-digit ZIP code (or ZIP+4, 12345-6789)'),
});

/** POST /api/shop/quote: what a cart costs, computed by the server from the catalogue. */
export const quoteSchema = z.strictObject({
  items: cartItems,
  shippingMethod: shippingMethod.default('standard'),
  state: state.optional(),
});
export type QuoteInput = z.output<typeof quoteSchema>;

/** POST /api/shop/checkout. The key names the order: the same request again is the same order. */
export const checkoutSchema = z.strictObject({
  idempotencyKey: z.uuid('idempotencyKey must be a UUID'),
  items: cartItems,
  customerName: text('Your name', LIMITS.customerName),
  customerEmail: email,
  shippingAddress: shippingAddressSchema,
  shippingMethod,
});
export type CheckoutInput = z.output<typeof checkoutSchema>;

export const categoryQuery = z.strictObject({
  category: z
    .enum(CATEGORIES, { error: `category must be one of ${CATEGORIES.join(', ')}` })
    .optional(),
});
export const slugParams = z.object({
  slug: z.string().regex(SLUG_PATTERN, 'No such product').max(LIMITS.slug, 'No such product'),
});
export const orderNumberParams = z.object({
  number: z.string().regex(ORDER_NUMBER_PATTERN, 'No such order'),
});
export const orderTokenQuery = z.strictObject({
  token: z.string().max(500, 'No such order').optional(),
});
export const idParams = z.object({ id: z.uuid('Not found') });
export const variantParams = z.object({ id: z.uuid('Not found'), variantId: z.uuid('Not found') });

const priceCents = z
  .number({ error: 'Price must be a whole number of cents' })
  .int('Price must be a whole number of cents')
  .min(MIN_PRICE_CENTS, `Price must be at least ${MIN_PRICE_CENTS} cents`)
  .max(MAX_PRICE_CENTS, `Price must be at most ${MAX_PRICE_CENTS} cents`);

const images = z
  .array(z.string().regex(IMAGE_PATTERN, 'An image must be one uploaded here (/uploads/…webp)'))
  .max(LIMITS.images, `At most ${LIMITS.images} images`);

const productFields = {
  name: text('Name', LIMITS.productName),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(LIMITS.description, `Description must be at most ${LIMITS.description} characters`),
  category: z.enum(CATEGORIES, { error: `Category must be one of ${CATEGORIES.join(', ')}` }),
  priceCents,
  images,
  active: z.boolean({ error: 'active must be true or false' }),
};

/** POST /api/admin/shop-products. The slug is the product's address for good. */
export const createProductSchema = z.strictObject({
  slug: z
    .string({ error: 'Address is required' })
    .trim()
    .max(LIMITS.slug, `Address must be at most ${LIMITS.slug} characters`)
    .regex(SLUG_PATTERN, 'Address: lower-case letters, digits and single dashes'),
  ...productFields,
  active: productFields.active.default(true),
  images: images.default([]),
});
export type CreateProductInput = z.output<typeof createProductSchema>;

/** PUT /api/admin/shop-products/:id: the fields to change; `version` or If-Match guards it. */
export const updateProductSchema = z.strictObject({
  name: productFields.name.optional(),
  description: productFields.description.optional(),
  category: productFields.category.optional(),
  priceCents: priceCents.optional(),
  images: images.optional(),
  active: productFields.active.optional(),
  version: z.number().int().min(0).optional(),
});
export type UpdateProductInput = z.output<typeof updateProductSchema>;

const variantFields = {
  sku: text('SKU', LIMITS.sku),
  size: text('Size', LIMITS.size),
  colour: text('Color', LIMITS.colour),
  priceCents: priceCents.nullable().default(null),
};

/** POST /api/admin/shop-products/:id/variants. */
export const createVariantSchema = z.strictObject({
  ...variantFields,
  initialStock: z
    .number({ error: 'Initial stock must be a whole number' })
    .int('Initial stock must be a whole number')
    .min(0, 'Initial stock cannot be negative')
    .max(MAX_STOCK_DELTA, `Initial stock must be at most ${MAX_STOCK_DELTA}`)
    .default(0),
});
export type CreateVariantInput = z.output<typeof createVariantSchema>;

export const updateVariantSchema = z.strictObject({
  sku: variantFields.sku.optional(),
  size: variantFields.size.optional(),
  colour: variantFields.colour.optional(),
  priceCents: priceCents.nullable().optional(),
  active: z.boolean({ error: 'active must be true or false' }).optional(),
});
export type UpdateVariantInput = z.output<typeof updateVariantSchema>;

/** POST /api/admin/shop-products/:id/variants/:variantId/stock-adjustments. */
export const stockAdjustmentSchema = z.strictObject({
  delta: z
    .number({ error: 'Change must be a whole number of units' })
    .int('Change must be a whole number of units')
    .min(-MAX_STOCK_DELTA, `Change must be at least -${MAX_STOCK_DELTA}`)
    .max(MAX_STOCK_DELTA, `Change must be at most ${MAX_STOCK_DELTA}`)
    .refine((delta) => delta !== 0, 'Change must not be 0'),
  reason: text('Reason', LIMITS.reason),
});

const reason = text('Reason', LIMITS.reason);

/** POST /api/admin/shop-orders/:id/moves: one of the moves NEXT_MOVES allows. */
export const orderMoveSchema = z.discriminatedUnion(
  'move',
  [
    z.strictObject({ move: z.literal('cancel'), reason }),
    z.strictObject({
      move: z.literal('fulfil'),
      carrier: z.enum(CARRIER_NAMES as [Carrier, ...Carrier[]], { error: 'Choose a carrier' }),
      trackingNumber: z
        .string({ error: 'Tracking number is required' })
        .trim()
        .regex(/^[A-Za-z0-9]{6,40}$/, 'Tracking number: 6 to 40 letters and digits'),
    }),
    z.strictObject({ move: z.literal('deliver') }),
    z.strictObject({
      move: z.literal('refund'),
      /** Absent: whatever is left of the payment. */
      amountCents: z
        .number({ error: 'Amount must be a whole number of cents' })
        .int('Amount must be a whole number of cents')
        .min(1, 'Amount must be at least 1 cent')
        .optional(),
      reason,
    }),
  ],
  { error: `move must be one of ${ORDER_MOVES.join(', ')}` },
);
export type OrderMoveInput = z.output<typeof orderMoveSchema>;

export const orderNotesSchema = z.strictObject({
  notes: z
    .string({ error: 'Notes must be text' })
    .trim()
    .max(LIMITS.notes, `Notes must be at most ${LIMITS.notes} characters`),
});

export const salesQuery = z.strictObject({
  days: z.coerce
    .number({ error: 'days must be a whole number' })
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(365, 'days must be at most 365')
    .default(30),
});

// ── Answers ─────────────────────────────────────────────────────────────────

const isoTime = z.iso.datetime({ offset: true });
const cents = z.number().int();

/** How much of a variant a visitor may buy: a count only when few are left. */
export const STOCK_LEVELS = ['in-stock', 'low', 'sold-out'] as const;

export const catalogueVariantAnswer = z.object({
  id: z.uuid(),
  sku: z.string(),
  size: z.string(),
  colour: z.string(),
  priceCents: cents,
  stock: z.enum(STOCK_LEVELS),
  /** Units left when below LOW_STOCK_THRESHOLD (0 when sold out); null when there are plenty. */
  left: z.number().int().nullable(),
});
export type CatalogueVariant = z.output<typeof catalogueVariantAnswer>;

export const catalogueProductAnswer = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(CATEGORIES),
  /** The lowest price of its variants on sale ("from $…"). */
  priceCents: cents,
  images: z.array(z.string()),
  sizes: z.array(z.string()),
  colours: z.array(z.string()),
  soldOut: z.boolean(),
  variants: z.array(catalogueVariantAnswer),
});
export type CatalogueProduct = z.output<typeof catalogueProductAnswer>;

/** A line as the order's events record it (events.ts), with its amount. */
const line = orderLine.extend({ lineCents: cents });
export type OrderLineAnswer = z.output<typeof line>;

export const quoteAnswer = z.object({
  lines: z.array(line),
  subtotalCents: cents,
  shippingCents: cents,
  taxCents: cents,
  totalCents: cents,
  /** Per cart line (`items.<index>.quantity`, `items.<index>.variantId`): what cannot be bought. */
  problems: z.record(z.string(), z.string()),
});
export type Quote = z.output<typeof quoteAnswer>;

export const checkoutAnswer = z.object({
  orderNumber: z.string(),
  /** The signed token of the order's page (`/shop/orders/<number>?token=`). */
  token: z.string(),
  /** The payment port's hosted page: send the payer there. */
  checkoutUrl: z.string(),
  totalCents: cents,
  expiresAt: isoTime,
});
export type CheckoutAnswer = z.output<typeof checkoutAnswer>;

const addressAnswer = z.object({
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.enum(SHIPPING_STATES),
  zip: z.string(),
});

export const orderAnswer = z.object({
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  placedAt: isoTime,
  paidAt: isoTime.nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  shippingAddress: addressAnswer,
  shippingMethod: z.enum(SHIPPING_METHOD_NAMES as [ShippingMethod, ...ShippingMethod[]]),
  items: z.array(line),
  subtotalCents: cents,
  shippingCents: cents,
  taxCents: cents,
  totalCents: cents,
  refundedCents: cents,
  carrier: z.enum(CARRIER_NAMES as [Carrier, ...Carrier[]]).nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  /** Why it was cancelled or refunded, in words the customer reads. */
  statusNote: z.string().nullable(),
  /** Until when a pending order holds its items; the page's link back to the payment page. */
  expiresAt: isoTime,
  checkoutUrl: z.string().nullable(),
});
export type OrderAnswer = z.output<typeof orderAnswer>;

export const myOrderAnswer = z.object({
  number: z.string(),
  token: z.string(),
  status: z.enum(ORDER_STATUSES),
  placedAt: isoTime,
  totalCents: cents,
  items: z.number().int(),
});
export type MyOrder = z.output<typeof myOrderAnswer>;

export const adminVariantAnswer = z.object({
  id: z.uuid(),
  sku: z.string(),
  size: z.string(),
  colour: z.string(),
  /** Null: the product's price. */
  priceCents: cents.nullable(),
  active: z.boolean(),
  onHand: z.number().int(),
  reserved: z.number().int(),
  sold: z.number().int(),
  available: z.number().int(),
});
export type AdminVariant = z.output<typeof adminVariantAnswer>;

export const adminProductAnswer = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(CATEGORIES),
  priceCents: cents,
  images: z.array(z.string()),
  active: z.boolean(),
  variants: z.array(adminVariantAnswer),
  version: z.number().int(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type AdminProduct = z.output<typeof adminProductAnswer>;

export const adminOrderAnswer = orderAnswer.extend({
  id: z.uuid(),
  paymentId: z.uuid(),
  /** The provider's checkout session (document 2's session id). */
  providerRef: z.string(),
  accountId: z.uuid().nullable(),
  notes: z.string(),
  moves: z.array(z.enum(ORDER_MOVES)),
  version: z.number().int(),
});
export type AdminOrder = z.output<typeof adminOrderAnswer>;

export const salesAnswer = z.object({
  days: z.array(z.object({ day: z.iso.date(), revenueCents: cents, orders: z.number().int() })),
  topProducts: z.array(
    z.object({
      productId: z.uuid(),
      name: z.string(),
      units: z.number().int(),
      revenueCents: cents,
    }),
  ),
  revenueCents: cents,
  orders: z.number().int(),
});
export type Sales = z.output<typeof salesAnswer>;

export type { ShippingMethod, ShippingState };

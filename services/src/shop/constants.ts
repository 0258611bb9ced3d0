import { STATES, type UsState } from '../youscout/constants';

/**
 * The shop's rules, once: the server validates with them and both sites show them
 * (services/src/shop/README.md says why each is what it is). Money is integer cents, USD.
 */

export const CATEGORIES = ['caps', 'shirts', 'hoodies', 'bats', 'gloves', 'training'] as const;
export type Category = (typeof CATEGORIES)[number];
export const CATEGORY_LABELS: Record<Category, string> = {
  caps: 'Caps',
  shirts: 'Shirts',
  hoodies: 'Hoodies',
  bats: 'Bats',
  gloves: 'Gloves',
  training: 'Training gear',
};

/** Below this many left, a variant shows "only N left"; at 0, "sold out". */
export const LOW_STOCK_THRESHOLD = 5;

/** A checkout not paid within this long gives its stock back (the release job). */
export const RESERVATION_MINUTES = 30;
/** How often the release job looks for reservations past their time, in ms. */
export const RELEASE_SWEEP_MS = 30_000;

/** One order's limits: lines, and units of one variant. */
export const MAX_LINES = 20;
export const MAX_QUANTITY = 10;

/** Field lengths, in characters after trimming. */
export const LIMITS = {
  productName: 80,
  description: 2000,
  slug: 60,
  sku: 40,
  size: 20,
  colour: 30,
  images: 6,
  customerName: 100,
  email: 254,
  addressLine: 100,
  city: 60,
  reason: 200,
  notes: 2000,
  trackingNumber: 40,
} as const;
export const MAX_PRICE_CENTS = 100_000;
export const MIN_PRICE_CENTS = 100;
/** One adjustment moves stock by at most this many units either way. */
export const MAX_STOCK_DELTA = 10_000;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A ZIP code, or ZIP+4. */
export const ZIP_PATTERN = /^\d{5}(?:-\d{4})?$/;
/** A product image: generated demo art under /media/shop, or a staff upload (uploads area). */
export const IMAGE_PATTERN = /^\/(?:media\/shop\/[a-z0-9-]+|uploads\/[0-9a-f]{32})\.webp$/;

export const SHIPPING_STATES = STATES;
export type ShippingState = UsState;

/** How an order travels, and what it costs (standard is free from FREE_SHIPPING_FROM_CENTS). */
export const SHIPPING_METHODS = {
  standard: { label: 'Standard (5–8 business days)', cents: 795 },
  express: { label: 'Express (2–3 business days)', cents: 1995 },
} as const;
export type ShippingMethod = keyof typeof SHIPPING_METHODS;
export const SHIPPING_METHOD_NAMES = Object.keys(SHIPPING_METHODS) as ShippingMethod[];
export const FREE_SHIPPING_FROM_CENTS = 7500;

/**
 * Sales tax, in basis points of the items' subtotal (shipping is not taxed), by the state the
 * order ships to. The company collects only where it has a physical presence: Louisiana's state
 * rate. Every other state: none. Checkout says so.
 */
export const SALES_TAX_BASIS_POINTS: Partial<Record<ShippingState, number>> = { LA: 445 };
export const TAX_NOTE =
  'Sales tax: 4.45% on items shipped to Louisiana (the state rate). No sales tax is collected for other states.';

export const shippingCents = (method: ShippingMethod, subtotalCents: number): number =>
  method === 'standard' && subtotalCents >= FREE_SHIPPING_FROM_CENTS
    ? 0
    : SHIPPING_METHODS[method].cents;

export const taxCents = (state: ShippingState, subtotalCents: number): number =>
  Math.round((subtotalCents * (SALES_TAX_BASIS_POINTS[state] ?? 0)) / 10_000);

export const ORDER_STATUSES = [
  'pending',
  'paid',
  'fulfilled',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What staff may do to an order in each status (decide refuses the rest, the back office offers these). */
export const ORDER_MOVES = ['cancel', 'fulfil', 'deliver', 'refund'] as const;
export type OrderMove = (typeof ORDER_MOVES)[number];
export const NEXT_MOVES: Record<OrderStatus, readonly OrderMove[]> = {
  pending: ['cancel'],
  paid: ['fulfil', 'refund'],
  fulfilled: ['deliver', 'refund'],
  delivered: ['refund'],
  cancelled: [],
  refunded: [],
};

export const CARRIERS = {
  usps: { label: 'USPS', trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=' },
  ups: { label: 'UPS', trackingUrl: 'https://www.ups.com/track?tracknum=' },
  fedex: { label: 'FedEx', trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr=' },
} as const;
export type Carrier = keyof typeof CARRIERS;
export const CARRIER_NAMES = Object.keys(CARRIERS) as Carrier[];
export const trackingUrl = (carrier: Carrier, trackingNumber: string): string =>
  `${CARRIERS[carrier].trackingUrl}${encodeURIComponent(trackingNumber)}`;

/** Why a reservation's units went back on the shelf. */
export const RELEASE_REASONS = ['expired', 'cancelled', 'checkout-failed'] as const;
export type ReleaseReason = (typeof RELEASE_REASONS)[number];

/** Order numbers: `NS-` and ten letters of Crockford's base32, made from the order's id. */
export const ORDER_NUMBER_PATTERN = /^NS-[0-9A-HJKMNP-TV-Z]{10}$/;

/** The messages a customer or staff member reads, once. */
export const MESSAGES = {
  soldOut: 'Sold out',
  notEnough: (left: number) => (left === 0 ? 'Sold out' : `Only ${left} left`),
  productNotFound: 'No such product',
  variantNotFound: 'That size or color is no longer sold',
  orderNotFound: 'No such order (check the link in your confirmation e-mail)',
  slugTaken: 'Another product has that address already',
  expired: 'Not paid within 30 minutes: the items went back on the shelf',
  soldOutAfterExpiry:
    'Your payment arrived after your reservation had expired and the items had sold out: it was refunded in full',
} as const;

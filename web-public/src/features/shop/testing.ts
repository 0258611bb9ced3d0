import type {
  CatalogueProduct,
  CatalogueVariant,
  CheckoutAnswer,
  OrderAnswer,
  OrderLineAnswer,
  Quote,
} from '@server/shop/schemas';

// Answers as the shop's API sends them (services/src/shop/schemas.ts), for the tests.

export const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const ORDER_NUMBER = 'NS-0123456789';
export const TOKEN = 'signed.token';

export const variant = (n: number, fields: Partial<CatalogueVariant> = {}): CatalogueVariant => ({
  id: ID(100 + n),
  sku: `SKU-${n}`,
  size: 'M',
  colour: 'Navy',
  priceCents: 2500,
  stock: 'in-stock',
  left: null,
  ...fields,
});

export const product = (fields: Partial<CatalogueProduct> = {}): CatalogueProduct => {
  const variants = fields.variants ?? [variant(1)];
  return {
    id: ID(1),
    slug: 'team-tee',
    name: 'Team tee',
    description: 'Soft cotton, the NOLA Sports crest on the chest.',
    category: 'shirts',
    priceCents: Math.min(...variants.map((v) => v.priceCents)),
    images: ['/media/shop/team-tee.webp'],
    sizes: [...new Set(variants.map((v) => v.size))],
    colours: [...new Set(variants.map((v) => v.colour))],
    soldOut: variants.every((v) => v.stock === 'sold-out'),
    ...fields,
    variants,
  };
};

export const orderLine = (n: number, fields: Partial<OrderLineAnswer> = {}): OrderLineAnswer => ({
  productId: ID(1),
  variantId: ID(100 + n),
  name: 'Team tee',
  sku: `SKU-${n}`,
  size: 'M',
  colour: 'Navy',
  unitCents: 2500,
  quantity: 2,
  lineCents: 5000,
  ...fields,
});

export const quote = (fields: Partial<Quote> = {}): Quote => ({
  lines: [orderLine(1)],
  subtotalCents: 5000,
  shippingCents: 795,
  taxCents: 0,
  totalCents: 5795,
  problems: {},
  ...fields,
});

export const checkoutAnswer = (fields: Partial<CheckoutAnswer> = {}): CheckoutAnswer => ({
  orderNumber: ORDER_NUMBER,
  token: TOKEN,
  checkoutUrl: 'https://pay.example.com/session/cs_test_1',
  totalCents: 5795,
  expiresAt: '2026-05-01T15:30:00.000Z',
  ...fields,
});

export const order = (fields: Partial<OrderAnswer> = {}): OrderAnswer => ({
  number: ORDER_NUMBER,
  status: 'paid',
  placedAt: '2026-05-01T15:00:00.000Z',
  paidAt: '2026-05-01T15:02:00.000Z',
  customerName: 'Renee Broussard',
  customerEmail: 'renee@example.com',
  shippingAddress: {
    line1: '400 Poydras St',
    line2: 'Suite 12',
    city: 'New Orleans',
    state: 'LA',
    zip: '70130',
  },
  shippingMethod: 'standard',
  items: [orderLine(1)],
  subtotalCents: 5000,
  shippingCents: 795,
  taxCents: 223,
  totalCents: 6018,
  refundedCents: 0,
  carrier: null,
  trackingNumber: null,
  trackingUrl: null,
  statusNote: null,
  expiresAt: '2026-05-01T15:30:00.000Z',
  checkoutUrl: null,
  ...fields,
});

/** The JSON body a mocked call was sent with. */
export const bodyOf = (init?: RequestInit): unknown =>
  typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;

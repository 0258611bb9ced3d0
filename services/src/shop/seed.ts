import type { AreaSeed, SeedContext } from '../core/area';
import { type MailingContext, systemMetadata } from '../core/context';
import type { EventMetadata } from '../core/event-store/event-store';
import { createMailer } from '../core/mail/mailer';
import {
  nameUuid,
  type PaymentProvider,
  payOnSandboxInProcess,
  sandboxProvider,
  sandboxWebhookSecret,
} from '../payments';
import {
  addVariant,
  createProduct,
  expireOrder,
  type MoveInput,
  moveOrder,
  orderPaid,
  placeOrder,
  SHOP_REFERENCE_PREFIX,
} from './commands';
import {
  type Carrier,
  RESERVATION_MINUTES,
  type ShippingMethod,
  type ShippingState,
} from './constants';
import { DEMO_PRODUCTS } from './demo-data';
import type { OrderLine } from './events';
import { totalsOf } from './pricing';
import type { CheckoutInput } from './schemas';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

type Seeded = {
  productId: string;
  variantId: string;
  name: string;
  sku: string;
  size: string;
  colour: string;
  unitCents: number;
  stock: number;
};

/** Invented customers (parents and fans, adults), with invented addresses. */
const CUSTOMERS: readonly {
  name: string;
  email: string;
  address: CheckoutInput['shippingAddress'];
}[] = [
  {
    name: 'Renee Thibodeaux',
    email: 'renee.thibodeaux@example.com',
    address: {
      line1: '4120 Magazine St',
      line2: '',
      city: 'New Orleans',
      state: 'LA',
      zip: '70115',
    },
  },
  {
    name: 'Marcus Landry',
    email: 'marcus.landry@example.com',
    address: {
      line1: '2209 Metairie Rd',
      line2: 'Apt 3',
      city: 'Metairie',
      state: 'LA',
      zip: '70001',
    },
  },
  {
    name: 'Tasha Guidry',
    email: 'tasha.guidry@example.com',
    address: { line1: '815 Perkins Rd', line2: '', city: 'Baton Rouge', state: 'LA', zip: '70810' },
  },
  {
    name: 'Darnell Batiste',
    email: 'darnell.batiste@example.com',
    address: {
      line1: '330 Ambassador Caffery Pkwy',
      line2: '',
      city: 'Lafayette',
      state: 'LA',
      zip: '70503',
    },
  },
  {
    name: 'Colleen Fontenot',
    email: 'colleen.fontenot@example.com',
    address: {
      line1: '1518 Westheimer Rd',
      line2: 'Unit 12',
      city: 'Houston',
      state: 'TX',
      zip: '77006',
    },
  },
  {
    name: 'Andre Robichaux',
    email: 'andre.robichaux@example.com',
    address: { line1: '77 Lakeland Dr', line2: '', city: 'Jackson', state: 'MS', zip: '39216' },
  },
];

/** The demo's orders: how long ago, where they got to, and what was bought (product, variant, units). */
type Plan = {
  daysAgo: number;
  end: 'pending' | 'paid' | 'fulfilled' | 'delivered' | 'cancelled' | 'expired' | 'refunded';
  method: ShippingMethod;
  lines: readonly [product: number, variant: number, quantity: number][];
};
const PLANS: readonly Plan[] = [
  {
    daysAgo: 28,
    end: 'delivered',
    method: 'standard',
    lines: [
      [0, 0, 1],
      [3, 2, 2],
    ],
  },
  { daysAgo: 25, end: 'delivered', method: 'express', lines: [[9, 0, 1]] },
  {
    daysAgo: 21,
    end: 'delivered',
    method: 'standard',
    lines: [
      [6, 1, 1],
      [1, 0, 1],
    ],
  },
  { daysAgo: 17, end: 'refunded', method: 'standard', lines: [[12, 0, 1]] },
  { daysAgo: 14, end: 'delivered', method: 'standard', lines: [[4, 1, 2]] },
  { daysAgo: 11, end: 'expired', method: 'standard', lines: [[2, 0, 1]] },
  {
    daysAgo: 9,
    end: 'fulfilled',
    method: 'express',
    lines: [
      [17, 0, 1],
      [0, 0, 1],
    ],
  },
  { daysAgo: 7, end: 'fulfilled', method: 'standard', lines: [[5, 2, 1]] },
  { daysAgo: 5, end: 'cancelled', method: 'standard', lines: [[8, 0, 1]] },
  { daysAgo: 4, end: 'fulfilled', method: 'standard', lines: [[15, 0, 3]] },
  { daysAgo: 2, end: 'paid', method: 'express', lines: [[10, 1, 1]] },
  {
    daysAgo: 1,
    end: 'paid',
    method: 'standard',
    lines: [
      [19, 0, 1],
      [1, 1, 2],
    ],
  },
  { daysAgo: 0.5, end: 'paid', method: 'standard', lines: [[3, 0, 1]] },
  { daysAgo: 0.003, end: 'pending', method: 'standard', lines: [[7, 0, 1]] },
];

const CARRIERS: readonly Carrier[] = ['usps', 'ups', 'fedex'];

/**
 * The demo shop: the catalogue (services/src/shop/demo-data.ts: about 20 products, their variants
 * and stock) made through the catalogue's handlers 60 days back, then a month of orders in every
 * status through checkout's second half, the sandbox's payer, the paid-payment reaction and
 * staff's moves: their holds, payments, sales and refunds are the real ones. Nothing when the
 * shop has any product. Orders are priced from the demo data itself (the read model may not be
 * projected yet while seeding).
 */
export async function seedShop(
  context: SeedContext,
  now: number,
  onStart: () => void,
): Promise<{ products: number; variants: number; orders: number } | 'already-seeded'> {
  const existing = await context.store.readAll({ types: ['ProductCreated'], limit: 1 });
  if (existing.length > 0) return 'already-seeded';
  onStart();
  // The customers are invented: their mail is only recorded in the ledger.
  const ctx: MailingContext = {
    ...context,
    mailer: createMailer({ dataDir: context.config.dataDir, ledger: context.knex, discard: true }),
  };
  const metadataAt = (at: number): EventMetadata => ({
    ...systemMetadata('seed'),
    occurredAt: new Date(at).toISOString(),
  });

  const catalogue: Seeded[][] = [];
  for (const [index, demo] of DEMO_PRODUCTS.entries()) {
    const at = now - 60 * DAY + index * 60 * MINUTE;
    const { productId } = await createProduct(
      ctx,
      {
        slug: demo.slug,
        fields: {
          name: demo.name,
          description: demo.description,
          category: demo.category,
          priceCents: demo.priceCents,
          images: [demo.image],
          active: true,
        },
        by: null,
      },
      metadataAt(at),
    );
    const variants: Seeded[] = [];
    for (const variant of demo.variants) {
      const { sku, size, colour, priceCents, stock } = variant;
      const { variantId } = await addVariant(
        ctx,
        productId,
        { sku, size, colour, priceCents, initialStock: stock },
        null,
        metadataAt(at + 1000),
      );
      variants.push({
        productId,
        variantId,
        name: demo.name,
        sku,
        size,
        colour,
        unitCents: priceCents ?? demo.priceCents,
        stock,
      });
    }
    catalogue.push(variants);
  }

  let orders = 0;
  for (const [index, plan] of PLANS.entries()) {
    const customer = CUSTOMERS[index % CUSTOMERS.length];
    // Only from variants with plenty, so the low and sold-out ones stay as the demo data says.
    const lines = plan.lines
      .map(([p, v, quantity]) => {
        const plenty = (catalogue[p % catalogue.length] ?? []).filter(
          (variant) => variant.stock >= 10,
        );
        return { variant: plenty[v % Math.max(1, plenty.length)], quantity };
      })
      .filter((line): line is { variant: Seeded; quantity: number } => line.variant !== undefined);
    if (!customer || lines.length === 0) continue;
    await seedOrder(ctx, index, plan, customer, lines, now - plan.daysAgo * DAY, metadataAt);
    orders++;
  }
  return { products: DEMO_PRODUCTS.length, variants: catalogue.flat().length, orders };
}

async function seedOrder(
  ctx: MailingContext & Pick<SeedContext, 'config' | 'keys'>,
  index: number,
  plan: Plan,
  customer: (typeof CUSTOMERS)[number],
  lines: readonly { variant: Seeded; quantity: number }[],
  at: number,
  metadataAt: (at: number) => EventMetadata,
): Promise<void> {
  const orderLines: OrderLine[] = lines.map(({ variant, quantity }) => ({
    productId: variant.productId,
    variantId: variant.variantId,
    name: variant.name,
    sku: variant.sku,
    size: variant.size,
    colour: variant.colour,
    unitCents: variant.unitCents,
    quantity,
  }));
  const state = customer.address.state as ShippingState;
  const input: CheckoutInput = {
    idempotencyKey: nameUuid(`shop-seed-order:${index}`),
    items: orderLines.map(({ variantId, quantity }) => ({ variantId, quantity })),
    customerName: customer.name,
    customerEmail: customer.email,
    shippingAddress: customer.address,
    shippingMethod: plan.method,
  };
  const provider: PaymentProvider = sandboxProvider({
    ctx,
    secret: sandboxWebhookSecret(ctx.keys),
    selfUrl: ctx.config.publicUrl,
    metadata: metadataAt(at),
    // The demo's refunds reach payments' records now: the server does not listen yet.
    inProcess: true,
  });
  const { placed } = await placeOrder(
    ctx,
    provider,
    input,
    { ...totalsOf(orderLines, { method: plan.method, state }), orderLines },
    null,
    metadataAt(at),
  );
  const { orderId } = placed;
  const staff = (move: MoveInput, after: number) =>
    moveOrder(ctx, () => provider, orderId, move, null, metadataAt(at + after));
  if (plan.end === 'pending') return;
  if (plan.end === 'cancelled') {
    await staff({ move: 'cancel', reason: 'The customer ordered twice by mistake' }, 10 * MINUTE);
    return;
  }
  if (plan.end === 'expired') {
    await expireOrder(ctx, orderId, metadataAt(at + (RESERVATION_MINUTES + 1) * MINUTE));
    return;
  }
  const paidAt = metadataAt(at + 3 * MINUTE);
  const paymentId = await payOnSandboxInProcess(ctx, placed.providerRef, paidAt);
  await orderPaid.paid(
    ctx,
    provider,
    { paymentId, reference: `${SHOP_REFERENCE_PREFIX}${orderId}`, status: 'succeeded' },
    paidAt,
  );
  if (plan.end === 'paid') return;
  const carrier = CARRIERS[index % CARRIERS.length] ?? 'usps';
  const trackingNumber = `9400${String(100_000_000_000 + index * 7_919_003).slice(0, 12)}NS${index}`;
  await staff({ move: 'fulfil', carrier, trackingNumber }, DAY);
  if (plan.end === 'fulfilled') return;
  await staff({ move: 'deliver' }, 4 * DAY);
  if (plan.end === 'refunded') {
    await staff({ move: 'refund', reason: 'Returned unworn: wrong size' }, 9 * DAY);
  }
}

export const shopSeed: AreaSeed = {
  what: 'the demo shop',
  async run(ctx, now, onStart) {
    const seeded = await seedShop(ctx, now, onStart);
    return seeded === 'already-seeded'
      ? seeded
      : `${seeded.products} products, ${seeded.variants} variants, ${seeded.orders} orders`;
  },
};

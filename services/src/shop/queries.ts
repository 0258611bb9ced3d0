import type { Knex } from 'knex';
import { ValidationFailed } from '../core/errors';
import { containsPattern, fetchPage, idsFilter, type ListQuery } from '../core/http/simple-rest';
import {
  CATEGORIES,
  type Category,
  LOW_STOCK_THRESHOLD,
  NEXT_MOVES,
  ORDER_STATUSES,
  trackingUrl,
} from './constants';
import type { OrderRow, ProductRow, ReservationRow, StockRow, VariantRow } from './rows';
import type {
  AdminOrder,
  AdminProduct,
  CatalogueProduct,
  CatalogueVariant,
  OrderAnswer,
  Sales,
} from './schemas';

/**
 * The shop's reads, from its read tables (projections/src/shop; the rows: rows.ts). Stock a
 * visitor may buy is on hand less what checkouts hold; a variant with no stock row has none.
 */

// ── Stock and variants ──────────────────────────────────────────────────────

type StockedVariant = VariantRow & Pick<StockRow, 'on_hand' | 'reserved' | 'sold'>;

/** The products' variants in the order they were added, each with its counts (0 without a row). */
const stockedVariants = (knex: Knex, productIds: readonly string[]) =>
  knex('shop_variants as v')
    .leftJoin('shop_stock as s', 's.variant_id', 'v.id')
    .whereIn('v.product_id', productIds)
    .select(
      'v.*',
      knex.raw('coalesce(s.on_hand, 0) as on_hand'),
      knex.raw('coalesce(s.reserved, 0) as reserved'),
      knex.raw('coalesce(s.sold, 0) as sold'),
    )
    .orderBy([{ column: 'v.product_id' }, { column: 'v.position' }]);

const byProduct = (variants: readonly StockedVariant[]): Map<string, StockedVariant[]> => {
  const grouped = new Map<string, StockedVariant[]>();
  for (const variant of variants) {
    grouped.set(variant.product_id, [...(grouped.get(variant.product_id) ?? []), variant]);
  }
  return grouped;
};

const availableOf = (variant: Pick<StockRow, 'on_hand' | 'reserved'>): number =>
  variant.on_hand - variant.reserved;

/** What a visitor is told: a count only when few are left. */
const stockLevel = (available: number): Pick<CatalogueVariant, 'stock' | 'left'> => {
  if (available <= 0) return { stock: 'sold-out', left: 0 };
  if (available < LOW_STOCK_THRESHOLD) return { stock: 'low', left: available };
  return { stock: 'in-stock', left: null };
};

const distinct = (values: readonly string[]): string[] => [...new Set(values)];

// ── The catalogue (public) ──────────────────────────────────────────────────

function catalogueProductOf(
  product: ProductRow,
  rows: readonly StockedVariant[],
): CatalogueProduct {
  const variants = rows.map(
    (v): CatalogueVariant => ({
      id: v.id,
      sku: v.sku,
      size: v.size,
      colour: v.colour,
      priceCents: v.price_cents ?? product.price_cents,
      ...stockLevel(availableOf(v)),
    }),
  );
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    description: product.description,
    category: product.category,
    priceCents: Math.min(...variants.map((v) => v.priceCents)),
    images: product.images,
    sizes: distinct(rows.map((v) => v.size)),
    colours: distinct(rows.map((v) => v.colour)),
    soldOut: variants.every((v) => v.stock === 'sold-out'),
    variants,
  };
}

/** Products on sale (active, with an active variant), narrowed, with their active variants. */
async function onSale(
  knex: Knex,
  narrow: (query: Knex.QueryBuilder) => Knex.QueryBuilder,
): Promise<CatalogueProduct[]> {
  const products: ProductRow[] = await narrow(
    knex('shop_products as p')
      .select('p.*')
      .where('p.active', true)
      .whereExists((q) =>
        q
          .select(1)
          .from('shop_variants as v')
          .whereRaw('v.product_id = p.id')
          .where('v.active', true),
      ),
  );
  if (products.length === 0) return [];
  const variants = byProduct(
    await stockedVariants(
      knex,
      products.map((p) => p.id),
    ).where('v.active', true),
  );
  return products.map((p) => catalogueProductOf(p, variants.get(p.id) ?? []));
}

/** The catalogue, by category in the shop's order, then by name. */
export function catalogue(knex: Knex, category?: Category): Promise<CatalogueProduct[]> {
  return onSale(knex, (query) => {
    if (category) query.where('p.category', category);
    return query.orderByRaw('array_position(?::text[], p.category), p.name, p.id', [
      [...CATEGORIES],
    ]);
  });
}

/** One product on sale, by its address. */
export async function productBySlug(
  knex: Knex,
  slug: string,
): Promise<CatalogueProduct | undefined> {
  const [product] = await onSale(knex, (query) => query.where('p.slug', slug));
  return product;
}

/** A cart line's variant as checkout prices it: its product, whether both are on sale, stock. */
export type CheckoutVariant = {
  variantId: string;
  productId: string;
  productSlug: string;
  productName: string;
  sku: string;
  size: string;
  colour: string;
  /** The variant's own price, else its product's. */
  unitCents: number;
  productActive: boolean;
  variantActive: boolean;
  /** On hand less what checkouts hold (0 without a stock row); may be below 0. */
  available: number;
};

/** The variants named (those that exist), with their products, for a quote or a checkout. */
export async function variantsForCheckout(
  knex: Knex,
  variantIds: readonly string[],
): Promise<CheckoutVariant[]> {
  if (variantIds.length === 0) return [];
  const rows: (StockedVariant & {
    product_slug: string;
    product_name: string;
    product_price_cents: number;
    product_active: boolean;
  })[] = await knex('shop_variants as v')
    .join('shop_products as p', 'p.id', 'v.product_id')
    .leftJoin('shop_stock as s', 's.variant_id', 'v.id')
    .whereIn('v.id', variantIds)
    .select(
      'v.*',
      'p.slug as product_slug',
      'p.name as product_name',
      'p.price_cents as product_price_cents',
      'p.active as product_active',
      knex.raw('coalesce(s.on_hand, 0) as on_hand'),
      knex.raw('coalesce(s.reserved, 0) as reserved'),
    );
  return rows.map((v) => ({
    variantId: v.id,
    productId: v.product_id,
    productSlug: v.product_slug,
    productName: v.product_name,
    sku: v.sku,
    size: v.size,
    colour: v.colour,
    unitCents: v.price_cents ?? v.product_price_cents,
    productActive: v.product_active,
    variantActive: v.active,
    available: availableOf(v),
  }));
}

// ── Products (staff) ────────────────────────────────────────────────────────

const PRODUCT_COLUMNS: Record<string, string> = {
  id: 'id',
  name: 'name',
  category: 'category',
  priceCents: 'price_cents',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
};

/** parseListQuery's options for the product list. */
export const productListOptions = {
  sortable: Object.keys(PRODUCT_COLUMNS),
  defaultSort: ['createdAt', 'desc'] as [string, 'asc' | 'desc'],
};

const adminProductOf = (
  product: ProductRow,
  variants: readonly StockedVariant[],
): AdminProduct => ({
  id: product.id,
  slug: product.slug,
  name: product.name,
  description: product.description,
  category: product.category,
  priceCents: product.price_cents,
  images: product.images,
  active: product.active,
  variants: variants.map((v) => ({
    id: v.id,
    sku: v.sku,
    size: v.size,
    colour: v.colour,
    priceCents: v.price_cents,
    active: v.active,
    onHand: v.on_hand,
    reserved: v.reserved,
    sold: v.sold,
    available: availableOf(v),
  })),
  version: product.version,
  createdAt: product.created_at.toISOString(),
  updatedAt: product.updated_at.toISOString(),
});

async function withVariants(knex: Knex, products: readonly ProductRow[]): Promise<AdminProduct[]> {
  if (products.length === 0) return [];
  const variants = byProduct(
    await stockedVariants(
      knex,
      products.map((p) => p.id),
    ),
  );
  return products.map((p) => adminProductOf(p, variants.get(p.id) ?? []));
}

/** One product, on sale or not, with every variant and its stock. */
export async function adminProduct(knex: Knex, id: string): Promise<AdminProduct | undefined> {
  const product = await knex('shop_products').where({ id }).first<ProductRow | undefined>();
  return product ? (await withVariants(knex, [product]))[0] : undefined;
}

/** A filter's values (one or a list), each one of `allowed`, or undefined when absent. */
function oneOf<T extends string>(
  filter: ListQuery['filter'],
  field: string,
  allowed: readonly T[],
): T[] | undefined {
  const value = filter[field];
  if (value === undefined) return undefined;
  const values = (Array.isArray(value) ? value : [value]).map(String);
  if (values.length === 0 || !values.every((v) => (allowed as readonly string[]).includes(v))) {
    throw new ValidationFailed({ filter: `${field} must be one of ${allowed.join(', ')}` });
  }
  return values as T[];
}

/** A page of products: filters q (name or address), category, active, and react-admin's id list. */
export async function adminProductPage(
  knex: Knex,
  list: ListQuery,
): Promise<{ rows: AdminProduct[]; total: number }> {
  const { filter } = list;
  const base = knex('shop_products').select('*');
  const ids = idsFilter(filter);
  if (ids) base.whereIn('id', ids);
  if (typeof filter.q === 'string' && filter.q.trim() !== '') {
    const pattern = containsPattern(filter.q.trim());
    base.where((q) => q.whereILike('name', pattern).orWhereILike('slug', pattern));
  }
  const categories = oneOf(filter, 'category', CATEGORIES);
  if (categories) base.whereIn('category', categories);
  if (filter.active === true || filter.active === 'true') base.where('active', true);
  else if (filter.active === false || filter.active === 'false') base.where('active', false);
  else if (filter.active !== undefined)
    throw new ValidationFailed({ filter: 'active must be true or false' });
  const page = await fetchPage<ProductRow>(base, list, (field) => PRODUCT_COLUMNS[field] ?? 'id');
  return { rows: await withVariants(knex, page.rows), total: page.total };
}

// ── Orders ──────────────────────────────────────────────────────────────────

/** An order as its customer reads it. */
export const orderAnswerOf = (row: OrderRow): OrderAnswer => ({
  number: row.number,
  status: row.status,
  placedAt: row.placed_at.toISOString(),
  paidAt: row.paid_at?.toISOString() ?? null,
  customerName: row.customer_name,
  customerEmail: row.customer_email,
  shippingAddress: row.shipping_address,
  shippingMethod: row.shipping_method,
  items: row.order_items.map((line) => ({ ...line, lineCents: line.unitCents * line.quantity })),
  subtotalCents: row.subtotal_cents,
  shippingCents: row.shipping_cents,
  taxCents: row.tax_cents,
  totalCents: row.total_amount,
  refundedCents: row.refunded_cents,
  carrier: row.carrier,
  trackingNumber: row.tracking_number,
  trackingUrl:
    row.carrier && row.tracking_number ? trackingUrl(row.carrier, row.tracking_number) : null,
  statusNote: row.status_note,
  expiresAt: row.expires_at.toISOString(),
  // The way back to the payment page, while there is still something to pay.
  checkoutUrl: row.status === 'pending' ? row.checkout_url : null,
});

/** An order as staff read it: with its ids, notes and the moves its status allows. */
export const adminOrderAnswerOf = (row: OrderRow): AdminOrder => ({
  ...orderAnswerOf(row),
  id: row.id,
  paymentId: row.payment_id,
  providerRef: row.session_id,
  accountId: row.account_id,
  notes: row.notes,
  moves: [...NEXT_MOVES[row.status]],
  version: row.version,
});

export const orderByNumber = (knex: Knex, number: string): Promise<OrderRow | undefined> =>
  knex('shop_orders').where({ number }).first<OrderRow | undefined>();

export const orderById = (knex: Knex, id: string): Promise<OrderRow | undefined> =>
  knex('shop_orders').where({ id }).first<OrderRow | undefined>();

/** A member's orders, newest first (the latest 100). */
export const ordersOfAccount = (knex: Knex, accountId: string): Promise<OrderRow[]> =>
  knex('shop_orders')
    .where({ account_id: accountId })
    .orderBy([
      { column: 'placed_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(100);

const ORDER_COLUMNS: Record<string, string> = {
  id: 'id',
  placedAt: 'placed_at',
  totalCents: 'total_amount',
  status: 'status',
};

/** parseListQuery's options for the order list. */
export const orderListOptions = {
  sortable: Object.keys(ORDER_COLUMNS),
  defaultSort: ['placedAt', 'desc'] as [string, 'asc' | 'desc'],
};

/** A page of orders: filters q (number, customer's name or e-mail), status, and the id list. */
export async function adminOrderPage(
  knex: Knex,
  list: ListQuery,
): Promise<{ rows: AdminOrder[]; total: number }> {
  const { filter } = list;
  const base = knex('shop_orders').select('*');
  const ids = idsFilter(filter);
  if (ids) base.whereIn('id', ids);
  if (typeof filter.q === 'string' && filter.q.trim() !== '') {
    const pattern = containsPattern(filter.q.trim());
    base.where((q) =>
      q
        .whereILike('number', pattern)
        .orWhereILike('customer_name', pattern)
        .orWhereILike('customer_email', pattern),
    );
  }
  const statuses = oneOf(filter, 'status', ORDER_STATUSES);
  if (statuses) base.whereIn('status', statuses);
  const page = await fetchPage<OrderRow>(base, list, (field) => ORDER_COLUMNS[field] ?? 'id');
  return { rows: page.rows.map(adminOrderAnswerOf), total: page.total };
}

// ── Sales (the dashboard) ───────────────────────────────────────────────────

const DAY_MS = 86_400_000;

/**
 * Orders paid in the last `days` calendar days (UTC, today included) and not cancelled: net
 * revenue (less refunds) and orders per day, every day listed, and the five products sold most.
 */
export async function sales(knex: Knex, days: number, now: Date): Promise<Sales> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (days - 1) * DAY_MS);
  const paid = () =>
    knex('shop_orders as o')
      .whereNot('o.status', 'cancelled')
      .where('o.paid_at', '>=', from)
      .where('o.paid_at', '<=', now);
  const perDay: { day: string; revenue: string; orders: string }[] = await paid()
    .select(
      knex.raw(`to_char(o.paid_at at time zone 'UTC', 'YYYY-MM-DD') as day`),
      knex.raw('sum(o.total_amount - o.refunded_cents) as revenue'),
      knex.raw('count(*) as orders'),
    )
    .groupByRaw('1');
  // A fully refunded order sold nothing.
  const top: { product_id: string; name: string; units: string; revenue: string }[] = await paid()
    .whereNot('o.status', 'refunded')
    .joinRaw('cross join jsonb_array_elements(o.order_items) as i')
    .select(
      knex.raw(`i->>'productId' as product_id`),
      // The name it was last sold under.
      knex.raw(`(array_agg(i->>'name' order by o.paid_at desc))[1] as name`),
      knex.raw(`sum((i->>'quantity')::int) as units`),
      knex.raw(`sum((i->>'unitCents')::bigint * (i->>'quantity')::int) as revenue`),
    )
    .groupByRaw('1')
    .orderByRaw('units desc, revenue desc, name, product_id')
    .limit(5);

  const seen = new Map(perDay.map((d) => [d.day, d]));
  const dayList = Array.from({ length: days }, (_, i) => {
    const day = new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    const found = seen.get(day);
    return { day, revenueCents: Number(found?.revenue ?? 0), orders: Number(found?.orders ?? 0) };
  });
  return {
    days: dayList,
    topProducts: top.map((t) => ({
      productId: t.product_id,
      name: t.name,
      units: Number(t.units),
      revenueCents: Number(t.revenue),
    })),
    revenueCents: dayList.reduce((sum, d) => sum + d.revenueCents, 0),
    orders: dayList.reduce((sum, d) => sum + d.orders, 0),
  };
}

// ── The release job's sweeps ────────────────────────────────────────────────

/** Orders still unpaid past their time, the longest overdue first. */
export const expiredPendingOrders = (knex: Knex, now: Date, limit = 100): Promise<OrderRow[]> =>
  knex('shop_orders')
    .where({ status: 'pending' })
    .where('expires_at', '<=', now)
    .orderBy([{ column: 'expires_at' }, { column: 'id' }])
    .limit(limit);

/** Checkouts' holds past their time and not given back yet, the longest overdue first. */
export const expiredReservations = (
  knex: Knex,
  now: Date,
  limit = 100,
): Promise<ReservationRow[]> =>
  knex('shop_reservations')
    .where({ status: 'reserved' })
    .where('expires_at', '<=', now)
    .orderBy([{ column: 'expires_at' }, { column: 'order_id' }])
    .limit(limit);

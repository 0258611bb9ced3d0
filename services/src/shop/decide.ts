import type { StreamModel } from '../core/command-handler';
import {
  MESSAGES,
  NEXT_MOVES,
  type OrderMove,
  type OrderStatus,
  type ReleaseReason,
} from './constants';
import {
  CheckoutKeyReused,
  MoveNotAllowed,
  NotEnoughStock,
  OrderNotFound,
  ProductNotFound,
  RefundTooLarge,
  SkuTaken,
  SlugTaken,
  StockWouldGoNegative,
  VariantNotFound,
} from './errors';
import { parseShopEvent, type ShopEvent, type ShopEventOf } from './events';

const never = (value: never): never => {
  throw new Error(`unhandled ${JSON.stringify(value)}`);
};

// ── A product and its variants ──────────────────────────────────────────────

type ProductFields = Omit<
  ShopEventOf<'ProductCreated'>['data'],
  'productId' | 'slug' | 'by' | 'createdAt'
>;
type VariantFields = Pick<
  ShopEventOf<'VariantAdded'>['data'],
  'sku' | 'size' | 'colour' | 'priceCents' | 'active'
>;

export type Product =
  | { status: 'unknown' }
  | {
      status: 'listed';
      productId: string;
      slug: string;
      fields: ProductFields;
      variants: Record<string, VariantFields>;
    };

const productFieldsOf = (data: ProductFields): ProductFields => ({
  name: data.name,
  description: data.description,
  category: data.category,
  priceCents: data.priceCents,
  images: data.images,
  active: data.active,
});
const variantFieldsOf = (data: VariantFields): VariantFields => ({
  sku: data.sku,
  size: data.size,
  colour: data.colour,
  priceCents: data.priceCents,
  active: data.active,
});

export const PRODUCT: StreamModel<ShopEvent, Product> = {
  parse: parseShopEvent,
  initial: { status: 'unknown' },
  evolve(state, event) {
    if (event.type === 'ProductCreated') {
      return {
        status: 'listed',
        productId: event.data.productId,
        slug: event.data.slug,
        fields: productFieldsOf(event.data),
        variants: {},
      };
    }
    if (state.status !== 'listed') return state;
    switch (event.type) {
      case 'ProductUpdated':
        return { ...state, fields: productFieldsOf(event.data) };
      case 'VariantAdded':
      case 'VariantUpdated':
        return {
          ...state,
          variants: { ...state.variants, [event.data.variantId]: variantFieldsOf(event.data) },
        };
      default:
        return state;
    }
  },
};

/** The fields of `next` that differ from `current`, with their old values. */
function changed<T extends Record<string, unknown>>(current: T, next: T): Partial<T> {
  const previous: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (JSON.stringify(current[key]) !== JSON.stringify(next[key])) previous[key] = current[key];
  }
  return previous;
}

export type CreateProduct = {
  productId: string;
  slug: string;
  fields: ProductFields;
  by: string | null;
  now: Date;
};

export function decideCreateProduct(command: CreateProduct, state: Product): ShopEvent[] {
  if (state.status !== 'unknown') throw new SlugTaken();
  const { productId, slug, fields, by, now } = command;
  return [
    {
      type: 'ProductCreated',
      data: { productId, slug, ...fields, by, createdAt: now.toISOString() },
    },
  ];
}

export type UpdateProduct = { changes: Partial<ProductFields>; by: string | null; now: Date };

export function decideUpdateProduct(command: UpdateProduct, state: Product): ShopEvent[] {
  if (state.status !== 'listed') throw new ProductNotFound();
  const fields = { ...state.fields, ...definedOf(command.changes) };
  const previous = changed(state.fields, fields);
  if (Object.keys(previous).length === 0) return [];
  return [
    {
      type: 'ProductUpdated',
      data: {
        productId: state.productId,
        ...fields,
        previous,
        by: command.by,
        at: command.now.toISOString(),
      },
    },
  ];
}

export type AddVariant = {
  variantId: string;
  fields: Omit<VariantFields, 'active'>;
  initialStock: number;
  by: string | null;
  now: Date;
};

const skuTaken = (state: Extract<Product, { status: 'listed' }>, sku: string, except?: string) =>
  Object.entries(state.variants).some(
    ([id, variant]) => id !== except && variant.sku.toLowerCase() === sku.toLowerCase(),
  );

export function decideAddVariant(command: AddVariant, state: Product): ShopEvent[] {
  if (state.status !== 'listed') throw new ProductNotFound();
  if (state.variants[command.variantId]) return [];
  if (skuTaken(state, command.fields.sku)) throw new SkuTaken();
  return [
    {
      type: 'VariantAdded',
      data: {
        productId: state.productId,
        variantId: command.variantId,
        ...command.fields,
        active: true,
        initialStock: command.initialStock,
        by: command.by,
        at: command.now.toISOString(),
      },
    },
  ];
}

export type UpdateVariant = {
  variantId: string;
  changes: Partial<VariantFields>;
  by: string | null;
  now: Date;
};

/** Drops the keys a partial edit left out (`undefined`), keeping an explicit `null`. */
function definedOf<T extends Record<string, unknown>>(changes: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(changes).filter(([, v]) => v !== undefined),
  ) as Partial<T>;
}

export function decideUpdateVariant(command: UpdateVariant, state: Product): ShopEvent[] {
  if (state.status !== 'listed') throw new ProductNotFound();
  const current = state.variants[command.variantId];
  if (!current) throw new VariantNotFound();
  const fields = { ...current, ...definedOf(command.changes) };
  if (skuTaken(state, fields.sku, command.variantId)) throw new SkuTaken();
  const previous = changed(current, fields);
  if (Object.keys(previous).length === 0) return [];
  return [
    {
      type: 'VariantUpdated',
      data: {
        productId: state.productId,
        variantId: command.variantId,
        ...fields,
        previous,
        by: command.by,
        at: command.now.toISOString(),
      },
    },
  ];
}

// ── A variant's stock ───────────────────────────────────────────────────────

export type Hold = {
  quantity: number;
  status: 'reserved' | 'released' | 'sold' | 'restocked';
  expiresAt: string;
};

/** On the shelf (sold units left it), held by checkouts, and each order's hold. */
export type Stock = {
  onHand: number;
  reserved: number;
  sold: number;
  holds: ReadonlyMap<string, Hold>;
};

export const availableOf = (stock: Stock): number => stock.onHand - stock.reserved;

const NO_HOLDS: ReadonlyMap<string, Hold> = new Map();

/**
 * The holds with one order's set. A fold keeps no earlier state, so the map it built is extended
 * in place (never the shared empty one): copying it at every event made reading a variant that
 * sold a thousand units cost a million copies (the shop bench's profile: a fifth of the API's CPU).
 */
function withHold(
  holds: ReadonlyMap<string, Hold>,
  orderId: string,
  hold: Hold,
): ReadonlyMap<string, Hold> {
  const own = holds === NO_HOLDS ? new Map<string, Hold>() : (holds as Map<string, Hold>);
  own.set(orderId, hold);
  return own;
}

export const STOCK: StreamModel<ShopEvent, Stock> = {
  parse: parseShopEvent,
  initial: { onHand: 0, reserved: 0, sold: 0, holds: NO_HOLDS },
  evolve(state, event) {
    const changed = (orderId: string, change: Partial<Hold>, base?: Hold) => {
      const current = state.holds.get(orderId) ?? base;
      return current ? withHold(state.holds, orderId, { ...current, ...change }) : state.holds;
    };
    switch (event.type) {
      case 'StockAdjusted':
        return { ...state, onHand: state.onHand + event.data.delta };
      case 'StockReserved': {
        const { orderId, quantity, expiresAt } = event.data;
        return {
          ...state,
          reserved: state.reserved + quantity,
          holds: withHold(state.holds, orderId, { quantity, status: 'reserved', expiresAt }),
        };
      }
      case 'StockReleased':
        return {
          ...state,
          reserved: state.reserved - event.data.quantity,
          holds: changed(event.data.orderId, { status: 'released' }),
        };
      case 'StockSold': {
        const { orderId, quantity, reserved, at } = event.data;
        return {
          onHand: state.onHand - quantity,
          reserved: reserved ? state.reserved - quantity : state.reserved,
          sold: state.sold + quantity,
          holds: changed(
            orderId,
            { status: 'sold', quantity },
            { quantity, status: 'sold', expiresAt: at },
          ),
        };
      }
      case 'StockRestocked':
        return {
          ...state,
          onHand: state.onHand + event.data.quantity,
          sold: state.sold - event.data.quantity,
          holds: changed(event.data.orderId, { status: 'restocked' }),
        };
      default:
        return state;
    }
  },
};

export type AdjustStock = {
  variantId: string;
  delta: number;
  reason: string;
  by: string | null;
  now: Date;
};

/** Staff's count: never below what checkouts hold (those units are promised). */
export function decideAdjustStock(command: AdjustStock, state: Stock): ShopEvent[] {
  const { variantId, delta, reason, by, now } = command;
  if (state.onHand + delta < state.reserved)
    throw new StockWouldGoNegative(Math.max(0, availableOf(state)));
  return [{ type: 'StockAdjusted', data: { variantId, delta, reason, by, at: now.toISOString() } }];
}

export type Reserve = {
  variantId: string;
  orderId: string;
  quantity: number;
  expiresAt: Date;
  now: Date;
};

/** Holds units for a checkout, once per order; refuses more than are available. */
export function decideReserve(command: Reserve, state: Stock): ShopEvent[] {
  const { variantId, orderId, quantity, expiresAt, now } = command;
  if (state.holds.has(orderId)) return [];
  const available = availableOf(state);
  if (available < quantity) throw new NotEnoughStock(Math.max(0, available));
  return [
    {
      type: 'StockReserved',
      data: {
        variantId,
        orderId,
        quantity,
        expiresAt: expiresAt.toISOString(),
        at: now.toISOString(),
      },
    },
  ];
}

export type Release = { variantId: string; orderId: string; reason: ReleaseReason; now: Date };

/** Gives a hold back: an expiry only once its time has come; a hold not held is left alone. */
export function decideRelease(command: Release, state: Stock): ShopEvent[] {
  const { variantId, orderId, reason, now } = command;
  const hold = state.holds.get(orderId);
  if (hold?.status !== 'reserved') return [];
  if (reason === 'expired' && now.getTime() < Date.parse(hold.expiresAt)) return [];
  return [
    {
      type: 'StockReleased',
      data: { variantId, orderId, quantity: hold.quantity, reason, at: now.toISOString() },
    },
  ];
}

export type Sell = { variantId: string; orderId: string; quantity: number; now: Date };

/**
 * The order was paid: its hold is sold. A hold released meanwhile (the payment came late) sells
 * from what is available, if there is enough; a sale undone (restocked) is not made again.
 */
export function decideSell(command: Sell, state: Stock): ShopEvent[] {
  const { variantId, orderId, quantity, now } = command;
  const hold = state.holds.get(orderId);
  const at = now.toISOString();
  if (hold?.status === 'sold') return [];
  if (hold?.status === 'reserved') {
    return [
      {
        type: 'StockSold',
        data: { variantId, orderId, quantity: hold.quantity, reserved: true, at },
      },
    ];
  }
  if (hold?.status === 'restocked') throw new NotEnoughStock(0);
  const available = availableOf(state);
  if (available < quantity) throw new NotEnoughStock(Math.max(0, available));
  return [{ type: 'StockSold', data: { variantId, orderId, quantity, reserved: false, at } }];
}

/** A sold order's units back on the shelf (refunded or cancelled before shipping), once. */
export function decideRestock(
  command: { variantId: string; orderId: string; now: Date },
  state: Stock,
): ShopEvent[] {
  const hold = state.holds.get(command.orderId);
  if (hold?.status !== 'sold') return [];
  return [
    {
      type: 'StockRestocked',
      data: {
        variantId: command.variantId,
        orderId: command.orderId,
        quantity: hold.quantity,
        at: command.now.toISOString(),
      },
    },
  ];
}

// ── An order ────────────────────────────────────────────────────────────────

export type Placed = ShopEventOf<'OrderPlaced'>['data'];

export type Order =
  | { status: 'none' }
  | {
      status: OrderStatus;
      placed: Placed;
      /** Cancelled because it was not paid in time (a payment may still revive it). */
      expired: boolean;
      refundedCents: number;
      refunds: string[];
      notes: string;
    };

export const ORDER: StreamModel<ShopEvent, Order> = {
  parse: parseShopEvent,
  initial: { status: 'none' },
  evolve(state, event) {
    if (event.type === 'OrderPlaced') {
      return {
        status: 'pending',
        placed: event.data,
        expired: false,
        refundedCents: 0,
        refunds: [],
        notes: '',
      };
    }
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'OrderPaid':
        return { ...state, status: 'paid', expired: false };
      case 'OrderExpired':
        return { ...state, status: 'cancelled', expired: true };
      case 'OrderCancelled':
        return { ...state, status: 'cancelled', expired: false };
      case 'OrderFulfilled':
        return { ...state, status: 'fulfilled' };
      case 'OrderDelivered':
        return { ...state, status: 'delivered' };
      case 'OrderRefunded': {
        const refundedCents = state.refundedCents + event.data.amountCents;
        return {
          ...state,
          refundedCents,
          refunds: [...state.refunds, event.data.refundId],
          status: refundedCents >= state.placed.totalCents ? 'refunded' : state.status,
        };
      }
      case 'OrderNotesChanged':
        return { ...state, notes: event.data.notes };
      default:
        return state;
    }
  },
};

type Cart = Pick<Placed, 'items' | 'customerEmail' | 'shippingAddress' | 'shippingMethod'>;
const sameCart = (a: Cart, b: Cart): boolean =>
  JSON.stringify([
    a.items.map((i) => [i.variantId, i.quantity]),
    a.customerEmail,
    a.shippingAddress,
    a.shippingMethod,
  ]) ===
  JSON.stringify([
    b.items.map((i) => [i.variantId, i.quantity]),
    b.customerEmail,
    b.shippingAddress,
    b.shippingMethod,
  ]);

/** An order is placed once per checkout key; the same key with another cart is refused. */
export function decidePlaceOrder(placed: Placed, state: Order): ShopEvent[] {
  if (state.status === 'none') return [{ type: 'OrderPlaced', data: placed }];
  if (!sameCart(state.placed, placed)) throw new CheckoutKeyReused();
  return [];
}

/**
 * What a paid payment means for its order: `confirm` (pending: sell its holds), `revive` (it
 * expired unpaid: sell again if the units are still there), `refund` (cancelled by staff, or
 * already refunded in part: the money goes back), or `nothing` (paid already).
 */
export type PaymentOutcome = 'confirm' | 'revive' | 'refund' | 'nothing';

export function paymentOutcome(state: Order): PaymentOutcome {
  if (state.status === 'none') return 'refund';
  const status: OrderStatus = state.status;
  switch (status) {
    case 'pending':
      return 'confirm';
    case 'cancelled':
      return state.expired ? 'revive' : 'refund';
    case 'paid':
    case 'fulfilled':
    case 'delivered':
    case 'refunded':
      return 'nothing';
    default:
      return never(status);
  }
}

export function decideOrderPaid(
  command: { paymentId: string; now: Date },
  state: Order,
): ShopEvent[] {
  const outcome = paymentOutcome(state);
  if (state.status === 'none' || (outcome !== 'confirm' && outcome !== 'revive')) return [];
  return [
    {
      type: 'OrderPaid',
      data: {
        orderId: state.placed.orderId,
        paymentId: command.paymentId,
        late: outcome === 'revive',
        at: command.now.toISOString(),
      },
    },
  ];
}

/** A pending order past its time expires; any other is left as it is. */
export function decideExpire(command: { now: Date }, state: Order): ShopEvent[] {
  if (state.status !== 'pending') return [];
  if (command.now.getTime() < Date.parse(state.placed.expiresAt)) return [];
  return [
    {
      type: 'OrderExpired',
      data: { orderId: state.placed.orderId, at: command.now.toISOString() },
    },
  ];
}

const placedOf = (state: Order) => {
  if (state.status === 'none') throw new OrderNotFound();
  return state;
};

/** Refuses a move its status does not allow (NEXT_MOVES), each with its own message. */
export function assertMove(move: OrderMove, state: Order): Exclude<Order, { status: 'none' }> {
  const order = placedOf(state);
  if (!NEXT_MOVES[order.status].includes(move)) throw new MoveNotAllowed(move, order.status);
  return order;
}

export type StaffMove =
  | { move: 'cancel'; reason: string }
  | {
      move: 'fulfil';
      carrier: ShopEventOf<'OrderFulfilled'>['data']['carrier'];
      trackingNumber: string;
    }
  | { move: 'deliver' };

export function decideStaffMove(
  command: StaffMove & { by: string | null; now: Date },
  state: Order,
): ShopEvent[] {
  const order = assertMove(command.move, state);
  const orderId = order.placed.orderId;
  const at = command.now.toISOString();
  switch (command.move) {
    case 'cancel':
      return [
        { type: 'OrderCancelled', data: { orderId, reason: command.reason, by: command.by, at } },
      ];
    case 'fulfil':
      return [
        {
          type: 'OrderFulfilled',
          data: {
            orderId,
            carrier: command.carrier,
            trackingNumber: command.trackingNumber,
            by: command.by,
            at,
          },
        },
      ];
    case 'deliver':
      return [{ type: 'OrderDelivered', data: { orderId, by: command.by, at } }];
    default:
      return never(command);
  }
}

/** How much a refund gives back: what was asked, or all that is left; never more than that. */
export function refundCentsOf(state: Order, amountCents: number | undefined): number {
  const order = placedOf(state);
  const left = order.placed.totalCents - order.refundedCents;
  const amount = amountCents ?? left;
  if (amount > left || left <= 0) throw new RefundTooLarge(Math.max(0, left));
  return amount;
}

export type RecordRefund = {
  refundId: string;
  amountCents: number;
  reason: string;
  /** Staff's refund (NEXT_MOVES applies), or the shop's own (a late payment): null. */
  by: string | null;
  now: Date;
};

/**
 * The refund the port made, on the order once (its refund id). A full refund of a paid order not
 * yet shipped puts its units back on the shelf (`restocked`).
 */
export function decideRecordRefund(command: RecordRefund, state: Order): ShopEvent[] {
  const order = placedOf(state);
  if (order.refunds.includes(command.refundId)) return [];
  const full = order.refundedCents + command.amountCents >= order.placed.totalCents;
  return [
    {
      type: 'OrderRefunded',
      data: {
        orderId: order.placed.orderId,
        refundId: command.refundId,
        amountCents: command.amountCents,
        reason: command.reason,
        restocked: full && order.status === 'paid',
        by: command.by,
        at: command.now.toISOString(),
      },
    },
  ];
}

export function decideNotes(
  command: { notes: string; by: string | null; now: Date },
  state: Order,
): ShopEvent[] {
  const order = placedOf(state);
  if (order.notes === command.notes) return [];
  return [
    {
      type: 'OrderNotesChanged',
      data: {
        orderId: order.placed.orderId,
        notes: command.notes,
        by: command.by,
        at: command.now.toISOString(),
      },
    },
  ];
}

export const SOLD_OUT_AFTER_EXPIRY = MESSAGES.soldOutAfterExpiry;

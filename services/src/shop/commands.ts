import { createHash, randomUUID } from 'node:crypto';
import { type Handled, handle } from '../core/command-handler';
import type { AppContext, Appended, CommandContext, MailingContext } from '../core/context';
import type { EventMetadata } from '../core/event-store/event-store';
import { WrongExpectedRevision } from '../core/event-store/event-store';
import { foldStream } from '../core/event-store/fold-stream';
import { signLink, verifyLink } from '../core/keys/signed-links';
import type { PaymentProvider, PaymentReaction } from '../payments';
import { loadPayment, nameUuid, refundPayment, requestPayment } from '../payments';
import { MESSAGES, RESERVATION_MINUTES, type ReleaseReason } from './constants';
import {
  assertMove,
  type CreateProduct,
  decideAddVariant,
  decideAdjustStock,
  decideCreateProduct,
  decideExpire,
  decideNotes,
  decideOrderPaid,
  decidePlaceOrder,
  decideRecordRefund,
  decideRelease,
  decideReserve,
  decideRestock,
  decideSell,
  decideStaffMove,
  decideUpdateProduct,
  decideUpdateVariant,
  ORDER,
  type Order,
  type Placed,
  PRODUCT,
  type Product,
  paymentOutcome,
  refundCentsOf,
  STOCK,
  type StaffMove,
  type Stock,
  type UpdateProduct,
  type UpdateVariant,
} from './decide';
import { CartNotAvailable, NotEnoughStock, OrderNotFound, ProductNotFound } from './errors';
import { type OrderLine, orderStream, productStream, type ShopEvent, stockStream } from './events';
import { confirmationMail, refundedMail, shippingMail } from './mails';
import { priceCart } from './pricing';
import type { CheckoutInput, Quote } from './schemas';

/**
 * Many checkouts at once hold units of one variant: each is one append at the stream's
 * revision, and a loser decides again on the newer count. With 200 racing for one variant, a
 * checkout may lose dozens of times before the count says yes or "sold out"; the backoff
 * (core/retry) spreads them out. Bounded all the same: at most this many decisions.
 */
const STOCK_ATTEMPTS = 200;
const ORDER_ATTEMPTS = 10;

const now = (metadata: EventMetadata) => new Date(metadata.occurredAt);

// ── Numbers and links ───────────────────────────────────────────────────────

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `NS-` and ten base-32 letters of the order id's hash (50 bits): what a customer quotes. */
export function orderNumberOf(orderId: string): string {
  const hash = createHash('sha256').update(`shop-order-number:${orderId}`).digest();
  let bits = 0n;
  for (const byte of hash.subarray(0, 7)) bits = (bits << 8n) | BigInt(byte);
  let text = '';
  for (let i = 0; i < 10; i++) {
    text = CROCKFORD[Number(bits & 31n)] + text;
    bits >>= 5n;
  }
  return `NS-${text}`;
}

const ORDER_LINK = 'shop-order';
export const orderToken = (ctx: Pick<AppContext, 'keys'>, number: string): string =>
  signLink(ctx, ORDER_LINK, number);
export const tokenOpens = (ctx: Pick<AppContext, 'keys'>, number: string, token: string): boolean =>
  verifyLink(ctx, ORDER_LINK, token) === number;

export function orderUrl(ctx: Pick<AppContext, 'keys' | 'config'>, number: string): string {
  const url = new URL(`/shop/orders/${number}`, ctx.config.publicUrl);
  url.searchParams.set('token', orderToken(ctx, number));
  return url.href;
}

// ── Loading ─────────────────────────────────────────────────────────────────

export const loadOrder = (ctx: CommandContext, orderId: string) =>
  foldStream(ctx.store, orderStream(orderId), ORDER.parse, ORDER.evolve, ORDER.initial);
const loadStock = (ctx: CommandContext, variantId: string) =>
  foldStream(ctx.store, stockStream(variantId), STOCK.parse, STOCK.evolve, STOCK.initial);

// ── The catalogue (staff) ───────────────────────────────────────────────────

export const productIdOf = (slug: string): string => nameUuid(`shop-product:${slug}`);

export async function createProduct(
  ctx: CommandContext,
  input: Omit<CreateProduct, 'productId' | 'now'>,
  metadata: EventMetadata,
): Promise<Handled<Product> & { productId: string }> {
  const productId = productIdOf(input.slug);
  const handled = await handle(
    ctx,
    productStream(productId),
    PRODUCT,
    (state) => decideCreateProduct({ ...input, productId, now: now(metadata) }, state),
    metadata,
  );
  return { ...handled, productId };
}

export function updateProduct(
  ctx: CommandContext,
  productId: string,
  command: Omit<UpdateProduct, 'now'>,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<Handled<Product>> {
  return handle(
    ctx,
    productStream(productId),
    PRODUCT,
    (state) => {
      if (state.status !== 'listed') throw new ProductNotFound();
      return decideUpdateProduct({ ...command, now: now(metadata) }, state);
    },
    metadata,
    { commutes: expectedVersion === undefined },
  ).then((handled) => handled);
}

/**
 * Adds a variant, then its first count on its own stock stream. Two appends: the first records
 * the whole intent (`initialStock`), the second is derived from it and appended only on an
 * empty stock stream, so a repeat adds nothing; a crash between leaves the variant at 0 units,
 * which oversells nothing, and staff see it and adjust.
 */
export async function addVariant(
  ctx: CommandContext,
  productId: string,
  input: {
    sku: string;
    size: string;
    colour: string;
    priceCents: number | null;
    initialStock: number;
  },
  by: string | null,
  metadata: EventMetadata,
): Promise<{ variantId: string; appended: Appended[] }> {
  const variantId = randomUUID();
  const { sku, size, colour, priceCents, initialStock } = input;
  const added = await handle(
    ctx,
    productStream(productId),
    PRODUCT,
    (state) =>
      decideAddVariant(
        {
          variantId,
          fields: { sku, size, colour, priceCents },
          initialStock,
          by,
          now: now(metadata),
        },
        state,
      ),
    metadata,
    { commutes: true },
  );
  const appended = added.appended ? [added.appended] : [];
  if (initialStock > 0) {
    const counted = await handle(
      ctx,
      stockStream(variantId),
      STOCK,
      (stock) =>
        stock.onHand === 0 && stock.holds.size === 0
          ? decideAdjustStock(
              { variantId, delta: initialStock, reason: 'Initial stock', by, now: now(metadata) },
              stock,
            )
          : [],
      metadata,
    );
    if (counted.appended) appended.push(counted.appended);
  }
  return { variantId, appended };
}

export function updateVariant(
  ctx: CommandContext,
  productId: string,
  command: Omit<UpdateVariant, 'now'>,
  metadata: EventMetadata,
): Promise<Handled<Product>> {
  return handle(
    ctx,
    productStream(productId),
    PRODUCT,
    (state) => decideUpdateVariant({ ...command, now: now(metadata) }, state),
    metadata,
    { commutes: true },
  );
}

export function adjustStock(
  ctx: CommandContext,
  variantId: string,
  input: { delta: number; reason: string },
  by: string | null,
  metadata: EventMetadata,
): Promise<Handled<Stock>> {
  return handle(
    ctx,
    stockStream(variantId),
    STOCK,
    (stock) => decideAdjustStock({ variantId, ...input, by, now: now(metadata) }, stock),
    metadata,
    { commutes: true },
  );
}

// ── Stock moves, one variant at a time ──────────────────────────────────────

const onStock = (
  ctx: CommandContext,
  variantId: string,
  decide: (stock: Stock) => readonly ShopEvent[],
  metadata: EventMetadata,
) =>
  handle(ctx, stockStream(variantId), STOCK, decide, metadata, {
    commutes: true,
    attempts: STOCK_ATTEMPTS,
  });

async function releaseLines(
  ctx: CommandContext,
  orderId: string,
  variantIds: readonly string[],
  reason: ReleaseReason,
  metadata: EventMetadata,
): Promise<Appended[]> {
  const appended: Appended[] = [];
  for (const variantId of variantIds) {
    const released = await onStock(
      ctx,
      variantId,
      (stock) => decideRelease({ variantId, orderId, reason, now: now(metadata) }, stock),
      metadata,
    );
    if (released.appended) appended.push(released.appended);
  }
  return appended;
}

// ── Checkout ────────────────────────────────────────────────────────────────

export type CheckoutResult = {
  created: boolean;
  placed: Placed;
  token: string;
  appended: Appended[];
};

/**
 * A checkout: the cart priced from the catalogue, each line's units held on its variant's
 * stock stream until `expiresAt`, the payment opened at the port, and the order placed. The
 * checkout's key names the order (and its holds and payment), so the same request again is
 * the same order. Any line short: the holds made are given back, and the cart's short lines
 * are named (409) before anyone pays.
 */
export async function checkout(
  ctx: MailingContext,
  provider: PaymentProvider,
  input: CheckoutInput,
  accountId: string | null,
  metadata: EventMetadata,
): Promise<CheckoutResult> {
  const existing = await loadOrder(ctx, orderIdOf(input.idempotencyKey));
  if (existing.state.status !== 'none') {
    const placed = existing.state.placed;
    decidePlaceOrder({ ...placed, ...cartOf(input) }, existing.state);
    return { created: false, placed, token: orderToken(ctx, placed.number), appended: [] };
  }
  const priced = await priceCart(ctx.knex, input.items, {
    method: input.shippingMethod,
    state: input.shippingAddress.state,
  });
  const unsold = Object.fromEntries(
    Object.entries(priced.problems).filter(([field]) => field.endsWith('.variantId')),
  );
  if (Object.keys(unsold).length > 0) throw new CartNotAvailable(unsold);
  return placeOrder(ctx, provider, input, priced, accountId, metadata);
}

export const orderIdOf = (idempotencyKey: string): string =>
  nameUuid(`shop-order:${idempotencyKey}`);

/**
 * The checkout's second half, given its priced lines (from the catalogue's read model, or the
 * demo data's own prices): the holds, the payment, the order.
 */
export async function placeOrder(
  ctx: MailingContext,
  provider: PaymentProvider,
  input: CheckoutInput,
  priced: Omit<Quote, 'problems' | 'lines'> & { orderLines: OrderLine[] },
  accountId: string | null,
  metadata: EventMetadata,
): Promise<CheckoutResult> {
  const orderId = orderIdOf(input.idempotencyKey);
  const number = orderNumberOf(orderId);
  const at = now(metadata);
  const expiresAt = new Date(at.getTime() + RESERVATION_MINUTES * 60_000);
  const appended: Appended[] = [];
  const held: string[] = [];
  try {
    for (const line of priced.orderLines) {
      const reserved = await onStock(
        ctx,
        line.variantId,
        (stock) =>
          decideReserve(
            { variantId: line.variantId, orderId, quantity: line.quantity, expiresAt, now: at },
            stock,
          ),
        metadata,
      );
      held.push(line.variantId);
      if (reserved.appended) appended.push(reserved.appended);
    }
  } catch (error) {
    await releaseLines(ctx, orderId, held, 'checkout-failed', metadata);
    if (error instanceof NotEnoughStock) {
      throw new CartNotAvailable(await shortLines(ctx, input, held.length, error.left));
    }
    throw error;
  }

  const reference = `${SHOP_REFERENCE_PREFIX}${orderId}`;
  let requested: Awaited<ReturnType<typeof requestPayment>>;
  try {
    requested = await requestPayment(
      ctx,
      provider,
      {
        amountCents: priced.totalCents,
        currency: 'USD',
        description: `NOLA Sports shop order ${number}`,
        reference,
        idempotencyKey: reference,
      },
      () => {
        const success = new URL('/shop/success', ctx.config.publicUrl);
        success.searchParams.set('order', number);
        success.searchParams.set('token', orderToken(ctx, number));
        const cancel = new URL('/shop/checkout', ctx.config.publicUrl);
        cancel.searchParams.set('cancelled', number);
        return { successUrl: success.href, cancelUrl: cancel.href };
      },
      metadata,
    );
  } catch (error) {
    await releaseLines(ctx, orderId, held, 'checkout-failed', metadata);
    throw error;
  }
  const { state: payment } = await loadPayment(ctx.store, requested.id);
  if (payment.status === 'none') throw new Error('a requested payment always loads');

  const placed: Placed = {
    orderId,
    number,
    ...cartOf(input),
    customerName: input.customerName,
    items: priced.orderLines,
    subtotalCents: priced.subtotalCents,
    shippingCents: priced.shippingCents,
    taxCents: priced.taxCents,
    totalCents: priced.totalCents,
    currency: 'USD',
    paymentId: requested.id,
    providerRef: payment.request.providerRef,
    checkoutUrl: payment.request.checkoutUrl,
    accountId,
    expiresAt: expiresAt.toISOString(),
    placedAt: at.toISOString(),
  };
  try {
    const handled = await handle(
      ctx,
      orderStream(orderId),
      ORDER,
      (state) => decidePlaceOrder(placed, state),
      metadata,
    );
    if (handled.appended) appended.push(handled.appended);
    if (handled.state.status !== 'none') {
      return {
        created: false,
        placed: handled.state.placed,
        token: orderToken(ctx, number),
        appended,
      };
    }
  } catch (error) {
    // The same key, at the same moment: the other request placed it; this one answers it.
    if (!(error instanceof WrongExpectedRevision)) throw error;
    const again = await loadOrder(ctx, orderId);
    if (again.state.status === 'none') throw error;
    return { created: false, placed: again.state.placed, token: orderToken(ctx, number), appended };
  }
  return { created: true, placed, token: orderToken(ctx, number), appended };
}

const cartOf = (input: CheckoutInput) => ({
  customerEmail: input.customerEmail,
  shippingAddress: input.shippingAddress,
  shippingMethod: input.shippingMethod,
  items: input.items.map((item) => ({
    variantId: item.variantId,
    quantity: item.quantity,
  })) as Placed['items'],
});

/**
 * Each cart line its variant's stock cannot fill, by the line's field, after the hold of line
 * `refused` was refused with `left` units: the lines before it were held (there were enough),
 * and only those after it, never tried, are read from their stock streams.
 */
async function shortLines(
  ctx: CommandContext,
  input: CheckoutInput,
  refused: number,
  left: number,
): Promise<Record<string, string>> {
  const problems: Record<string, string> = {
    [`items.${refused}.quantity`]: MESSAGES.notEnough(left),
  };
  for (const [index, item] of input.items.entries()) {
    if (index <= refused) continue;
    const { state } = await loadStock(ctx, item.variantId);
    const available = Math.max(0, state.onHand - state.reserved);
    if (available < item.quantity)
      problems[`items.${index}.quantity`] = MESSAGES.notEnough(available);
  }
  return problems;
}

// ── Paid, late, refunded ────────────────────────────────────────────────────

export const SHOP_REFERENCE_PREFIX = 'shop-order:';

/**
 * Refunds a whole order's payment through the port, records it on the order, and tells the
 * customer why (the mail's key: once per order and reason).
 */
async function refundWhole(
  ctx: MailingContext,
  provider: PaymentProvider,
  state: Exclude<Order, { status: 'none' }>,
  reason: string,
  metadata: EventMetadata,
): Promise<void> {
  const { placed } = state;
  const { state: payment } = await loadPayment(ctx.store, placed.paymentId);
  if (payment.status !== 'succeeded' && payment.status !== 'partially_refunded') return;
  const left = payment.request.amountCents - payment.refundedCents;
  if (left <= 0) return;
  const refund = await refundPayment(
    ctx,
    provider,
    placed.paymentId,
    { amountCents: left, idempotencyKey: `shop-refund-${placed.orderId}-whole` },
    metadata,
  );
  await handle(
    ctx,
    orderStream(placed.orderId),
    ORDER,
    (order) =>
      decideRecordRefund(
        {
          refundId: refund.refundId,
          amountCents: refund.amountCents,
          reason,
          by: null,
          now: now(metadata),
        },
        order,
      ),
    metadata,
    { commutes: true, attempts: ORDER_ATTEMPTS },
  );
  await ctx.mailer.send(refundedMail(placed, reason, orderUrl(ctx, placed.number)), {
    idempotencyKey: `shop-order-refunded:${placed.orderId}`,
  });
}

/**
 * The payment port's success webhook runs this on every delivery (PaymentReaction): the order's
 * holds are sold and the order paid, then the confirmation mailed once. A payment that came after
 * its hold expired sells from what is left; if any line is gone, what this delivery sold goes
 * back on the shelf and the money back to the customer, who is told. A payment for an order staff
 * cancelled is refunded too. Every step is idempotent, so a repeat (or a crash and redelivery)
 * finishes what an earlier delivery began.
 */
export const orderPaid: PaymentReaction = {
  referencePrefix: SHOP_REFERENCE_PREFIX,
  async paid(ctx, provider, payment, metadata) {
    if (payment.status !== 'succeeded') return;
    const orderId = payment.reference.slice(SHOP_REFERENCE_PREFIX.length);
    const { state } = await loadOrder(ctx, orderId);
    if (state.status === 'none') return;
    const outcome = paymentOutcome(state);
    if (outcome === 'nothing') return;
    if (outcome === 'refund') {
      await refundWhole(
        ctx,
        provider,
        state,
        'The order had been cancelled before the payment arrived',
        metadata,
      );
      return;
    }
    const sold: string[] = [];
    try {
      for (const line of state.placed.items) {
        await onStock(
          ctx,
          line.variantId,
          (stock) =>
            decideSell(
              { variantId: line.variantId, orderId, quantity: line.quantity, now: now(metadata) },
              stock,
            ),
          metadata,
        );
        sold.push(line.variantId);
      }
    } catch (error) {
      if (!(error instanceof NotEnoughStock)) throw error;
      for (const variantId of sold) {
        await onStock(
          ctx,
          variantId,
          (stock) => decideRestock({ variantId, orderId, now: now(metadata) }, stock),
          metadata,
        );
      }
      await refundWhole(ctx, provider, state, MESSAGES.soldOutAfterExpiry, metadata);
      return;
    }
    await handle(
      ctx,
      orderStream(orderId),
      ORDER,
      (order) => decideOrderPaid({ paymentId: payment.paymentId, now: now(metadata) }, order),
      metadata,
      { commutes: true, attempts: ORDER_ATTEMPTS },
    );
    await ctx.mailer.send(confirmationMail(state.placed, orderUrl(ctx, state.placed.number)), {
      idempotencyKey: `shop-order-paid:${orderId}`,
    });
  },
};

/**
 * An order not paid in time: each hold given back, then the order marked expired. Both are
 * decided again on their streams, so two sweeps at once, or a payment meanwhile, change nothing
 * twice; a payment that wins makes the release a no-op, one that loses comes late.
 */
export async function expireOrder(
  ctx: CommandContext,
  orderId: string,
  metadata: EventMetadata,
): Promise<void> {
  const { state } = await loadOrder(ctx, orderId);
  if (state.status !== 'pending') return;
  if (now(metadata).getTime() < Date.parse(state.placed.expiresAt)) return;
  await releaseLines(
    ctx,
    orderId,
    state.placed.items.map((line) => line.variantId),
    'expired',
    metadata,
  );
  await handle(
    ctx,
    orderStream(orderId),
    ORDER,
    (order) => decideExpire({ now: now(metadata) }, order),
    metadata,
    {
      commutes: true,
      attempts: ORDER_ATTEMPTS,
    },
  );
}

/** A hold past its time whose order never came to be (a crash mid-checkout), or was cancelled. */
export async function releaseOrphanHold(
  ctx: CommandContext,
  variantId: string,
  orderId: string,
  metadata: EventMetadata,
): Promise<void> {
  const { state } = await loadOrder(ctx, orderId);
  if (state.status === 'pending' || state.status === 'paid') return;
  await releaseLines(
    ctx,
    orderId,
    [variantId],
    state.status === 'none' ? 'expired' : 'cancelled',
    metadata,
  );
}

// ── Staff's moves ───────────────────────────────────────────────────────────

export type MoveInput =
  | StaffMove
  | { move: 'refund'; amountCents?: number | undefined; reason: string };

/**
 * Cancel (a pending order: its holds given back), ship (the shipping mail), deliver, or refund
 * through the port (a full refund before shipping puts the units back on the shelf).
 */
export async function moveOrder(
  ctx: MailingContext,
  provider: () => PaymentProvider,
  orderId: string,
  input: MoveInput,
  by: string | null,
  metadata: EventMetadata,
): Promise<Appended[]> {
  const appended: Appended[] = [];
  const at = now(metadata);
  if (input.move === 'refund') {
    const loaded = await loadOrder(ctx, orderId);
    const order = assertMove('refund', loaded.state);
    const amountCents = refundCentsOf(order, input.amountCents);
    const refund = await refundPayment(
      ctx,
      provider(),
      order.placed.paymentId,
      { amountCents, idempotencyKey: `shop-refund-${orderId}-${order.refunds.length}` },
      metadata,
    );
    const recorded = await handle(
      ctx,
      orderStream(orderId),
      ORDER,
      (state) =>
        decideRecordRefund(
          {
            refundId: refund.refundId,
            amountCents: refund.amountCents,
            reason: input.reason,
            by,
            now: at,
          },
          state,
        ),
      metadata,
      { commutes: true, attempts: ORDER_ATTEMPTS },
    );
    if (recorded.appended) appended.push(recorded.appended);
    const full = order.refundedCents + refund.amountCents >= order.placed.totalCents;
    if (full && order.status === 'paid') {
      for (const line of order.placed.items) {
        const restocked = await onStock(
          ctx,
          line.variantId,
          (stock) => decideRestock({ variantId: line.variantId, orderId, now: at }, stock),
          metadata,
        );
        if (restocked.appended) appended.push(restocked.appended);
      }
    }
    return appended;
  }
  const moved = await handle(
    ctx,
    orderStream(orderId),
    ORDER,
    (state) => decideStaffMove({ ...input, by, now: at }, state),
    metadata,
  );
  if (moved.appended) appended.push(moved.appended);
  if (moved.state.status === 'none') throw new OrderNotFound();
  const { placed } = moved.state;
  if (input.move === 'cancel') {
    appended.push(
      ...(await releaseLines(
        ctx,
        orderId,
        placed.items.map((l) => l.variantId),
        'cancelled',
        metadata,
      )),
    );
  }
  if (input.move === 'fulfil') {
    await ctx.mailer.send(
      shippingMail(
        placed,
        {
          orderId,
          carrier: input.carrier,
          trackingNumber: input.trackingNumber,
          by,
          at: at.toISOString(),
        },
        orderUrl(ctx, placed.number),
      ),
      { idempotencyKey: `shop-order-shipped:${orderId}` },
    );
  }
  return appended;
}

export function changeNotes(
  ctx: CommandContext,
  orderId: string,
  notes: string,
  by: string,
  metadata: EventMetadata,
): Promise<Handled<Order>> {
  return handle(
    ctx,
    orderStream(orderId),
    ORDER,
    (state) => decideNotes({ notes, by, now: now(metadata) }, state),
    metadata,
    { commutes: true, attempts: ORDER_ATTEMPTS },
  );
}

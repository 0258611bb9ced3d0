import { MAX_LINES, MAX_QUANTITY } from '@server/shop/constants';
import {
  type Cart,
  type CartLine,
  EMPTY_CART,
  getCart,
  type PlacedOrder,
  saveCart,
} from '@/components/cart/cart-store';

// The cart's changes, held to the shop's limits: MAX_QUANTITY of one variant, MAX_LINES
// different ones. Only the shop's pages load them; the header only reads (cart-store.ts).

const clamp = (quantity: number) => Math.min(Math.max(Math.trunc(quantity), 1), MAX_QUANTITY);

/** A line changed: the cart is no longer the one a checkout placed. */
const withLines = (lines: CartLine[]): Cart => ({ lines, placed: null });

export type AddOutcome = 'added' | 'capped' | 'full';

/**
 * Puts a variant in the cart, or more of it: at most MAX_QUANTITY of one ('capped' when that
 * cut the quantity) and MAX_LINES different ones ('full': nothing added).
 */
export function addToCart(line: CartLine): AddOutcome {
  const { lines } = getCart();
  const existing = lines.find((l) => l.variantId === line.variantId);
  if (!existing && lines.length >= MAX_LINES) return 'full';
  const wanted = (existing?.quantity ?? 0) + line.quantity;
  const quantity = Math.min(wanted, MAX_QUANTITY);
  const added = { ...line, quantity };
  saveCart(
    withLines(
      existing ? lines.map((l) => (l.variantId === line.variantId ? added : l)) : [...lines, added],
    ),
  );
  return quantity < wanted ? 'capped' : 'added';
}

export function setQuantity(variantId: string, quantity: number): void {
  const clamped = clamp(quantity);
  saveCart(
    withLines(
      getCart().lines.map((l) => (l.variantId === variantId ? { ...l, quantity: clamped } : l)),
    ),
  );
}

export function removeFromCart(variantId: string): void {
  saveCart(withLines(getCart().lines.filter((l) => l.variantId !== variantId)));
}

/** Remembers the order a checkout placed, so that its payment, once confirmed, empties the cart. */
export function markPlaced(placed: PlacedOrder): void {
  saveCart({ lines: [...getCart().lines], placed });
}

/**
 * Empties the cart if it is the one this order was placed with: a confirmation page opened again
 * later never takes a cart the visitor has filled since.
 */
export function clearPlacedCart(orderNumber: string): void {
  if (getCart().placed?.orderNumber === orderNumber) saveCart(EMPTY_CART);
}

/** A cart stored by an older site, or by hand, brought within the limits (checkout does it first). */
export function tidyCart(): void {
  const { lines, placed } = getCart();
  const tidy = lines.slice(0, MAX_LINES).map((l) => ({ ...l, quantity: clamp(l.quantity) }));
  if (
    tidy.length !== lines.length ||
    tidy.some((l, index) => l.quantity !== lines[index]?.quantity)
  )
    saveCart({ lines: tidy, placed });
}

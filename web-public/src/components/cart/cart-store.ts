import { useSyncExternalStore } from 'react';

/**
 * The shop's cart, kept in the browser (PLATFORM.md §3) across visits: what the visitor chose,
 * with what the pages show of it. Its prices are only a display; checkout asks the server for
 * the real ones (POST /api/shop/quote). Shared: the header counts it, the shop fills it through
 * cart-actions.ts. This file is in every page's first download, so it imports none of the
 * shop's rules: the actions hold the cart to them.
 */
export type CartLine = {
  variantId: string;
  quantity: number;
  productSlug: string;
  name: string;
  size: string;
  colour: string;
  unitCents: number;
  image: string | null;
};

/** The order a checkout placed for this cart, until the cart changes: paid, it empties the cart. */
export type PlacedOrder = { orderNumber: string; token: string };

export type Cart = { readonly lines: readonly CartLine[]; readonly placed: PlacedOrder | null };

export const CART_STORAGE_KEY = 'nola-shop-cart';
export const EMPTY_CART: Cart = { lines: [], placed: null };

const isText = (value: unknown): value is string => typeof value === 'string';

function lineOf(value: unknown): CartLine | null {
  if (!value || typeof value !== 'object') return null;
  const line = value as Record<string, unknown>;
  const { variantId, quantity, productSlug, name, size, colour, unitCents, image } = line;
  if (![variantId, productSlug, name, size, colour].every(isText)) return null;
  if (!Number.isInteger(quantity) || !Number.isInteger(unitCents)) return null;
  return {
    variantId: variantId as string,
    quantity: Math.max(quantity as number, 1),
    productSlug: productSlug as string,
    name: name as string,
    size: size as string,
    colour: colour as string,
    unitCents: unitCents as number,
    image: isText(image) ? image : null,
  };
}

/** What the storage holds, read leniently: bad JSON or a line of another shape is left out. */
export function parseCart(raw: string | null): Cart {
  if (!raw) return EMPTY_CART;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    // Written by hand, or by an older site: an empty cart rather than a broken page.
    return EMPTY_CART;
  }
  if (!data || typeof data !== 'object') return EMPTY_CART;
  const { lines, placed } = data as Record<string, unknown>;
  const kept = new Map<string, CartLine>();
  for (const value of Array.isArray(lines) ? lines : []) {
    const line = lineOf(value);
    if (line && !kept.has(line.variantId)) kept.set(line.variantId, line);
  }
  const order = (placed ?? {}) as Record<string, unknown>;
  const { orderNumber, token } = order;
  return {
    lines: [...kept.values()],
    placed: isText(orderNumber) && isText(token) ? { orderNumber, token } : null,
  };
}

// The browser's one copy, read again only when the stored text changes (useSyncExternalStore
// needs the same object for the same cart). Memory stands in where storage is refused.
let current: { raw: string | null; cart: Cart } = { raw: null, cart: EMPTY_CART };
let memoryOnly = false;
const listeners = new Set<() => void>();

function readRaw(): string | null {
  if (memoryOnly) return current.raw;
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    memoryOnly = true;
    return current.raw;
  }
}

export function getCart(): Cart {
  const raw = readRaw();
  if (raw !== current.raw) current = { raw, cart: parseCart(raw) };
  return current.cart;
}

/** Keeps the cart (cart-actions.ts's changes) and tells its readers. */
export function saveCart(cart: Cart): void {
  const raw = JSON.stringify(cart);
  current = { raw, cart };
  if (!memoryOnly) {
    try {
      window.localStorage.setItem(CART_STORAGE_KEY, raw);
    } catch {
      // Full or refused (a private window): this visit keeps the cart in memory.
      memoryOnly = true;
    }
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change: the storage event says so.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The cart, kept up to date; the server's render (and hydration) sees it empty. */
export const useCart = (): Cart => useSyncExternalStore(subscribe, getCart, () => EMPTY_CART);

/** How many units the cart holds (the header's badge). */
export const countOf = (cart: Cart): number =>
  cart.lines.reduce((total, line) => total + line.quantity, 0);

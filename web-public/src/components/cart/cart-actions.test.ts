import { MAX_LINES, MAX_QUANTITY } from '@server/shop/constants';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addToCart,
  clearPlacedCart,
  markPlaced,
  removeFromCart,
  setQuantity,
  tidyCart,
} from '@/components/cart/cart-actions';
import { CART_STORAGE_KEY, getCart } from '@/components/cart/cart-store';
import { line } from '@/components/cart/testing';

afterEach(() => localStorage.clear());

describe("the cart's changes", () => {
  it('adds to a line already there, up to MAX_QUANTITY, and refuses a line past MAX_LINES', () => {
    expect(addToCart(line(1, { quantity: 4 }))).toBe('added');
    expect(addToCart(line(1, { quantity: 4 }))).toBe('added');
    expect(getCart().lines[0]?.quantity).toBe(8);
    expect(addToCart(line(1, { quantity: 4 }))).toBe('capped');
    expect(getCart().lines[0]?.quantity).toBe(MAX_QUANTITY);

    for (let n = 2; n <= MAX_LINES; n++) addToCart(line(n));
    expect(addToCart(line(MAX_LINES + 1))).toBe('full');
    expect(getCart().lines).toHaveLength(MAX_LINES);
  });

  it('changes a quantity within 1..MAX_QUANTITY and removes a line', () => {
    addToCart(line(1));
    addToCart(line(2));
    setQuantity(line(1).variantId, 0);
    expect(getCart().lines[0]?.quantity).toBe(1);
    setQuantity(line(1).variantId, 50);
    expect(getCart().lines[0]?.quantity).toBe(MAX_QUANTITY);
    removeFromCart(line(1).variantId);
    expect(getCart().lines).toEqual([line(2)]);
  });

  it('empties the cart for the order it placed only, and not once it has changed since', () => {
    addToCart(line(1));
    markPlaced({ orderNumber: 'NS-AAAAAAAAAA', token: 't' });
    clearPlacedCart('NS-BBBBBBBBBB');
    expect(getCart().lines).toHaveLength(1);

    addToCart(line(2));
    clearPlacedCart('NS-AAAAAAAAAA');
    expect(getCart().lines).toHaveLength(2);

    markPlaced({ orderNumber: 'NS-CCCCCCCCCC', token: 't' });
    clearPlacedCart('NS-CCCCCCCCCC');
    expect(getCart()).toEqual({ lines: [], placed: null });
  });

  it('brings a stored cart past the limits within them', () => {
    const lines = Array.from({ length: MAX_LINES + 3 }, (_, n) => line(n + 1, { quantity: 99 }));
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ lines }));
    tidyCart();
    expect(getCart().lines).toHaveLength(MAX_LINES);
    expect(getCart().lines.every((l) => l.quantity === MAX_QUANTITY)).toBe(true);
  });
});

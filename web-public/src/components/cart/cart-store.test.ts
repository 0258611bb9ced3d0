import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToCart } from '@/components/cart/cart-actions';
import {
  CART_STORAGE_KEY,
  countOf,
  getCart,
  parseCart,
  useCart,
} from '@/components/cart/cart-store';
import { line } from '@/components/cart/testing';

afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

describe('the cart store', () => {
  it('keeps the cart in localStorage, so a later visit finds it as it was', async () => {
    addToCart(line(1, { quantity: 2 }));
    addToCart(line(2, { name: 'Hoodie', unitCents: 5500 }));
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}').lines).toHaveLength(2);

    // A new visit: the module loaded afresh, with nothing but the storage.
    vi.resetModules();
    const again = await import('@/components/cart/cart-store');
    expect(again.getCart().lines).toEqual([
      line(1, { quantity: 2 }),
      line(2, { name: 'Hoodie', unitCents: 5500 }),
    ]);
    expect(again.countOf(again.getCart())).toBe(3);
  });

  it('given bad JSON in the storage, then an empty cart, and the next add replaces it', () => {
    localStorage.setItem(CART_STORAGE_KEY, '{"lines": [oops');
    expect(getCart().lines).toEqual([]);
    addToCart(line(1));
    expect(parseCart(localStorage.getItem(CART_STORAGE_KEY)).lines).toEqual([line(1)]);
  });

  it('leaves out lines of another shape or repeated, and reads JSON that is not a cart as empty', () => {
    const raw = JSON.stringify({
      lines: [line(1), { variantId: 7 }, null, line(1, { quantity: 3 }), line(2, { quantity: 0 })],
      placed: { orderNumber: 12 },
    });
    expect(parseCart(raw)).toEqual({ lines: [line(1), line(2, { quantity: 1 })], placed: null });
    for (const other of ['null', '42', '"cart"', '[]']) expect(parseCart(other).lines).toEqual([]);
  });

  it("re-renders its readers on a change, this tab's or another's", () => {
    const { result } = renderHook(() => countOf(useCart()));
    expect(result.current).toBe(0);
    act(() => {
      addToCart(line(1, { quantity: 2 }));
    });
    expect(result.current).toBe(2);

    act(() => {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ lines: [line(1, { quantity: 5 })] }));
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    });
    expect(result.current).toBe(5);
  });
});

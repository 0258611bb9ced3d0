import { MAX_QUANTITY } from '@server/shop/constants';
import { describe, expect, it } from 'vitest';
import { product, variant } from '@/features/shop/testing';
import {
  firstChoice,
  priceLabel,
  quantityChoices,
  stockNotes,
  variantOf,
} from '@/features/shop/utils/catalogue';

describe('the catalogue rules', () => {
  it('says "from" only when the variants cost different amounts', () => {
    const same = product({ priceCents: 2500, variants: [variant(1), variant(2, { size: 'L' })] });
    expect(priceLabel(same)).toBe('$25.00');
    const dearer = product({
      priceCents: 2500,
      variants: [variant(1), variant(2, { size: 'XXL', priceCents: 2900 })],
    });
    expect(priceLabel(dearer)).toBe('from $25.00');
  });

  it('lists the variants running low or sold out, and "Sold out" alone for a product that is', () => {
    const shirt = product({
      variants: [
        variant(1, { size: 'M' }),
        variant(2, { size: 'L', stock: 'low', left: 2 }),
        variant(3, { size: 'XL', stock: 'sold-out', left: 0 }),
      ],
    });
    expect(stockNotes(shirt)).toEqual(['L, Navy: Only 2 left', 'XL, Navy: Sold out']);
    expect(stockNotes(product({ variants: [variant(1, { stock: 'low', left: 3 })] }))).toEqual([
      'Only 3 left',
    ]);
    expect(stockNotes(product({ soldOut: true }))).toEqual(['Sold out']);
  });

  it('finds a combination, starts on one still on sale, and offers no more than are left', () => {
    const shirt = product({
      variants: [
        variant(1, { stock: 'sold-out', left: 0 }),
        variant(2, { size: 'L', stock: 'low', left: 3 }),
      ],
    });
    expect(variantOf(shirt, 'L', 'Navy')?.id).toBe(variant(2).id);
    expect(variantOf(shirt, 'L', 'Red')).toBeUndefined();
    expect(firstChoice(shirt)?.size).toBe('L');
    expect(quantityChoices(shirt.variants[1])).toEqual([1, 2, 3]);
    expect(quantityChoices(variant(1))).toHaveLength(MAX_QUANTITY);
  });
});

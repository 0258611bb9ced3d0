import { describe, expect, it } from 'vitest';
import {
  checkoutFieldsSchema,
  EMPTY_CHECKOUT,
  lineProblem,
  splitErrors,
} from '@/features/shop/utils/checkout';

describe('the checkout rules', () => {
  it("checks the form with the server's messages, by field path", () => {
    const result = checkoutFieldsSchema.safeParse({
      ...EMPTY_CHECKOUT,
      customerName: 'Renee',
      customerEmail: 'renee@example',
      shippingAddress: {
        ...EMPTY_CHECKOUT.shippingAddress,
        line1: '1 Main',
        city: 'NOLA',
        state: 'LA',
        zip: '701',
      },
    });
    const paths = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(paths).toEqual([
      ['customerEmail', 'Enter a valid e-mail address'],
      ['shippingAddress.zip', 'Enter a 5-digit ZIP code (or ZIP+4, 12345-6789)'],
    ]);
  });

  it("parts a refusal's messages into the cart's and the fields'", () => {
    expect(
      splitErrors({
        'items.1.quantity': 'Only 2 left',
        items: 'The cart is empty',
        'shippingAddress.zip': 'Enter a ZIP code',
        customerEmail: 'Enter a valid e-mail address',
      }),
    ).toEqual({
      lines: { 'items.1.quantity': 'Only 2 left', items: 'The cart is empty' },
      fields: {
        'shippingAddress.zip': 'Enter a ZIP code',
        customerEmail: 'Enter a valid e-mail address',
      },
    });
  });

  it("finds a line's problem by its index, the variant's before the quantity's", () => {
    const problems = {
      'items.0.quantity': 'Only 2 left',
      'items.2.variantId': 'That size or colour is no longer sold',
      'items.2.quantity': 'Sold out',
    };
    expect(lineProblem(problems, 0)).toBe('Only 2 left');
    expect(lineProblem(problems, 1)).toBeUndefined();
    expect(lineProblem(problems, 2)).toBe('That size or colour is no longer sold');
  });
});

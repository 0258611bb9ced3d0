import { describe, expect, it } from 'vitest';
import {
  budgetText,
  emptyConnectForm,
  entriesOf,
  toConnectInput,
} from '@/features/profiles/utils/connect-form';

describe('the Connect form', () => {
  it('sends whole dollars as cents, blanks as null, lists split on commas', () => {
    expect(
      toConnectInput({
        ...emptyConnectForm,
        userType: 'organizer',
        companyName: '  Crescent City Classic ',
        preferredCategories: 'tournaments, , showcases',
        typicalBudgetMin: 0,
        typicalBudgetMax: 1250,
      }),
    ).toEqual({
      userType: 'organizer',
      companyName: 'Crescent City Classic',
      biography: null,
      website: null,
      targetAudience: null,
      preferredCategories: ['tournaments', 'showcases'],
      geographicFocus: [],
      typicalBudgetMin: 0,
      typicalBudgetMax: 125_000,
    });
  });

  it('reads a list as its entries', () => {
    expect(entriesOf(' a ,b,, c ')).toEqual(['a', 'b', 'c']);
    expect(entriesOf('')).toEqual([]);
  });

  it.each([
    [50_000, 250_000, '$500 – $2,500'],
    [50_000, null, 'from $500'],
    [null, 250_000, 'up to $2,500'],
    [null, null, null],
  ])('shows budgets %s and %s (cents) as %s', (min, max, text) => {
    expect(budgetText(min, max)).toBe(text);
  });
});

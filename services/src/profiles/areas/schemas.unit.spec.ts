import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../core/http/validate';
import {
  BUDGET_MESSAGE,
  BUDGET_ORDER_MESSAGE,
  CONNECT_USER_TYPE_MESSAGE,
  VERIFIED_BY_STAFF,
  WEBSITE_MESSAGE,
} from './constants';
import { connectProfileSchema, matchupProfileSchema } from './schemas';

const errorsOf = (
  schema: typeof connectProfileSchema | typeof matchupProfileSchema,
  input: unknown,
) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('the Connect profile form', () => {
  it('takes a sponsor with blanks as null, lists trimmed and without repeats, budgets in cents', () => {
    expect(
      connectProfileSchema.parse({
        userType: 'sponsor',
        companyName: '  Bayou Bats ',
        biography: '',
        website: 'https://bayoubats.example',
        preferredCategories: [' tournaments', 'tournaments', '', 'camps'],
        typicalBudgetMin: 50_000,
        typicalBudgetMax: 50_000,
      }),
    ).toEqual({
      userType: 'sponsor',
      companyName: 'Bayou Bats',
      biography: null,
      website: 'https://bayoubats.example',
      socialLinks: {
        twitter: null,
        instagram: null,
        facebook: null,
        linkedin: null,
        website: null,
      },
      preferredCategories: ['tournaments', 'camps'],
      targetAudience: null,
      geographicFocus: [],
      typicalBudgetMin: 50_000,
      typicalBudgetMax: 50_000,
    });
  });

  it.each([
    [{ userType: 'admin' }, 'userType', CONNECT_USER_TYPE_MESSAGE],
    [{ userType: 'sponsor', website: 'javascript:alert(1)' }, 'website', WEBSITE_MESSAGE],
    [{ userType: 'sponsor', website: 'ftp://files.example' }, 'website', WEBSITE_MESSAGE],
    [{ userType: 'sponsor', typicalBudgetMin: 12.5 }, 'typicalBudgetMin', BUDGET_MESSAGE],
    [{ userType: 'sponsor', typicalBudgetMin: -1 }, 'typicalBudgetMin', BUDGET_MESSAGE],
    [
      { userType: 'sponsor', typicalBudgetMin: 20_000, typicalBudgetMax: 10_000 },
      'typicalBudgetMax',
      BUDGET_ORDER_MESSAGE,
    ],
    [{ userType: 'sponsor', isVerified: true }, 'isVerified', VERIFIED_BY_STAFF],
    [
      { userType: 'sponsor', companyName: 'x'.repeat(101) },
      'companyName',
      'Company or organization name must be at most 100 characters',
    ],
    [
      { userType: 'sponsor', geographicFocus: Array.from({ length: 11 }, (_, i) => `p${i}`) },
      'geographicFocus',
      'Geographic focus may hold at most 10 entries',
    ],
  ])('refuses %j with a message beside %s', (input, field, message) => {
    expect(errorsOf(connectProfileSchema, input)[field]).toBe(message);
  });
});

describe('the Matchups profile form', () => {
  it('refuses verified (staff only), a role change and an unknown sport, each beside its field', () => {
    expect(
      errorsOf(matchupProfileSchema, { verified: true, role: 'admin', sport: 'cricket' }),
    ).toEqual({
      verified: VERIFIED_BY_STAFF,
      role: 'The Matchups role is the one you registered with',
      sport: 'Sport must be one of baseball, softball',
    });
  });
});

describe('a body that is not a form at all', () => {
  it.each([[undefined], [null], ['a string'], [42], [[1, 2]]])(
    '%j is refused, not thrown on',
    (body) => {
      expect(connectProfileSchema.safeParse(body).success).toBe(false);
    },
  );
});

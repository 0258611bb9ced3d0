import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../core/http/validate';
import { createProspectSchema, moveSchema, patchProspectSchema } from './schemas';

const valid = {
  firstName: 'Remy',
  lastName: 'Fontenot',
  positionPrimary: 'SS',
  school: 'Jesuit High School',
  gradYear: 2027,
  nolaRank: 12,
};

const errorsOf = (input: unknown) => {
  const result = createProspectSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('the prospect form (document 2 §5)', () => {
  it('accepts the required fields and defaults the rest', () => {
    expect(createProspectSchema.parse(valid)).toEqual({
      ...valid,
      positionSecondary: '',
      battingThrowingHand: '',
      teamName: '',
      nolaEvaluated: false,
    });
  });

  it('names every missing required field with its message', () => {
    expect(errorsOf({})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      positionPrimary: 'Primary position is required',
      school: 'School is required',
      gradYear: 'Graduation year is required',
      nolaRank: 'Rank is required',
    });
    expect(errorsOf({ ...valid, firstName: '   ' }).firstName).toBe('First name is required');
  });

  it.each([
    [{ gradYear: 'soon' }, 'gradYear', 'Graduation year must be a number'],
    [{ gradYear: 2022 }, 'gradYear', 'Graduation year must be 2023 or later'],
    [{ gradYear: 2031 }, 'gradYear', 'Graduation year must be 2030 or earlier'],
    [{ nolaRank: 'first' }, 'nolaRank', 'Rank must be a number'],
    [{ nolaRank: 0 }, 'nolaRank', 'Rank must be at least 1'],
    [{ nolaRank: 101 }, 'nolaRank', 'Rank must be 100 or less'],
    [{ nolaRank: 2.5 }, 'nolaRank', 'Rank must be a number'],
    [{ positionPrimary: 'QB' }, 'positionPrimary', expect.stringContaining('must be one of')],
    [{ positionSecondary: 'QB' }, 'positionSecondary', expect.stringContaining('must be one of')],
    [{ battingThrowingHand: 'R' }, 'battingThrowingHand', expect.stringContaining('R/R')],
    [{ nolaEvaluated: 'yes' }, 'nolaEvaluated', 'Evaluated must be true or false'],
    [{ favouriteColour: 'gold' }, 'favouriteColour', 'Unknown field'],
  ])('%j → %s: %s', (change, field, message) => {
    expect(errorsOf({ ...valid, ...change })[field]).toEqual(message);
  });

  it('turns "none" and "unknown" into empty strings and numeric strings into numbers', () => {
    expect(
      createProspectSchema.parse({
        ...valid,
        positionSecondary: 'none',
        battingThrowingHand: 'Unknown',
        gradYear: '2028',
        nolaRank: '7',
      }),
    ).toMatchObject({
      positionSecondary: '',
      battingThrowingHand: '',
      gradYear: 2028,
      nolaRank: 7,
    });
  });
});

describe('partial edits and moves', () => {
  it('PATCH takes any subset with the same rules, and refuses an empty change', () => {
    expect(patchProspectSchema.parse({ nolaRank: 3 })).toEqual({ nolaRank: 3 });
    expect(patchProspectSchema.safeParse({ nolaRank: 300 }).success).toBe(false);
    expect(patchProspectSchema.safeParse({}).success).toBe(false);
    expect(patchProspectSchema.safeParse({ version: 2 }).success).toBe(false);
  });

  it('a move is up or down, nothing else', () => {
    expect(moveSchema.parse({ direction: 'up' })).toEqual({ direction: 'up' });
    expect(moveSchema.safeParse({ direction: 'left' }).success).toBe(false);
    expect(moveSchema.safeParse({}).success).toBe(false);
  });
});

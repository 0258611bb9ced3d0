import { describe, expect, it } from 'vitest';
import { answerMismatch } from '../core/http/answers';
import { fieldErrors } from '../core/http/validate';
import { boardApi } from './openapi';
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

describe("the board's documented answers", () => {
  const operation = (key: string) =>
    boardApi.operations.find((op) => `${op.method} ${op.path}` === key);
  const shown = {
    id: '00000000-0000-4000-8000-000000000001',
    firstName: 'Remy',
    lastName: 'Fontenot',
    school: 'Jesuit High School',
    teamName: '',
    positionPrimary: 'SS',
    positionSecondary: '',
    battingThrowingHand: 'R/R',
    gradYear: 2027,
    nolaRank: 12,
    nolaEvaluated: false,
    communityVotes: 3,
  };
  const record = {
    ...shown,
    version: 2,
    rankVersion: 7,
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-02T12:00:00.000Z',
  };

  it('names a schema for every JSON answer, so clients and the tests know its shape', () => {
    const undocumented = boardApi.operations.flatMap((op) =>
      Object.entries(op.responses)
        .filter(([status, answer]) => Number(status) < 300 && typeof answer === 'string')
        .map(([status]) => `${op.method} ${op.path} ${status}`),
    );
    expect(undocumented).toEqual([]);
  });

  it('holds the board to the lists and the record to ISO times', () => {
    const board = operation('get /prospects');
    const entry = { ...shown, rankChange: -1, communityRank: 4 };
    expect(answerMismatch(board, 200, { data: [entry] })).toBeUndefined();
    expect(answerMismatch(board, 200, { data: [{ ...entry, positionPrimary: 'QB' }] })).toMatch(
      /positionPrimary/,
    );
    const get = operation('get /admin/prospects/:id');
    expect(answerMismatch(get, 200, record)).toBeUndefined();
    expect(answerMismatch(get, 200, { ...record, createdAt: 'yesterday' })).toMatch(/createdAt/);
    expect(answerMismatch(get, 200, { ...record, removedAt: null })).toMatch(/removedAt/);
  });
});

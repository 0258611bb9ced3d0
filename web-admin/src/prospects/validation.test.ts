import { describe, expect, it } from 'vitest';
import {
  cleanProspect,
  rankValidator,
  validateFirstName,
  validateGradYear,
  validateSchool,
} from './validation';

describe('the prospect form’s rules (document 2 §5)', () => {
  it('gives the specification’s messages', () => {
    expect(validateFirstName('  ')).toBe('First name is required');
    expect(validateSchool(undefined)).toBe('School is required');
    expect(validateGradYear('')).toBe('Graduation year is required');
    expect(validateGradYear('soon')).toBe('Graduation year must be a number');
    expect(validateGradYear(2022)).toBe('Graduation year must be 2023 or later');
    expect(validateGradYear(2031)).toBe('Graduation year must be 2030 or earlier');
    expect(validateGradYear(2023)).toBeUndefined();
    const rank = rankValidator({ allowUnranked: false });
    expect(rank(null)).toBe('Rank is required');
    expect(rank('1.5')).toBe('Rank must be a number');
    expect(rank(0)).toBe('Rank must be at least 1');
    expect(rank(101)).toBe('Rank must be 100 or less');
    expect(rank(100)).toBeUndefined();
  });

  it('lets an unranked prospect stay unranked when edited', () => {
    expect(rankValidator({ allowUnranked: true })(null)).toBeUndefined();
    expect(rankValidator({ allowUnranked: true })(101)).toBe('Rank must be 100 or less');
  });

  it('sends "none" and "unknown" as empty strings, and numbers as numbers', () => {
    expect(
      cleanProspect({
        positionSecondary: 'none',
        battingThrowingHand: 'Unknown',
        teamName: ' none ',
        gradYear: '2027',
        nolaRank: '12',
      }),
    ).toEqual({
      positionSecondary: '',
      battingThrowingHand: '',
      teamName: '',
      gradYear: 2027,
      nolaRank: 12,
    });
    expect(cleanProspect({ positionSecondary: '2B', nolaRank: null }).positionSecondary).toBe('2B');
  });
});

import { describe, expect, it } from 'vitest';
import type { Prospect } from '@/features/prospects/api/get-prospects';
import { votesText } from './prospect-display';

const prospect = (communityVotes: number): Prospect => ({
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Xavier',
  lastName: 'Broussard',
  school: 'Hahnville High School',
  teamName: '',
  positionPrimary: 'RHP',
  positionSecondary: '',
  battingThrowingHand: 'R/R',
  gradYear: 2030,
  nolaRank: null,
  nolaEvaluated: false,
  communityVotes,
  rankChange: null,
  communityRank: 1,
});

describe('votesText', () => {
  it('writes the count with thousands separators', () => {
    expect(votesText(prospect(1234567))).toBe('1,234,567');
    expect(votesText(prospect(104))).toBe('104');
    expect(votesText(prospect(0))).toBe('0');
  });
});

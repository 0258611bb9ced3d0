import { describe, expect, it } from 'vitest';
import type { Prospect } from '@/features/prospects/api/get-prospects';
import { votesText } from './prospect-display';

const prospect = (communityVotes: number | null | undefined): Prospect => ({
  id: 'p1',
  firstName: 'Xavier',
  lastName: 'Broussard',
  school: 'Hahnville High School',
  positionPrimary: 'RHP',
  gradYear: 2030,
  communityVotes,
});

describe('votesText', () => {
  it('writes the count with thousands separators, and none as 0', () => {
    expect(votesText(prospect(1234567))).toBe('1,234,567');
    expect(votesText(prospect(104))).toBe('104');
    expect(votesText(prospect(null))).toBe('0');
    expect(votesText(prospect(undefined))).toBe('0');
  });
});

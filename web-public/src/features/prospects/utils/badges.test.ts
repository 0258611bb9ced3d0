import { describe, expect, it } from 'vitest';
import { communityBadge, officialBadge } from '@/features/prospects/utils/badges';

describe('official badge (by rank)', () => {
  it.each([
    [1, 'Elite'],
    [10, 'Elite'],
    [11, 'Top 25'],
    [25, 'Top 25'],
    [26, 'Top 50'],
    [50, 'Top 50'],
    [51, 'Top 100'],
    [100, 'Top 100'],
  ])('rank %i is %s', (rank, label) => {
    expect(officialBadge(rank).label).toBe(label);
  });

  it('an unranked prospect is not called Top 100', () => {
    expect(officialBadge(null).label).toBe('Unranked');
    expect(officialBadge(undefined).label).toBe('Unranked');
  });
});

describe('community badge (by zero-based place)', () => {
  it.each([
    [0, 'Fan Favorite'],
    [9, 'Fan Favorite'],
    [10, 'Community Pick'],
    [24, 'Community Pick'],
    [25, 'Rising Star'],
    [99, 'Rising Star'],
  ])('place %i is %s', (place, label) => {
    expect(communityBadge(place).label).toBe(label);
  });
});

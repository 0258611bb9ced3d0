import { describe, expect, it } from 'vitest';
import { rankMovement } from '@/features/prospects/utils/rank-movement';

describe("a prospect's 7-day rank movement", () => {
  it('reads the change as climbed, fell or held', () => {
    expect(rankMovement({ nolaRank: 4, rankChange: 3 })).toEqual({ kind: 'up', places: 3 });
    expect(rankMovement({ nolaRank: 9, rankChange: -2 })).toEqual({ kind: 'down', places: 2 });
    expect(rankMovement({ nolaRank: 9, rankChange: 0 })).toEqual({ kind: 'same' });
  });

  it('a ranked prospect with no rank a week earlier is new; an unranked one is neither', () => {
    expect(rankMovement({ nolaRank: 12, rankChange: null })).toEqual({ kind: 'new' });
    expect(rankMovement({ nolaRank: null, rankChange: null })).toEqual({ kind: 'unranked' });
  });
});

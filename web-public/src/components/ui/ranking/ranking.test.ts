import { describe, expect, it } from 'vitest';
import { movementOf, rankMovementLabel } from '@/components/ui/ranking/ranking';

describe('7-day rank movement', () => {
  it('reads the change as climbed, fell or held; no place a week earlier is new', () => {
    expect(movementOf(3)).toEqual({ kind: 'up', places: 3 });
    expect(movementOf(-2)).toEqual({ kind: 'down', places: 2 });
    expect(movementOf(0)).toEqual({ kind: 'same' });
    expect(movementOf(null)).toEqual({ kind: 'new' });
    expect(movementOf(null, false)).toEqual({ kind: 'unranked' });
  });

  it('says it in words for screen readers', () => {
    expect(rankMovementLabel({ kind: 'up', places: 3 })).toBe('Up 3 places in the last 7 days');
    expect(rankMovementLabel({ kind: 'down', places: 1 })).toBe('Down 1 place in the last 7 days');
    expect(rankMovementLabel({ kind: 'new' })).toBe('New to the rankings in the last 7 days');
    expect(rankMovementLabel({ kind: 'same' })).toBe('No change in the last 7 days');
  });
});

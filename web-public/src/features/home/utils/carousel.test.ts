import { describe, expect, it } from 'vitest';
import { type CarouselState, moveCarousel } from './carousel';

const at = (index: number, direction: 1 | -1 = 1): CarouselState => ({ index, direction });

describe('moveCarousel', () => {
  it('moves forward with direction +1 on next', () => {
    expect(moveCarousel(at(0), { type: 'next' }, 3)).toEqual({ index: 1, direction: 1 });
  });

  it('wraps from the last entry to the first on next', () => {
    expect(moveCarousel(at(2), { type: 'next' }, 3)).toEqual({ index: 0, direction: 1 });
  });

  it('moves backward with direction -1 on previous', () => {
    expect(moveCarousel(at(2), { type: 'previous' }, 3)).toEqual({ index: 1, direction: -1 });
  });

  it('wraps from the first entry to the last on previous', () => {
    expect(moveCarousel(at(0), { type: 'previous' }, 3)).toEqual({ index: 2, direction: -1 });
  });

  it('goes forward to a dot ahead of the current entry', () => {
    expect(moveCarousel(at(0, -1), { type: 'goTo', index: 2 }, 3)).toEqual({
      index: 2,
      direction: 1,
    });
  });

  it('goes backward to a dot behind the current entry', () => {
    expect(moveCarousel(at(2), { type: 'goTo', index: 0 }, 3)).toEqual({
      index: 0,
      direction: -1,
    });
  });

  it('stays put when the current dot is clicked', () => {
    const state = at(1, -1);
    expect(moveCarousel(state, { type: 'goTo', index: 1 }, 3)).toBe(state);
  });

  it('ignores moves when there is nothing to show', () => {
    const state = at(0);
    expect(moveCarousel(state, { type: 'next' }, 0)).toBe(state);
  });
});

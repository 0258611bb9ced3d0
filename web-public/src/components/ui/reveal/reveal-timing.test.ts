import { describe, expect, it } from 'vitest';
import { STAGGER_LONG, STAGGER_SHORT, staggerDelay } from './reveal-timing';

describe('staggerDelay', () => {
  it('walks the long stagger 0/150/300/450/600/750 ms', () => {
    expect(STAGGER_LONG.map((_, i) => staggerDelay(i))).toEqual([0, 150, 300, 450, 600, 750]);
  });

  it('walks the short stagger 0/200/400 ms and holds the last step after it', () => {
    expect([0, 1, 2, 3].map((i) => staggerDelay(i, STAGGER_SHORT))).toEqual([0, 200, 400, 400]);
  });
});

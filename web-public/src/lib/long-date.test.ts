import { describe, expect, it } from 'vitest';
import { longDate } from './long-date';

describe('longDate', () => {
  it('names the day in words', () => {
    expect(longDate('2026-03-04')).toBe('March 4, 2026');
    expect(longDate('2025-12-31')).toBe('December 31, 2025');
  });
});

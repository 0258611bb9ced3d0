import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatCents } from './money';

describe('amounts typed by staff', () => {
  it('are read as whole cents, without float error', () => {
    expect(dollarsToCents('0.29')).toBe(29);
    expect(dollarsToCents('12.5')).toBe(1250);
    expect(dollarsToCents('$1,200.05')).toBe(120005);
    expect(dollarsToCents('40')).toBe(4000);
  });
  it('refuse what is not an amount', () => {
    for (const text of ['', '-5', '1.234', 'abc', '1,20', '1e3']) {
      expect(dollarsToCents(text)).toBeUndefined();
    }
  });
  it('are shown in dollars', () => {
    expect(formatCents(120005)).toBe('$1,200.05');
  });
});

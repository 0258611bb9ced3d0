import { describe, expect, it } from 'vitest';
import { money } from '@/lib/money';

describe('money', () => {
  it('shows cents as dollars with two decimals and thousands separated', () => {
    expect(money(1234)).toBe('$12.34');
    expect(money(795)).toBe('$7.95');
    expect(money(5)).toBe('$0.05');
    expect(money(0)).toBe('$0.00');
    expect(money(100_000)).toBe('$1,000.00');
    expect(money(123_456_789)).toBe('$1,234,567.89');
  });

  it('shows a refund as a negative amount', () => {
    expect(money(-2500)).toBe('−$25.00');
  });
});

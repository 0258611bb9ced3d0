import { describe, expect, it } from 'vitest';

// vitest.config.ts pins the tests' time zone (TZ=UTC), whatever the machine's is.
describe("the tests' time zone", () => {
  it('is UTC, for the tests and what they start', () => {
    expect(process.env.TZ).toBe('UTC');
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('UTC');
    // Midsummer in New Orleans is five hours behind UTC: here it is not.
    expect(new Date(2026, 6, 1).getTimezoneOffset()).toBe(0);
  });
});

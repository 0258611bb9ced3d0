import { formatCents } from '@server/payments/constants';
import { dollarsToCents } from '@/common/money';

// Amounts are integer cents, as the server keeps them; staff type and read dollars. One reading
// of a typed amount for the back office: the payments area's (never through a float).
export { dollarsToCents, formatCents };

/** "24.99" for 2499 cents: the text an amount input starts from. */
export const centsText = (cents: number): string => (cents / 100).toFixed(2);

/**
 * A typed amount as the form keeps it: cents when it reads as dollars, null when empty, and the
 * text itself when it does not read (so the rule can say so).
 */
export const typedCents = (text: string): number | string | null =>
  text.trim() === '' ? null : (dollarsToCents(text) ?? text);

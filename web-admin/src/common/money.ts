import { formatCents } from '@server/payments/constants';

export { formatCents };

/**
 * "12.50" or "$1,200" as integer cents, read digit by digit (never through a float, which
 * turns 0.29 into 28.999...); undefined for anything that is not an amount.
 */
export function dollarsToCents(text: string): number | undefined {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match?.[1]) return undefined;
  const dollars = Number(match[1].replaceAll(',', ''));
  const cents = Number((match[2] ?? '0').padEnd(2, '0'));
  return dollars * 100 + cents;
}

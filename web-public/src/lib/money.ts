/**
 * "$1,234.50" for 123450: an amount of integer cents in US dollars (PLATFORM.md §0: money is
 * cents, never a float). Not Intl: its first formatter costs a hydrating page a long task on a
 * slow phone, and the header's cart shows a price on every page.
 */
export function money(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = String(whole % 100).padStart(2, '0');
  return `${cents < 0 ? '−' : ''}$${dollars}.${rest}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * "March 4, 2026" for 2026-03-04: the calendar day as written, whatever the browser's time zone.
 * Not Intl: its first formatter costs a hydrating page a long task on a slow phone.
 */
export function longDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${date}, ${year}`;
}

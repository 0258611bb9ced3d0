/** A chosen day (YYYY-MM-DD) ends at the visitor's own midnight: the instant the board is replayed to. */
export function endOfDayIso(day: string): string {
  return new Date(`${day}T23:59:59.999`).toISOString();
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** "March 4, 2026" for 2026-03-04, read as a day of the visitor's own calendar. */
export function longDate(day: string): string {
  return LONG_DATE.format(new Date(`${day}T00:00:00`));
}

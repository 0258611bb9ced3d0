/** A chosen day (YYYY-MM-DD) ends at the visitor's own midnight: the instant the board is replayed to. */
export function endOfDayIso(day: string): string {
  return new Date(`${day}T23:59:59.999`).toISOString();
}

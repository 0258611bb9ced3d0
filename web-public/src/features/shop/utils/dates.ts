/** "May 1, 2026, 3:00 PM": when something happened to an order, in the visitor's time. */
export const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

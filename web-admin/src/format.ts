/** The company's day, for counting per day (votes); times are shown in the browser's zone. */
export const TIME_ZONE = 'America/Chicago';

const dateTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const parse = (value: string | Date | null | undefined) => {
  if (value === null || value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

export const formatDateTime = (value: string | Date | null | undefined): string => {
  const date = parse(value);
  return date ? dateTime.format(date) : '—';
};

export const formatDate = (value: string | Date | null | undefined): string => {
  const date = parse(value);
  return date ? dateOnly.format(date) : '—';
};

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function dayIn(value: string | Date, timeZone = TIME_ZONE): string {
  const date = value instanceof Date ? value : new Date(value);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/** A value for `<input type="datetime-local">` from an instant, in the browser's time. */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An ISO instant from a datetime-local value, or undefined when it does not parse. */
export function fromLocalInput(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

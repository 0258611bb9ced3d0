import { CONSENT_AGE, type NominationStatus } from '@server/youscout/constants';
import { longDate } from '@/lib/long-date';

/** "March 4, 2026": the UTC day of an instant (the server's times are UTC). */
export const dayOf = (iso: string): string => longDate(iso.slice(0, 10));

/** "Mar 4, 2026, 6:05 PM" in the reader's time zone: for history and notes, where the hour matters. */
export const timeOf = (iso: string): string =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Dark tones for light badges and text on them: Mantine's own light yellow, green, red and grape
 * read under 4.5:1 on their tinted ground (axe), these at 5:1 or better.
 */
export const TONES = {
  amber: '#8a5a00',
  green: '#1b6e34',
  grape: '#862e9c',
  red: '#a61e1e',
  orange: '#9a4a00',
  gray: '#495057',
  dark: '#2e2e2e',
} as const;

export const STATUS_COLORS: Record<NominationStatus, string> = {
  pending: TONES.amber,
  approved: TONES.green,
  featured: TONES.grape,
  rejected: TONES.red,
  archived: TONES.gray,
  withdrawn: TONES.gray,
  removed: TONES.dark,
};

export type Consent = { label: string; color: string };

/** Under 13 a nomination is public only with a guardian's consent on record (PLATFORM.md §0). */
export function consentOf(nomination: { age: number; consentOnRecord: boolean }): Consent {
  // The dark tones: Mantine's orange.8 as text on white is 3.58:1 (axe wants 4.5).
  if (nomination.age >= CONSENT_AGE)
    return { label: 'Consent not needed (13+)', color: TONES.gray };
  return nomination.consentOnRecord
    ? { label: 'Verified guardian consent on record', color: TONES.green }
    : { label: 'Awaiting guardian consent', color: TONES.orange };
}

export const positionsOf = (n: { position: string; secondaryPosition: string | null }) =>
  n.secondaryPosition ? `${n.position} / ${n.secondaryPosition}` : n.position;

export const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

import { CONSENT_AGE, type NominationStatus } from '@server/youscout/constants';
import { longDate } from '@/lib/long-date';

/** "March 4, 2026": the UTC day of an instant (the server's times are UTC). */
export const dayOf = (iso: string): string => longDate(iso.slice(0, 10));

/** "Mar 4, 2026, 6:05 PM" in the reader's time zone: for history and notes, where the hour matters. */
export const timeOf = (iso: string): string =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const STATUS_COLORS: Record<NominationStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  featured: 'grape',
  rejected: 'red',
  archived: 'gray',
  withdrawn: 'gray',
  removed: 'dark',
};

export type Consent = { label: string; color: string };

/** Under 13 a nomination is public only with a guardian's consent on record (PLATFORM.md §0). */
export function consentOf(nomination: { age: number; consentOnRecord: boolean }): Consent {
  if (nomination.age >= CONSENT_AGE) return { label: 'Consent not needed (13+)', color: 'gray' };
  return nomination.consentOnRecord
    ? { label: 'Guardian consent on record', color: 'green' }
    : { label: 'Awaiting guardian consent', color: 'orange' };
}

export const positionsOf = (n: { position: string; secondaryPosition: string | null }) =>
  n.secondaryPosition ? `${n.position} / ${n.secondaryPosition}` : n.position;

export const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

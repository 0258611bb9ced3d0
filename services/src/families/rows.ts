import type { AthleteKind, ConsentStatus, LinkStatus } from './constants';

/** The read tables this area's queries read, row by row (its projector writes them). */
export type FamilyAthleteRow = {
  athlete_id: string;
  kind: AthleteKind;
  /** Opened from the sealed event fields; "removed" once the key is gone; null for an account. */
  first_name: string | null;
  last_name: string | null;
  birth_date: string | null;
  consent_status: ConsentStatus;
  consent_given_by: string | null;
  consent_given_at: Date | null;
  /** How the consent was verified for public display, and when (null until it is). */
  consent_verified_by: 'card' | 'call' | 'document' | null;
  consent_verified_at: Date | null;
  erased_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

export type GuardianLinkRow = {
  athlete_id: string;
  guardian_id: string;
  status: LinkStatus;
  requested_at: Date;
  answered_at: Date | null;
};

import { CONSENT_AGE, type NominationStatus, PUBLIC_STATUSES } from '../constants';
import type { YouScoutEvent } from '../events';

// ── A nomination, folded from its `nomination-<id>` stream ──────────────────
// Only what decisions need: who nominated, whose data it is, the age (for consent), the status,
// and the votes voided already (a void names each vote once).

export type KnownNomination = {
  status: NominationStatus;
  id: string;
  athleteId: string;
  nominatorId: string;
  age: number;
  voidedVotes: ReadonlySet<string>;
};

export type Nomination = { status: 'unknown' } | KnownNomination;

export const initialNomination: Nomination = { status: 'unknown' };

const to = (state: Nomination, status: NominationStatus): Nomination =>
  state.status === 'unknown' ? state : { ...state, status };

export function evolveNomination(state: Nomination, event: YouScoutEvent): Nomination {
  switch (event.type) {
    case 'NominationSubmitted': {
      const { nominationId, athleteId, submittedByUserId, age } = event.data;
      return {
        status: 'pending',
        id: nominationId,
        athleteId,
        nominatorId: submittedByUserId,
        age,
        voidedVotes: new Set(),
      };
    }
    case 'NominationApproved':
      return to(state, 'approved');
    case 'NominationRejected':
      return to(state, 'rejected');
    case 'NominationFeatured':
      return to(state, 'featured');
    case 'NominationArchived':
      return to(state, 'archived');
    case 'NominationWithdrawn':
      return to(state, 'withdrawn');
    case 'NominationRemoved':
      return to(state, 'removed');
    case 'NominationVotesVoided':
      return state.status === 'unknown'
        ? state
        : { ...state, voidedVotes: new Set([...state.voidedVotes, ...event.data.voteIds]) };
    default:
      return state;
  }
}

/**
 * PLATFORM.md §1: only approved or featured nominations are public, and one of an athlete under
 * 13 only while a guardian's verified consent is on record (families'
 * `isVerifiedConsentOnRecord`: given by the mailed link and verified by a card check or staff;
 * the link alone is "email plus", for internal use only).
 */
export function isPublic(state: Nomination, consentOnRecord: boolean): boolean {
  if (state.status === 'unknown') return false;
  if (!(PUBLIC_STATUSES as readonly string[]).includes(state.status)) return false;
  return state.age >= CONSENT_AGE || consentOnRecord;
}

/** Whether a guardian's consent must be asked before the nomination can be public. */
export const needsConsent = (age: number): boolean => age < CONSENT_AGE;

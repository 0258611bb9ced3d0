import type { AthleteKind, ConsentStatus, LinkStatus } from './constants';
import type { FamilyEvent } from './events';

// ── An athlete's family, folded from its `family-<athleteId>` stream ───────

export type ConsentRequest = {
  expiresAt: string;
  guardianId: string | null;
  /** Sealed: the address the link went to, recorded again with the consent it gives. */
  email: string;
  /** The address is the nominator's own (a nominator who says they are the guardian). */
  addressBelongsToNominator: boolean;
  used: boolean;
};

/** How a given consent was verified for public display (GuardianConsentVerified). */
export type ConsentVerification = {
  method: 'card' | 'call' | 'document';
  guardianId: string | null;
  paymentId: string | null;
  staffId: string | null;
  /** Sealed: staff's words. */
  note: string | null;
  verifiedAt: string;
};

export type Consent = {
  status: ConsentStatus;
  /** Who gave it (a guardian's account, or null for an address without one in older events) and when. */
  guardianId: string | null;
  givenAt: string | null;
  /** The request whose link gave it: the address, and whether it is the nominator's. */
  requestId: string | null;
  /** 'email' ("email plus": internal use only) until verified. */
  method: 'email' | null;
  /** Null until a card check or staff verified it: only then may a child under 13 be public. */
  verification: ConsentVerification | null;
};

export type KnownFamily = {
  status: 'active' | 'erased';
  kind: AthleteKind;
  /** Each guardian's link: requested (waiting for the athlete), active or declined. */
  guardians: Record<string, LinkStatus>;
  consent: Consent;
  requests: Record<string, ConsentRequest>;
  /** Sealed (a child profile's); the handler opens it when a decision needs the age. */
  birthDate: string | null;
  /**
   * Sealed (a child profile's or a nominated athlete's; an account goes by its username): the
   * consent page names the athlete from here, so a link followed before the projector has run
   * still says whose profile it is.
   */
  name: { firstName: string; lastName: string } | null;
  /** A nominated athlete's: who nominated them (and may ask the guardian's consent), and where. */
  nominatedBy: {
    nominatorId: string;
    nominatorIsGuardian: boolean;
    guardianEmail: string | null;
    /** Sealed: the address the nominator typed as their own. */
    nominatorEmail: string | null;
  } | null;
};

export type Family = { status: 'none' } | KnownFamily;

export const initialFamily: Family = { status: 'none' };

const NO_CONSENT: Consent = {
  status: 'none',
  guardianId: null,
  givenAt: null,
  requestId: null,
  method: null,
  verification: null,
};

/** The family as it stands, or a new one of this kind when the stream has none yet. */
export const known = (state: Family, kind: AthleteKind): KnownFamily =>
  state.status === 'none'
    ? {
        status: 'active',
        kind,
        guardians: {},
        consent: NO_CONSENT,
        requests: {},
        birthDate: null,
        name: null,
        nominatedBy: null,
      }
    : state;

export function evolveFamily(state: Family, event: FamilyEvent): Family {
  switch (event.type) {
    case 'ChildProfileCreated': {
      const family = known(state, 'child');
      return {
        ...family,
        guardians: { ...family.guardians, [event.data.guardianId]: 'active' },
        birthDate: event.data.birthDate,
        name: { firstName: event.data.firstName, lastName: event.data.lastName },
      };
    }
    case 'NominatedAthleteRecorded': {
      const { nominatorId, nominatorIsGuardian, guardianEmail, nominatorEmail } = event.data;
      const { firstName, lastName } = event.data;
      return {
        ...known(state, 'nominated'),
        name: { firstName, lastName },
        nominatedBy: { nominatorId, nominatorIsGuardian, guardianEmail, nominatorEmail },
      };
    }
    case 'GuardianLinkRequested':
    case 'GuardianLinkAccepted':
    case 'GuardianLinkDeclined': {
      const family = known(state, 'account');
      const link: LinkStatus =
        event.type === 'GuardianLinkRequested'
          ? 'requested'
          : event.type === 'GuardianLinkAccepted'
            ? 'active'
            : 'declined';
      return { ...family, guardians: { ...family.guardians, [event.data.guardianId]: link } };
    }
    case 'GuardianConsentRequested': {
      if (state.status === 'none') return state;
      const { requestId, expiresAt, guardianId, email, addressBelongsToNominator } = event.data;
      const consent: Consent =
        state.consent.status === 'given'
          ? state.consent
          : { ...state.consent, status: 'requested' };
      const request = { expiresAt, guardianId, email, addressBelongsToNominator, used: false };
      return { ...state, consent, requests: { ...state.requests, [requestId]: request } };
    }
    case 'GuardianConsentGiven': {
      if (state.status === 'none') return state;
      const { requestId, guardianId, givenAt, method } = event.data;
      const request = state.requests[requestId];
      return {
        ...state,
        consent: { status: 'given', guardianId, givenAt, requestId, method, verification: null },
        // The guardian who gave it joins the athlete's family (a linked guardian already is).
        guardians:
          guardianId === null ? state.guardians : { ...state.guardians, [guardianId]: 'active' },
        requests: request
          ? { ...state.requests, [requestId]: { ...request, used: true } }
          : state.requests,
      };
    }
    case 'GuardianConsentVerified': {
      if (state.status === 'none' || state.consent.status !== 'given') return state;
      const { method, guardianId, paymentId, staffId, note, verifiedAt } = event.data;
      const verification = { method, guardianId, paymentId, staffId, note, verifiedAt };
      return { ...state, consent: { ...state.consent, verification } };
    }
    case 'GuardianConsentWithdrawn':
      return state.status === 'none'
        ? state
        : { ...state, consent: { ...NO_CONSENT, status: 'withdrawn' } };
    case 'PersonalDataErased':
      // An athlete's own account erased before any guardian asked to link: its first event.
      return {
        ...known(state, 'account'),
        status: 'erased',
        birthDate: null,
        name: null,
        nominatedBy: null,
      };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

/** The guardians whose link is active: with the athlete themselves, who may act for them. */
export const activeGuardians = (family: Family): string[] =>
  family.status === 'none'
    ? []
    : Object.entries(family.guardians)
        .filter(([, link]) => link === 'active')
        .map(([guardianId]) => guardianId);

/**
 * Who may act for this athlete: each guardian with an active link, and the athlete's own
 * account (a child profile has none). Staff act through their own rules, not through this.
 */
export function mayActFor(family: Family, athleteId: string, userId: string): boolean {
  // An erased athlete has nothing left to act on.
  if (family.status !== 'active') return false;
  if (family.kind === 'account' && userId === athleteId) return true;
  return activeGuardians(family).includes(userId);
}

/**
 * A guardian's consent is on record (given, not withdrawn, not erased): by the link alone this is
 * "email plus", enough for internal use, never for showing a child under 13 in public.
 */
export const consentOnRecord = (family: Family): boolean =>
  family.status === 'active' && family.consent.status === 'given';

/**
 * Consent fit for public display of a child under 13 (COPPA's disclosure methods): given, and
 * verified by a card check of the guardian or by staff who recorded how.
 */
export const verifiedConsentOnRecord = (family: Family): boolean =>
  consentOnRecord(family) && family.status === 'active' && family.consent.verification !== null;

/** A nominated athlete's nominator, who asks the guardian's consent through the site. */
export const isNominator = (family: Family, userId: string): boolean =>
  family.status === 'active' && family.nominatedBy?.nominatorId === userId;

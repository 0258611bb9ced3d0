import { ADULT_AGE, CHILD_MAX_AGE, CHILD_MIN_AGE } from './constants';
import {
  AlreadyErased,
  AlreadyLinked,
  AthleteNotFound,
  ChildTooYoungOrOld,
  ConsentLinkExpired,
  ConsentLinkInvalid,
  ConsentLinkUsed,
  ErasureNotAllowed,
  NoConsentToWithdraw,
  NoLinkRequest,
  NotYourAthlete,
  OnlyParents,
} from './errors';
import type { FamilyEventOf } from './events';
import { type Family, isNominator, type KnownFamily, mayActFor } from './family';

// Time, ids, roles and sealed fields come in as arguments: every decision is pure.

/** Whole years between a birth date (YYYY-MM-DD) and a time, as a birthday counts them. */
export function ageOn(birthDate: string, now: Date): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const age = now.getUTCFullYear() - year;
  const beforeBirthday =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  return beforeBirthday ? age - 1 : age;
}

export type Actor = { id: string; role: string };
const isStaff = (actor: Actor) => actor.role === 'admin';

const existing = (family: Family): KnownFamily => {
  if (family.status === 'none') throw new AthleteNotFound();
  if (family.status === 'erased') throw new AlreadyErased();
  return family;
};

export type CreateChild = {
  athleteId: string;
  guardian: Actor;
  /** The child's age today, from the birth date given (the event keeps it only sealed). */
  age: number;
  sealed: { firstName: string; lastName: string; birthDate: string };
  now: Date;
};

export function decideCreateChild(
  command: CreateChild,
  family: Family,
): [FamilyEventOf<'ChildProfileCreated'>] {
  if (command.guardian.role !== 'parent') throw new OnlyParents();
  if (command.age < CHILD_MIN_AGE || command.age >= CHILD_MAX_AGE) {
    throw new ChildTooYoungOrOld(
      `A child profile is for athletes aged ${CHILD_MIN_AGE} to ${CHILD_MAX_AGE - 1}`,
    );
  }
  if (family.status !== 'none') throw new AlreadyLinked('This child profile exists already');
  return [
    {
      type: 'ChildProfileCreated',
      data: {
        athleteId: command.athleteId,
        guardianId: command.guardian.id,
        ...command.sealed,
        createdAt: command.now.toISOString(),
      },
    },
  ];
}

export type RecordNominated = {
  athleteId: string;
  nominationId: string;
  nominatorId: string;
  nominatorIsGuardian: boolean;
  /** Sealed with the athlete's key; the guardian's address null when the nominator is the guardian. */
  sealed: { firstName: string; lastName: string; guardianEmail: string | null };
  now: Date;
};

/**
 * Records an athlete another area nominated, so consent and erasure serve them as a child
 * profile. Recording again (a retried nomination) records nothing new.
 */
export function decideRecordNominated(
  command: RecordNominated,
  family: Family,
): [FamilyEventOf<'NominatedAthleteRecorded'>] | [] {
  if (family.status !== 'none') return [];
  const { athleteId, nominationId, nominatorId, nominatorIsGuardian, sealed, now } = command;
  return [
    {
      type: 'NominatedAthleteRecorded',
      data: {
        athleteId,
        nominationId,
        nominatorId,
        nominatorIsGuardian,
        ...sealed,
        recordedAt: now.toISOString(),
      },
    },
  ];
}

export type RequestLink = { athleteId: string; guardian: Actor; now: Date };

export function decideRequestLink(
  command: RequestLink,
  family: Family,
): [FamilyEventOf<'GuardianLinkRequested'>] | [] {
  const { athleteId, guardian, now } = command;
  if (guardian.role !== 'parent') throw new OnlyParents();
  if (family.status === 'erased') throw new AlreadyErased();
  const link = family.status === 'none' ? undefined : family.guardians[guardian.id];
  if (link === 'active') throw new AlreadyLinked();
  // Asking again while the athlete has not answered records nothing new.
  if (link === 'requested') return [];
  return [
    {
      type: 'GuardianLinkRequested',
      data: { athleteId, guardianId: guardian.id, requestedAt: now.toISOString() },
    },
  ];
}

export type AnswerLink = { athleteId: string; guardianId: string; accept: boolean; now: Date };

export function decideAnswerLink(
  command: AnswerLink,
  family: Family,
): [FamilyEventOf<'GuardianLinkAccepted'> | FamilyEventOf<'GuardianLinkDeclined'>] {
  const { athleteId, guardianId, accept, now } = command;
  if (family.status === 'none' || family.guardians[guardianId] !== 'requested') {
    throw new NoLinkRequest();
  }
  return accept
    ? [
        {
          type: 'GuardianLinkAccepted',
          data: { athleteId, guardianId, acceptedAt: now.toISOString() },
        },
      ]
    : [
        {
          type: 'GuardianLinkDeclined',
          data: { athleteId, guardianId, declinedAt: now.toISOString() },
        },
      ];
}

export type RequestConsent = {
  athleteId: string;
  actor: Actor;
  requestId: string;
  /** The sealed address the link goes to. */
  email: string;
  now: Date;
  expiresAt: Date;
};

export function decideRequestConsent(
  command: RequestConsent,
  family: Family,
): [FamilyEventOf<'GuardianConsentRequested'>] {
  const { athleteId, actor, requestId, email, now, expiresAt } = command;
  const known = existing(family);
  const guardian = mayActFor(known, athleteId, actor.id);
  // A nominated athlete's nominator asks the guardian's consent (to the address they gave).
  if (!isStaff(actor) && !guardian && !isNominator(known, actor.id)) throw new NotYourAthlete();
  // The link goes to a guardian: the athlete's own account asks on a guardian's behalf only as staff.
  if (!isStaff(actor) && actor.id === athleteId) throw new NotYourAthlete();
  return [
    {
      type: 'GuardianConsentRequested',
      data: {
        athleteId,
        requestId,
        // The guardian's account when a linked guardian asks; a nominator is not one.
        guardianId: isStaff(actor) || !guardian ? null : actor.id,
        email,
        expiresAt: expiresAt.toISOString(),
        requestedAt: now.toISOString(),
      },
    },
  ];
}

export type GiveConsent = { athleteId: string; requestId: string; now: Date };

export function decideGiveConsent(
  command: GiveConsent,
  family: Family,
): [FamilyEventOf<'GuardianConsentGiven'>] {
  const { athleteId, requestId, now } = command;
  if (family.status === 'none') throw new ConsentLinkInvalid();
  if (family.status === 'erased') throw new AlreadyErased();
  const request = family.requests[requestId];
  if (!request) throw new ConsentLinkInvalid();
  if (request.used) throw new ConsentLinkUsed();
  if (new Date(request.expiresAt) <= now) throw new ConsentLinkExpired();
  return [
    {
      type: 'GuardianConsentGiven',
      data: {
        athleteId,
        requestId,
        guardianId: request.guardianId,
        email: request.email,
        givenAt: now.toISOString(),
      },
    },
  ];
}

export type WithdrawConsent = { athleteId: string; actor: Actor; now: Date };

export function decideWithdrawConsent(
  command: WithdrawConsent,
  family: Family,
): [FamilyEventOf<'GuardianConsentWithdrawn'>] {
  const { athleteId, actor, now } = command;
  const known = existing(family);
  if (!isStaff(actor) && !mayActFor(known, athleteId, actor.id)) throw new NotYourAthlete();
  if (known.consent.status !== 'given') throw new NoConsentToWithdraw();
  return [
    {
      type: 'GuardianConsentWithdrawn',
      data: { athleteId, withdrawnBy: actor.id, withdrawnAt: now.toISOString() },
    },
  ];
}

export type EraseAthlete = {
  athleteId: string;
  actor: Actor;
  /** The athlete's age when known (a child profile's birth date), else null. */
  age: number | null;
  now: Date;
};

/**
 * Erasure is asked by a linked guardian, by staff, or by the athlete themselves as an adult:
 * an athlete's own account counts as adult when no guardian is linked to it (a minor with an
 * account has a guardian ask), and a child profile has no login of its own.
 */
export function decideErase(
  command: EraseAthlete,
  family: Family,
): [FamilyEventOf<'PersonalDataErased'>] {
  const { athleteId, actor, age, now } = command;
  const known = existing(family);
  // A nominated athlete's nominator who said they are the athlete's guardian counts as one here:
  // erasing takes the data away, which is all such a claim can do.
  const guardian =
    known.guardians[actor.id] === 'active' ||
    (known.nominatedBy?.nominatorIsGuardian === true && known.nominatedBy.nominatorId === actor.id);
  const selfAdult =
    known.kind === 'account' &&
    actor.id === athleteId &&
    (age === null ? !Object.values(known.guardians).includes('active') : age >= ADULT_AGE);
  const requestedAs = isStaff(actor)
    ? 'staff'
    : guardian
      ? 'guardian'
      : selfAdult
        ? 'athlete'
        : undefined;
  if (!requestedAs) throw new ErasureNotAllowed();
  return [
    {
      type: 'PersonalDataErased',
      data: { athleteId, requestedBy: actor.id, requestedAs, erasedAt: now.toISOString() },
    },
  ];
}

export type EraseByMailedLink = {
  athleteId: string;
  /** Who the area found the link's address to be: a nominated athlete's guardian or nominator. */
  requestedAs: 'guardian' | 'nominator';
  now: Date;
};

/**
 * A nominated athlete's data erased at the request of whoever opened a removal link mailed to an
 * address recorded with the nomination (YouScout checked it; no account asked): only a nominated
 * athlete, whose data someone else gave, is erased this way.
 */
export function decideEraseByMailedLink(
  command: EraseByMailedLink,
  family: Family,
): [FamilyEventOf<'PersonalDataErased'>] {
  const known = existing(family);
  if (known.kind !== 'nominated') throw new ErasureNotAllowed();
  return [
    {
      type: 'PersonalDataErased',
      data: {
        athleteId: command.athleteId,
        requestedBy: null,
        requestedAs: command.requestedAs,
        erasedAt: command.now.toISOString(),
      },
    },
  ];
}

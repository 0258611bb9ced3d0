import { ADULT_AGE, CHILD_MAX_AGE, CHILD_MIN_AGE } from './constants';
import {
  AlreadyErased,
  AlreadyLinked,
  AthleteNotFound,
  CardCheckNotPaid,
  ChildTooYoungOrOld,
  ConsentAlreadyVerified,
  ConsentLinkExpired,
  ConsentLinkInvalid,
  ConsentLinkUsed,
  ConsentNotForThisAccount,
  ErasureNotAllowed,
  NoConsentToVerify,
  NoConsentToWithdraw,
  NoEmailOnRecord,
  NoLinkRequest,
  NotYourAthlete,
  OnlyParents,
} from './errors';
import type { FamilyEventOf } from './events';
import {
  type Family,
  isNominator,
  type KnownFamily,
  known as knownFamily,
  mayActFor,
} from './family';

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
  sealed: {
    firstName: string;
    lastName: string;
    guardianEmail: string | null;
    nominatorEmail: string | null;
  };
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
  /** The sealed address the link goes to (chosen by `consentRecipient`). */
  email: string;
  /** The address is one of the nominator's own (a nominator who is the guardian). */
  addressBelongsToNominator: boolean;
  now: Date;
  expiresAt: Date;
};

export function decideRequestConsent(
  command: RequestConsent,
  family: Family,
): [FamilyEventOf<'GuardianConsentRequested'>] {
  const { athleteId, actor, requestId, email, addressBelongsToNominator, now, expiresAt } = command;
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
        addressBelongsToNominator,
        expiresAt: expiresAt.toISOString(),
        requestedAt: now.toISOString(),
      },
    },
  ];
}

// ── Where a consent link may go ─────────────────────────────────────────────

/**
 * An address as a mailbox: case and spaces ignored, a `+tag` dropped, and Gmail's dots (which
 * Gmail ignores), so `J.Doe+kid@Gmail.com` is the mailbox `jdoe@gmail.com`.
 */
export function mailboxOf(address: string): string {
  const [local = '', domain = ''] = address
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  const untagged = local.split('+')[0] ?? '';
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return `${gmail ? untagged.replaceAll('.', '') : untagged}@${gmail ? 'gmail.com' : domain}`;
}

export const sameMailbox = (a: string | null, b: string | null): boolean =>
  a !== null && b !== null && mailboxOf(a) === mailboxOf(b);

/** What `consentRecipient` weighs, every address opened (in clear). */
export type ConsentAddressFacts = {
  /** Who asks: a guardian linked to the athlete (their own account's address), staff, or the nominator. */
  asker: 'guardian' | 'staff' | 'nominator';
  /** The asking linked guardian's account address. */
  askerAddress: string | null;
  /** The active guardians' account addresses, oldest link first. */
  guardianAddresses: string[];
  /** A nominated athlete's: the guardian's address typed on the form (null when none). */
  nominatedGuardianAddress: string | null;
  nominatorIsGuardian: boolean;
  /** The nominator's own addresses: their account's now, and the one typed as theirs on the form. */
  nominatorAccountAddress: string | null;
  nominatorTypedAddress: string | null;
};

/**
 * The one address a consent link may go to: the guardian's on record, never an address of the
 * nominator's (their account's, or the one they typed as theirs), except the account's own when
 * the nominator says they are the guardian. A linked guardian asking gets it at their own
 * account's address; anyone else (staff, the nominator) at a linked guardian's, then the
 * guardian's address the nomination gave, then (a nominator who is the guardian) the
 * nominator's account. Nothing left: NoEmailOnRecord.
 */
export function consentRecipient(facts: ConsentAddressFacts): {
  to: string;
  addressBelongsToNominator: boolean;
} {
  const nominators = (address: string) =>
    sameMailbox(address, facts.nominatorAccountAddress) ||
    sameMailbox(address, facts.nominatorTypedAddress);
  const usable = (address: string | null, nominatorMay: boolean) =>
    address !== null && address.trim() !== '' && (nominatorMay || !nominators(address));
  const candidates: [string | null, boolean][] =
    facts.asker === 'guardian'
      ? [[facts.askerAddress, facts.nominatorIsGuardian]]
      : [
          ...facts.guardianAddresses.map((a): [string, boolean] => [a, false]),
          [facts.nominatedGuardianAddress, false],
          [facts.nominatorIsGuardian ? facts.nominatorAccountAddress : null, true],
        ];
  for (const [address, nominatorMay] of candidates) {
    if (address !== null && usable(address, nominatorMay)) {
      return { to: address, addressBelongsToNominator: nominators(address) };
    }
  }
  throw new NoEmailOnRecord();
}

export type GiveConsent = {
  athleteId: string;
  requestId: string;
  /** The signed-in account following the link: it must be a parent's, at the link's address. */
  account: { id: string; role: string; email: string | null };
  /** The request's address, opened. */
  address: string;
  now: Date;
};

/**
 * The link's click, by a signed-in parent account whose address is the one the link was mailed
 * to: consent by e-mail ("email plus"), and the guardian joins the athlete's family. Enough for
 * internal use; a child under 13 is shown in public only once it is verified.
 */
export function decideGiveConsent(
  command: GiveConsent,
  family: Family,
): [FamilyEventOf<'GuardianConsentGiven'>] {
  const { athleteId, requestId, account, address, now } = command;
  if (family.status === 'none') throw new ConsentLinkInvalid();
  if (family.status === 'erased') throw new AlreadyErased();
  const request = family.requests[requestId];
  if (!request) throw new ConsentLinkInvalid();
  if (request.used) throw new ConsentLinkUsed();
  if (new Date(request.expiresAt) <= now) throw new ConsentLinkExpired();
  if (!sameMailbox(account.email, address)) {
    throw new ConsentNotForThisAccount(
      'This link was mailed to another address: sign in with the parent account of that address, or create one for it',
    );
  }
  if (account.role !== 'parent') {
    throw new ConsentNotForThisAccount(
      'Consent is given from a parent or guardian account: sign in with one, or create one, for the address the link was mailed to',
    );
  }
  // The athlete's own account never consents for itself.
  if (account.id === athleteId) throw new NotYourAthlete();
  return [
    {
      type: 'GuardianConsentGiven',
      data: {
        athleteId,
        requestId,
        guardianId: account.id,
        email: request.email,
        method: 'email',
        addressBelongsToNominator: request.addressBelongsToNominator,
        givenAt: now.toISOString(),
      },
    },
  ];
}

/** How a card check's payment reference begins (the payments area's reactions claim by it). */
export const CARD_CHECK_REFERENCE_PREFIX = 'consent-card-check:';

/** The payment reference of a consent's card check: ids only, nothing about the child. */
export const cardCheckReference = (athleteId: string, requestId: string) =>
  `${CARD_CHECK_REFERENCE_PREFIX}${athleteId}:${requestId}`;

export type StartCardCheck = { athleteId: string; guardian: Actor };

/**
 * Whether the guardian may check their card for the consent they gave: answers the consent's
 * request id, the payment reference's other half. Only the guardian who gave it, once.
 */
export function decideStartCardCheck(command: StartCardCheck, family: Family): string {
  const known = existing(family);
  if (known.consent.status !== 'given' || known.consent.requestId === null) {
    throw new NoConsentToVerify();
  }
  if (known.consent.guardianId !== command.guardian.id) {
    throw new NotYourAthlete('Only the parent or guardian who gave this consent can verify it');
  }
  if (known.consent.verification) throw new ConsentAlreadyVerified();
  return known.consent.requestId;
}

export type VerifyConsent = {
  athleteId: string;
  now: Date;
} & (
  | {
      method: 'card';
      guardian: Actor;
      /** The card check's payment as the payments area has it. */
      payment: { paymentId: string; reference: string; status: string };
    }
  | { method: 'call' | 'document'; staff: Actor /** Sealed. */; note: string }
);

/** Payment statuses that mean the card was charged (a refund afterwards is the point). */
const CHARGED = ['succeeded', 'partially_refunded', 'refunded'];

/**
 * Consent verified for public display: by the guardian's card check (the charge the payments
 * area recorded for this consent, refunded at once) or by staff who say how they checked. The
 * same card check recorded again records nothing.
 */
export function decideVerifyConsent(
  command: VerifyConsent,
  family: Family,
): [FamilyEventOf<'GuardianConsentVerified'>] | [] {
  const known = existing(family);
  const { consent } = known;
  if (consent.status !== 'given' || consent.requestId === null) throw new NoConsentToVerify();
  const base = { athleteId: command.athleteId, requestId: consent.requestId };
  if (command.method === 'card') {
    const { guardian, payment } = command;
    if (consent.guardianId !== guardian.id) {
      throw new NotYourAthlete('Only the parent or guardian who gave this consent can verify it');
    }
    if (payment.reference !== cardCheckReference(command.athleteId, consent.requestId)) {
      throw new CardCheckNotPaid('This payment is not the card check of this consent');
    }
    if (consent.verification?.paymentId === payment.paymentId) return [];
    if (consent.verification) throw new ConsentAlreadyVerified();
    if (!CHARGED.includes(payment.status)) throw new CardCheckNotPaid();
    return [
      {
        type: 'GuardianConsentVerified',
        data: {
          ...base,
          method: 'card',
          guardianId: guardian.id,
          paymentId: payment.paymentId,
          staffId: null,
          note: null,
          verifiedAt: command.now.toISOString(),
        },
      },
    ];
  }
  if (!isStaff(command.staff)) throw new NotYourAthlete('Only staff can record how they verified');
  if (consent.verification) throw new ConsentAlreadyVerified();
  return [
    {
      type: 'GuardianConsentVerified',
      data: {
        ...base,
        method: command.method,
        guardianId: consent.guardianId,
        paymentId: null,
        staffId: command.staff.id,
        note: command.note,
        verifiedAt: command.now.toISOString(),
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
  /**
   * Whether the id is an athlete's own account: one no guardian has asked to link to has no
   * family stream yet, and is erased as an account with no guardian (by the athlete or staff).
   */
  account?: boolean;
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
  const known =
    family.status === 'none' && command.account ? knownFamily(family, 'account') : existing(family);
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

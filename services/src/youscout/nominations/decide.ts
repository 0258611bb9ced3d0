import { ValidationFailed } from '../../core/errors';
import { sealedPersonId } from '../../families';
import {
  MAX_AGE,
  MESSAGES,
  MIN_AGE,
  NEXT_MOVES,
  type NominationMove,
  type NominationStatus,
  type RemovalRequester,
} from '../constants';
import {
  CannotChangeStatus,
  NominationExists,
  NominationNotFound,
  NominationRemoved,
  NotYourNomination,
} from '../errors';
import type { PersonalFields, YouScoutEventOf } from '../events';
import { type KnownNomination, type Nomination, needsConsent } from './nomination';

// Time, ids, sealed fields and facts read elsewhere (consent, votes) come in as arguments: every
// decision is pure. Each refused transition says why in its own words.

/** The latest calendar day anywhere on Earth (UTC+14): a game played "today" somewhere counts. */
export const latestToday = (now: Date): string =>
  new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);

/** A guard against a handler's slip: every sealed field must be sealed with this athlete's key. */
export function assertSealedFor(athleteId: string, values: readonly (string | null)[]): void {
  for (const value of values) {
    if (value !== null && sealedPersonId(value) !== athleteId)
      throw new Error(`a sealed field of ${athleteId} was sealed with another key`);
  }
}

export const known = (state: Nomination): KnownNomination => {
  if (state.status === 'unknown') throw new NominationNotFound();
  if (state.status === 'removed') throw new NominationRemoved();
  return state;
};

export const requireReason = (reason: string): string => {
  const trimmed = reason.trim();
  if (!trimmed) throw new ValidationFailed({ reason: MESSAGES.reasonRequired });
  return trimmed;
};

// ── Submitting ──────────────────────────────────────────────────────────────

export type SubmitNomination = {
  type: 'SubmitNomination';
  nominationId: string;
  athleteId: string;
  nominatorId: string;
  nominatorIsGuardian: boolean;
  facts: Omit<
    YouScoutEventOf<'NominationSubmitted'>['data'],
    | 'nominationId'
    | 'athleteId'
    | 'submittedByUserId'
    | 'nominatorIsGuardian'
    | 'personal'
    | 'submittedAt'
  >;
  /** Sealed with the athlete's key by the handler. */
  personal: PersonalFields;
  now: Date;
};

export function decideSubmit(
  command: SubmitNomination,
  state: Nomination,
): [YouScoutEventOf<'NominationSubmitted'>] {
  const { nominationId, athleteId, facts, personal, now } = command;
  if (state.status !== 'unknown') throw new NominationExists();
  assertSealedFor(athleteId, Object.values(personal));
  if (!Number.isInteger(facts.age) || facts.age < MIN_AGE || facts.age > MAX_AGE)
    throw new ValidationFailed({ age: `Age must be from ${MIN_AGE} to ${MAX_AGE}` });
  if (facts.gameDate !== null && facts.gameDate > latestToday(now))
    throw new ValidationFailed({ gameDate: MESSAGES.gameDateFuture });
  if (needsConsent(facts.age) && !command.nominatorIsGuardian && personal.guardianEmail === null)
    throw new ValidationFailed({ guardianEmail: MESSAGES.guardianEmailRequired });
  return [
    {
      type: 'NominationSubmitted',
      data: {
        nominationId,
        athleteId,
        submittedByUserId: command.nominatorId,
        nominatorIsGuardian: command.nominatorIsGuardian,
        ...facts,
        personal,
        submittedAt: now.toISOString(),
      },
    },
  ];
}

// ── Staff review: pending → approved | rejected; approved → featured | archived ──

type Review = NominationMove;
/** The statuses NEXT_MOVES allows no `review` from (removed is refused before: 410). */
type RefusedFrom<R extends Review> = Exclude<
  {
    [S in NominationStatus]: R extends (typeof NEXT_MOVES)[S][number] ? never : S;
  }[NominationStatus],
  'removed'
>;

/**
 * Why each review is refused from each status NEXT_MOVES does not allow it from: the type holds
 * the two together, a message for every refused status and none for an allowed one.
 */
export const STATUS_REFUSALS: { [R in Review]: Record<RefusedFrom<R>, string> } = {
  approve: {
    approved: 'This nomination is approved already',
    rejected: 'A rejected nomination cannot be approved; the nominator can submit it again',
    featured: 'This nomination is approved and featured already',
    archived: 'An archived nomination cannot be approved again',
    withdrawn: 'This nomination was withdrawn by its nominator and cannot be approved',
  },
  reject: {
    approved: 'An approved nomination cannot be rejected; archive it instead',
    rejected: 'This nomination is rejected already',
    featured: 'A featured nomination cannot be rejected; archive it instead',
    archived: 'An archived nomination cannot be rejected',
    withdrawn: 'This nomination was withdrawn by its nominator and cannot be rejected',
  },
  feature: {
    pending: 'Approve this nomination before featuring it',
    rejected: 'A rejected nomination cannot be featured',
    featured: 'This nomination is featured already',
    archived: 'An archived nomination cannot be featured',
    withdrawn: 'A withdrawn nomination cannot be featured',
  },
  archive: {
    pending: 'Only an approved or featured nomination can be archived; review this one first',
    rejected: 'A rejected nomination is not shown, so there is nothing to archive',
    archived: 'This nomination is archived already',
    withdrawn: 'A withdrawn nomination cannot be archived',
  },
  withdraw: {
    approved: 'Only a pending nomination can be withdrawn; this one was approved already',
    rejected: 'This nomination was rejected, so there is nothing to withdraw',
    featured: 'Only a pending nomination can be withdrawn; this one is approved and featured',
    archived: 'Only a pending nomination can be withdrawn; this one is archived',
    withdrawn: 'You have withdrawn this nomination already',
  },
};

/**
 * The moves allowed from a status: staff's reviews the back office offers, and the nominator's
 * withdrawal "My nominations" offers.
 */
export const allowedTransitions = (status: NominationStatus): Review[] => [...NEXT_MOVES[status]];

const allowed = (review: Review, state: Nomination): KnownNomination => {
  const nomination = known(state);
  const moves: readonly Review[] = NEXT_MOVES[nomination.status];
  if (!moves.includes(review)) {
    const refusals: Partial<Record<NominationStatus, string>> = STATUS_REFUSALS[review];
    // STATUS_REFUSALS's type has a message for every refused status but removed, refused above.
    const message = refusals[nomination.status];
    if (message === undefined) throw new Error(`no refusal of ${review} from ${nomination.status}`);
    throw new CannotChangeStatus(message);
  }
  return nomination;
};

export type ReviewNomination = {
  type: 'ReviewNomination';
  nominationId: string;
  /** The staff member. */
  by: string;
  now: Date;
} & (
  | { review: 'approve' | 'feature' | 'archive' }
  | { review: 'reject' /** Shown to the nominator. */; reason: string }
);

export function decideReview(
  command: ReviewNomination,
  state: Nomination,
): [
  YouScoutEventOf<
    'NominationApproved' | 'NominationRejected' | 'NominationFeatured' | 'NominationArchived'
  >,
] {
  const { nominationId, by, now } = command;
  const at = now.toISOString();
  switch (command.review) {
    case 'approve':
      allowed('approve', state);
      return [{ type: 'NominationApproved', data: { nominationId, by, approvedAt: at } }];
    case 'reject': {
      const reason = requireReason(command.reason);
      allowed('reject', state);
      return [{ type: 'NominationRejected', data: { nominationId, by, reason, rejectedAt: at } }];
    }
    case 'feature':
      allowed('feature', state);
      return [{ type: 'NominationFeatured', data: { nominationId, by, featuredAt: at } }];
    case 'archive': {
      const from = allowed('archive', state).status as 'approved' | 'featured';
      return [{ type: 'NominationArchived', data: { nominationId, by, from, archivedAt: at } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

// ── The nominator withdraws; the athlete or a guardian has it removed ───────

export type WithdrawNomination = {
  type: 'WithdrawNomination';
  nominationId: string;
  userId: string;
  now: Date;
};

export function decideWithdraw(
  command: WithdrawNomination,
  state: Nomination,
): [YouScoutEventOf<'NominationWithdrawn'>] {
  if (known(state).nominatorId !== command.userId) throw new NotYourNomination();
  allowed('withdraw', state);
  return [
    {
      type: 'NominationWithdrawn',
      data: {
        nominationId: command.nominationId,
        by: command.userId,
        withdrawnAt: command.now.toISOString(),
      },
    },
  ];
}

export type RemoveNomination = {
  type: 'RemoveNomination';
  nominationId: string;
  /** Who asked, as the handler verified it (a linked guardian, the athlete, staff for them). */
  requestedAs: RemovalRequester;
  requestedBy: string | null;
  /** A mailed link's removal names it (and its id); an account's says nothing more. */
  link?: { linkId: string };
  now: Date;
};

/** Honoured from every status, at once: the handler shreds the athlete's key first. */
export function decideRemove(
  command: RemoveNomination,
  state: Nomination,
): [YouScoutEventOf<'NominationRemoved'>] {
  if (state.status === 'unknown') throw new NominationNotFound();
  if (state.status === 'removed')
    throw new NominationRemoved('This nomination was removed already');
  return [
    {
      type: 'NominationRemoved',
      data: {
        nominationId: command.nominationId,
        athleteId: state.athleteId,
        requestedBy: command.requestedBy,
        requestedAs: command.requestedAs,
        from: state.status,
        removedAt: command.now.toISOString(),
        ...(command.link ? { via: 'mailed-link' as const, linkId: command.link.linkId } : {}),
      },
    },
  ];
}

export type AddNote = {
  type: 'AddNote';
  nominationId: string;
  by: string;
  /** Sealed with the athlete's key. */
  note: string;
  now: Date;
};

export function decideAddNote(
  command: AddNote,
  state: Nomination,
): [YouScoutEventOf<'NominationNoteAdded'>] {
  const nomination = known(state);
  assertSealedFor(nomination.athleteId, [command.note]);
  return [
    {
      type: 'NominationNoteAdded',
      data: {
        nominationId: command.nominationId,
        by: command.by,
        note: command.note,
        addedAt: command.now.toISOString(),
      },
    },
  ];
}

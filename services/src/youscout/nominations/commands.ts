import { randomUUID } from 'node:crypto';
import { appendEvents, type CommandContext, type MailingContext } from '../../core/context';
import type { AppendResult, EventMetadata, EventStore } from '../../core/event-store/event-store';
import { foldStream } from '../../core/event-store/fold-stream';
import { retryOnConflict } from '../../core/retry';
import {
  AlreadyErased,
  AthleteNotFound,
  type ConsentRecipient,
  consentRecipientFor,
  ensureGuardianConsentRequested,
  eraseAthlete,
  GuardianAddressIsNominators,
  loadFamily,
  mayActFor,
  NoEmailOnRecord,
  recordNominatedAthlete,
  sameMailbox,
  sealFor,
  shredKey,
} from '../../families';
import type { RemovalRequester } from '../constants';
import {
  NoAccountAddress,
  NominationNotFound,
  NominationRemoved,
  RemovalNotAllowed,
  VotesNotCaughtUp,
} from '../errors';
import {
  nominationStream,
  type PersonalFields,
  parseYouScoutEvent,
  type YouScoutEvent,
  type YouScoutEventOf,
} from '../events';
import type { NominateInput } from '../schemas';
import { decideVoidVotes } from '../votes/decide';
import {
  decideAddNote,
  decideRemove,
  decideReview,
  decideSubmit,
  decideWithdraw,
  known,
  type RemoveNomination,
  type ReviewNomination,
  type SubmitNomination,
} from './decide';
import { evolveNomination, initialNomination, type Nomination, needsConsent } from './nomination';

// ── Load, decide, append: a nomination's submission, reviews, withdrawal, notes ──

const ATTEMPTS = 5;

/** The nomination folded from its stream, with the revision to append at. */
export async function loadNomination(store: EventStore, nominationId: string) {
  const { state, revision } = await foldStream<YouScoutEvent, Nomination>(
    store,
    nominationStream(nominationId),
    parseYouScoutEvent,
    evolveNomination,
    initialNomination,
  );
  return { state, revision: revision ?? ('no_stream' as const) };
}

export type Nominator = { id: string; role: string; email: string | null };

/** The personal fields in clear, as the form gave them; null where none was given. */
const personalText = (input: NominateInput): Record<keyof PersonalFields, string | null> => ({
  firstName: input.firstName,
  lastName: input.lastName,
  school: input.school,
  city: input.city,
  gameLocation: input.gameLocation,
  performance: input.performance,
  video: input.video?.url ?? null,
  submittedByName: input.submittedByName,
  submittedByEmail: input.submittedByEmail,
  submittedByPhone: input.submittedByPhone,
  guardianEmail: input.guardianEmail,
});

/** A stand-in shaped as a sealed field of this athlete: the first decision only validates. */
const placeholder = (athleteId: string) =>
  `sealed:v1:${athleteId}:${'A'.repeat(16)}:${'A'.repeat(22)}:`;

async function sealPersonal(
  ctx: CommandContext,
  athleteId: string,
  clear: Record<keyof PersonalFields, string | null>,
): Promise<PersonalFields> {
  const given = Object.fromEntries(
    Object.entries(clear).filter((entry): entry is [string, string] => entry[1] !== null),
  );
  const sealed = await sealFor(ctx.knex, athleteId, given);
  return Object.fromEntries(
    Object.keys(clear).map((name) => [name, sealed[name] ?? null]),
  ) as PersonalFields;
}

/**
 * A signed-in user nominates an athlete: checked first (no key is made for a nomination that is
 * refused), then every personal field sealed with the athlete's new key and decided again. The
 * nomination's stream records the whole intent; the families area then records the athlete (so
 * consent and erasure serve them) and, under 13, mails the guardian's address a consent link (the
 * nominator's own when they say they are the guardian).
 */
export async function submitNomination(
  ctx: MailingContext,
  nominator: Nominator,
  input: NominateInput,
  metadata: EventMetadata,
): Promise<{
  nominationId: string;
  athleteId: string;
  consentRequested: boolean;
  appended: AppendResult;
}> {
  const nominationId = randomUUID();
  const athleteId = randomUUID();
  const now = new Date(metadata.occurredAt);
  const clear = personalText(input);
  const command = (personal: PersonalFields): SubmitNomination => ({
    type: 'SubmitNomination',
    nominationId,
    athleteId,
    nominatorId: nominator.id,
    nominatorIsGuardian: input.nominatorIsGuardian,
    facts: {
      age: input.age,
      sport: input.sport,
      position: input.position,
      secondaryPosition: input.secondaryPosition,
      handedness: input.handedness,
      state: input.state,
      gameDate: input.gameDate,
    },
    personal,
    now,
  });
  // The link goes to the guardian's own address: never to one of the nominator's (the account's,
  // or the one typed as theirs); a nominator who is the guardian gets it at the account's.
  if (needsConsent(input.age)) {
    if (input.nominatorIsGuardian && !nominator.email) throw new NoAccountAddress();
    const nominatorAddresses = [nominator.email, input.submittedByEmail];
    if (
      !input.nominatorIsGuardian &&
      nominatorAddresses.some((address) => sameMailbox(address, input.guardianEmail))
    ) {
      throw new GuardianAddressIsNominators();
    }
  }
  const stand = placeholder(athleteId);
  decideSubmit(
    command(
      Object.fromEntries(
        Object.entries(clear).map(([name, value]) => [name, value === null ? null : stand]),
      ) as PersonalFields,
    ),
    initialNomination,
  );
  const personal = await sealPersonal(ctx, athleteId, clear);
  const [submitted] = decideSubmit(command(personal), initialNomination);
  const appended: AppendResult = await appendEvents(
    ctx,
    nominationStream(nominationId),
    [submitted],
    'no_stream',
    metadata,
  );
  const finished = await finishSubmission(ctx, submitted.data, metadata);
  return {
    nominationId,
    athleteId,
    consentRequested: needsConsent(input.age),
    appended: finished ?? appended,
  };
}

/**
 * The steps a submission's event asks of families, derived from it and idempotent: the athlete
 * recorded (so consent and erasure serve them; recording again appends nothing) and, under 13,
 * the guardian's consent asked under the nomination's id as the request's (asked again, nothing
 * is appended and the mail, keyed by it, goes once). The submission calls it at once; after a
 * crash between the appends, `finishNominations` calls it again from the log. The link goes where
 * families' `consentRecipientFor` says (the guardian's address on record; the nominator's
 * account's when they are the guardian); an erased athlete, or no address left, asks nothing.
 * Answers the last append, if any.
 */
export async function finishSubmission(
  ctx: MailingContext,
  submitted: YouScoutEventOf<'NominationSubmitted'>['data'],
  metadata: EventMetadata,
): Promise<AppendResult | undefined> {
  const { athleteId, nominationId, submittedByUserId, nominatorIsGuardian, personal } = submitted;
  let appended = await recordNominatedAthlete(
    ctx,
    {
      athleteId,
      nominationId,
      nominatorId: submittedByUserId,
      nominatorIsGuardian,
      sealed: {
        firstName: personal.firstName,
        lastName: personal.lastName,
        guardianEmail: personal.guardianEmail,
        nominatorEmail: personal.submittedByEmail,
      },
    },
    metadata,
  );
  if (!needsConsent(submitted.age)) return appended;
  // The nominator asks (families lets a nominated athlete's nominator ask the guardian's consent).
  const asker = { id: submittedByUserId, role: 'nominator', email: null };
  const { state: family } = await loadFamily(ctx.store, athleteId);
  if (family.status !== 'active') return appended;
  let recipient: ConsentRecipient;
  try {
    recipient = await consentRecipientFor(ctx, asker, athleteId, new Date(metadata.occurredAt));
  } catch (error) {
    if (error instanceof NoEmailOnRecord) return appended;
    throw error;
  }
  const requested = await ensureGuardianConsentRequested(
    ctx,
    asker,
    athleteId,
    nominationId,
    recipient,
    metadata,
  );
  if (requested) appended = requested;
  return appended;
}

type Review = Extract<ReviewNomination['review'], string>;

/** Staff approve, reject (with a reason), feature or archive: one status change wins a race. */
export async function reviewNomination(
  ctx: CommandContext,
  nominationId: string,
  staffId: string,
  review: Review,
  reason: string | null,
  metadata: EventMetadata,
): Promise<AppendResult> {
  const { state, revision } = await loadNomination(ctx.store, nominationId);
  const now = new Date(metadata.occurredAt);
  const base = { type: 'ReviewNomination' as const, nominationId, by: staffId, now };
  const events = decideReview(
    review === 'reject' ? { ...base, review, reason: reason ?? '' } : { ...base, review },
    state,
  );
  return appendEvents(ctx, nominationStream(nominationId), events, revision, metadata);
}

/** The nominator withdraws a pending nomination. */
export async function withdrawNomination(
  ctx: CommandContext,
  nominationId: string,
  userId: string,
  metadata: EventMetadata,
): Promise<AppendResult> {
  const { state, revision } = await loadNomination(ctx.store, nominationId);
  const events = decideWithdraw(
    { type: 'WithdrawNomination', nominationId, userId, now: new Date(metadata.occurredAt) },
    state,
  );
  return appendEvents(ctx, nominationStream(nominationId), events, revision, metadata);
}

/** A staff note, sealed with the athlete's key (it is about the child); notes commute. */
export async function addNominationNote(
  ctx: CommandContext,
  nominationId: string,
  staffId: string,
  note: string,
  metadata: EventMetadata,
): Promise<AppendResult> {
  const now = new Date(metadata.occurredAt);
  return retryOnConflict(ATTEMPTS, async () => {
    const { state, revision } = await loadNomination(ctx.store, nominationId);
    // Refused before sealing: sealing for a removed nomination would make its athlete a new key.
    const { athleteId } = known(state);
    const { note: sealed } = await sealFor(ctx.knex, athleteId, { note });
    const events = decideAddNote(
      { type: 'AddNote', nominationId, by: staffId, note: sealed, now },
      state,
    );
    return appendEvents(ctx, nominationStream(nominationId), events, revision, metadata);
  });
}

/**
 * The athlete, their guardian (a linked guardian, or the nominator who said they are the
 * guardian) or staff for them have a nomination removed, from any status, at once: the athlete's
 * data is erased through families first (the key deleted, then `PersonalDataErased`), then
 * `NominationRemoved` is appended. Asked again after a crash between the two, it finishes.
 */
export async function removeNomination(
  ctx: CommandContext,
  nominationId: string,
  asker: { id: string; role: string },
  metadata: EventMetadata,
): Promise<AppendResult> {
  const { state } = await loadNomination(ctx.store, nominationId);
  if (state.status === 'unknown') throw new NominationNotFound();
  if (state.status === 'removed')
    throw new NominationRemoved('This nomination was removed already');
  const { athleteId } = state;
  const { state: family } = await loadFamily(ctx.store, athleteId);
  const requestedAs: RemovalRequester | undefined =
    asker.role === 'admin'
      ? 'staff'
      : mayActFor(family, athleteId, asker.id)
        ? asker.id === athleteId
          ? 'athlete'
          : 'guardian'
        : family.status === 'active' &&
            family.nominatedBy?.nominatorIsGuardian &&
            family.nominatedBy.nominatorId === asker.id
          ? 'guardian'
          : undefined;
  if (!requestedAs) throw new RemovalNotAllowed();
  return recordRemoval(
    ctx,
    nominationId,
    athleteId,
    () => eraseAthlete(ctx, asker, athleteId, metadata),
    { requestedAs, requestedBy: asker.id },
    metadata,
  );
}

/**
 * A removal whose asker was checked: the athlete's data erased through families first (`erase`:
 * the key deleted, then `PersonalDataErased`), then `NominationRemoved` appended. Erased already
 * (through families, or before a crash) or never recorded there: the key goes all the same.
 */
export async function recordRemoval(
  ctx: CommandContext,
  nominationId: string,
  athleteId: string,
  erase: () => Promise<unknown>,
  asker: Pick<RemoveNomination, 'requestedAs' | 'requestedBy' | 'link'>,
  metadata: EventMetadata,
): Promise<AppendResult> {
  try {
    await erase();
  } catch (error) {
    if (!(error instanceof AlreadyErased || error instanceof AthleteNotFound)) throw error;
    await shredKey(ctx.knex, athleteId);
  }
  const now = new Date(metadata.occurredAt);
  return retryOnConflict(ATTEMPTS, async () => {
    const { state: current, revision } = await loadNomination(ctx.store, nominationId);
    const events = decideRemove({ type: 'RemoveNomination', nominationId, ...asker, now }, current);
    return appendEvents(ctx, nominationStream(nominationId), events, revision, metadata);
  });
}

/**
 * The nomination's votes (`voteId`, `castAt`) a void is decided over, from the read model once
 * its projector has passed every vote committed before this call: reading them from the log
 * means reading every vote of every nomination (there is no stream of one nomination's votes,
 * each voter has their own).
 */
async function votesOf(ctx: CommandContext, nominationId: string) {
  const head = await ctx.store.lastCommittedPosition();
  const behind = await ctx.watcher.waitFor(head, ['NominationVoteCast'], undefined, [
    'youscout_votes',
  ]);
  if (behind.length > 0) throw new VotesNotCaughtUp();
  const rows = (await ctx
    .knex('youscout_votes')
    .where({ nomination_id: nominationId })
    .select('vote_id', 'cast_at')) as { vote_id: string; cast_at: Date }[];
  return rows.map((row) => ({ voteId: row.vote_id, castAt: row.cast_at.toISOString() }));
}

/** Staff void a burst of votes (from inclusive, to exclusive) with a reason; they stay in the log. */
export async function voidNominationVotes(
  ctx: CommandContext,
  nominationId: string,
  staffId: string,
  window: { from: Date; to: Date; reason: string },
  metadata: EventMetadata,
): Promise<{ appended: AppendResult; voided: number }> {
  const now = new Date(metadata.occurredAt);
  return retryOnConflict(ATTEMPTS, async () => {
    const { state, revision } = await loadNomination(ctx.store, nominationId);
    known(state);
    const votes = await votesOf(ctx, nominationId);
    const events = decideVoidVotes(
      { type: 'VoidVotes', nominationId, by: staffId, ...window, votes, now },
      state,
    );
    const appended = await appendEvents(
      ctx,
      nominationStream(nominationId),
      events,
      revision,
      metadata,
    );
    return { appended, voided: events[0].data.voteIds.length };
  });
}

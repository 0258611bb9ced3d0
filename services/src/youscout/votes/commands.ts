import { randomUUID } from 'node:crypto';
import type DataLoader from 'dataloader';
import { type AppContext, appendEvents, type CommandContext } from '../../core/context';
import {
  type AppendResult,
  type EventMetadata,
  type EventStore,
  readStreams,
  WrongExpectedRevision,
} from '../../core/event-store/event-store';
import { foldEvents } from '../../core/event-store/fold-stream';
import { turnLoader } from '../../core/turn-loader';
import { limitedVotes, readVoteFacts } from '../../core/votes-handler';
import {
  evolveFamily,
  familyStream,
  initialFamily,
  parseFamilyEvent,
  verifiedConsentOnRecord,
} from '../../families';
import { AlreadyVoted } from '../errors';
import { nominationStream, nominationVoteStream, parseYouScoutEvent } from '../events';
import {
  evolveNomination,
  initialNomination,
  type Nomination,
  needsConsent,
} from '../nominations/nomination';
import { decideVote } from './decide';

// ── Votes, as the board's (services/src/prospects/votes.ts) ─────────────────

/**
 * The account id, or a signed-out visitor's key with the keys older visitor keys gave them (a
 * vote cast under any counts as theirs); `accountCreatedAt` for a signed-in voter.
 */
export type NominationVoter = {
  key: string;
  userId: string | null;
  accountCreatedAt: Date | null;
  formerKeys?: readonly string[];
};

/** What a vote is decided on: whether this voter voted already, the nomination, and consent. */
export type NominationVoteFacts = { voted: boolean; nomination: Nomination; consent: boolean };
type VoteKey = { nominationId: string; voterKey: string; formerKeys?: readonly string[] };

/**
 * Reads what votes are decided on, for every vote that arrives in one turn of the event loop: the
 * voters' vote streams and the nominations' streams in one read of the store, then the family
 * streams (consent) of the athletes under CONSENT_AGE among them. Nothing is kept between turns.
 */
export function nominationVoteFactsLoader(
  store: EventStore,
): DataLoader<VoteKey, NominationVoteFacts> {
  return turnLoader<VoteKey, NominationVoteFacts>(async (keys) => {
    const { voted, targets } = await readVoteFacts(
      store,
      keys.map((key) => ({ ...key, target: key.nominationId })),
      { vote: nominationVoteStream, target: nominationStream },
    );
    const nominations = new Map(
      [...targets].map(([id, events]) => [
        id,
        foldEvents(events, parseYouScoutEvent, evolveNomination, initialNomination).state,
      ]),
    );
    // Consent matters only for a known nomination of an athlete under CONSENT_AGE (the rest are
    // public without it): their families say, in a second read that most votes never make.
    const athletes = [...nominations.values()].flatMap((n) =>
      n.status !== 'unknown' && needsConsent(n.age) ? [n.athleteId] : [],
    );
    const families =
      athletes.length > 0 ? await readStreams(store, athletes.map(familyStream)) : [];
    const consent = new Map(
      athletes.map((athleteId, i) => [
        athleteId,
        verifiedConsentOnRecord(
          foldEvents(families[i] ?? [], parseFamilyEvent, evolveFamily, initialFamily).state,
        ),
      ]),
    );
    return keys.map((key, i) => {
      const nomination = nominations.get(key.nominationId) ?? initialNomination;
      return {
        voted: voted[i] ?? false,
        nomination,
        consent: nomination.status !== 'unknown' && (consent.get(nomination.athleteId) ?? false),
      };
    });
  });
}

/** Casts a vote on the facts read (the store refuses a second: `AlreadyVoted`). */
export async function castNominationVote(
  ctx: CommandContext,
  nominationId: string,
  voter: NominationVoter,
  metadata: EventMetadata,
  facts: Pick<NominationVoteFacts, 'nomination' | 'consent'>,
): Promise<AppendResult> {
  const vote = decideVote(
    {
      type: 'CastNominationVote',
      nominationId,
      voteId: randomUUID(),
      voterKey: voter.key,
      userId: voter.userId,
      accountCreatedAt: voter.accountCreatedAt,
      now: new Date(metadata.occurredAt),
    },
    facts.nomination,
    facts.consent,
  );
  try {
    return await appendEvents(
      ctx,
      nominationVoteStream(nominationId, voter.key),
      vote,
      'no_stream',
      {
        ...metadata,
        voterKey: voter.key,
      },
    );
  } catch (error) {
    if (error instanceof WrongExpectedRevision) throw new AlreadyVoted();
    throw error;
  }
}

/** YouScout's public vote, as the board's (core/votes-handler.ts): the board's allowance. */
export function nominationVotesHandler(ctx: AppContext) {
  const facts = nominationVoteFactsLoader(ctx.store);
  return limitedVotes<NominationVoter, NominationVoteFacts>(ctx, {
    facts: (nominationId, voter) =>
      facts.load({ nominationId, voterKey: voter.key, formerKeys: voter.formerKeys }),
    cast: (nominationId, voter, metadata, known) =>
      castNominationVote(ctx, nominationId, voter, metadata, known),
    alreadyVoted: AlreadyVoted,
  });
}

import type DataLoader from 'dataloader';
import { type AppContext, appendEvents, type CommandContext } from '../core/context';
import {
  type AppendResult,
  type EventMetadata,
  type EventStore,
  WrongExpectedRevision,
} from '../core/event-store/event-store';
import { foldEvents } from '../core/event-store/fold-stream';
import { turnLoader } from '../core/turn-loader';
import { limitedVotes, readVoteFacts } from '../core/votes-handler';
import { loadProspect } from './commands';
import { decideVote } from './decide';
import { AlreadyVoted } from './errors';
import { parseBoardEvent, prospectStream, voteStream } from './events';
import { evolveProspect, initialProspect, type Prospect } from './prospect';

/**
 * `formerKeys`: the keys older visitor keys gave a signed-out voter (VISITOR_SECRETS after a
 * rotation); a vote cast under any of them counts as this voter's.
 */
export type Voter = { key: string; userId: string | null; formerKeys?: readonly string[] };

/** What a vote is decided on: whether this voter has voted for the prospect, and its state. */
export type VoteFacts = { voted: boolean; prospect: Prospect };
export type VoteKey = { prospectId: string; voterKey: string; formerKeys?: readonly string[] };

/**
 * Reads what votes are decided on, for all the votes that arrive in one turn of the event loop
 * together: their vote streams and their prospects' streams in one read (readVoteFacts).
 */
export function voteFactsLoader(store: EventStore): DataLoader<VoteKey, VoteFacts> {
  return turnLoader<VoteKey, VoteFacts>(async (keys) => {
    const { voted, targets } = await readVoteFacts(
      store,
      keys.map((key) => ({ ...key, target: key.prospectId })),
      { vote: voteStream, target: prospectStream },
    );
    const states = new Map(
      [...targets].map(([id, events]) => [
        id,
        foldEvents(events, parseBoardEvent, evolveProspect, initialProspect).state,
      ]),
    );
    return keys.map((key, i) => ({
      voted: voted[i] ?? false,
      prospect: states.get(key.prospectId) ?? initialProspect,
    }));
  });
}

/** Casts a vote, on the prospect's state as given (see voteFactsLoader) or as read now. */
export async function castVote(
  ctx: CommandContext,
  prospectId: string,
  voter: Voter,
  metadata: EventMetadata,
  prospect?: Prospect,
): Promise<AppendResult> {
  const stream = voteStream(prospectId, voter.key);
  const state = prospect ?? (await loadProspect(ctx.store, prospectId)).state;
  const vote = decideVote(
    {
      type: 'CastVote',
      prospectId,
      voterKey: voter.key,
      userId: voter.userId,
      now: new Date(metadata.occurredAt),
    },
    state,
  );
  try {
    return await appendEvents(ctx, stream, vote, 'no_stream', { ...metadata, voterKey: voter.key });
  } catch (error) {
    if (error instanceof WrongExpectedRevision) throw new AlreadyVoted();
    throw error;
  }
}

/** The board's public vote (core/votes-handler.ts): facts of one turn read together. */
export function votesHandler(ctx: AppContext) {
  const facts = voteFactsLoader(ctx.store);
  return limitedVotes<Voter, VoteFacts>(ctx, {
    facts: (prospectId, voter) =>
      facts.load({ prospectId, voterKey: voter.key, formerKeys: voter.formerKeys }),
    cast: (prospectId, voter, metadata, known) =>
      castVote(ctx, prospectId, voter, metadata, known.prospect),
    alreadyVoted: AlreadyVoted,
  });
}

import type { AppContext } from './context';
import {
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type RecordedEvent,
  readStreams,
} from './event-store/event-store';

/** Who votes: an account (key = its id) or a signed-out visitor (key = the HMAC of the address). */
export type VoterKeys = { key: string; userId: string | null; formerKeys?: readonly string[] };

/** One vote to decide: its target (a prospect, a nomination) and the keys its voter went by. */
export type VoteLookup = { target: string; voterKey: string; formerKeys?: readonly string[] };

/**
 * What the votes that arrive together are decided on, in one read of the store (one query on
 * PostgreSQL) instead of one each: whether each voter has voted for its target under any of its
 * keys (their vote streams), and each target's own events. Nothing is kept between calls.
 */
export async function readVoteFacts(
  store: EventStore,
  lookups: readonly VoteLookup[],
  streams: {
    vote: (target: string, voterKey: string) => string;
    target: (target: string) => string;
  },
): Promise<{ voted: boolean[]; targets: Map<string, RecordedEvent[]> }> {
  const targets = [...new Set(lookups.map((lookup) => lookup.target))];
  // Each vote's streams, one per voter key it may have voted under, side by side.
  const votes = lookups.map((lookup) =>
    [lookup.voterKey, ...(lookup.formerKeys ?? [])].map((key) => streams.vote(lookup.target, key)),
  );
  const voteStreams = votes.flat();
  const read = await readStreams(store, [...voteStreams, ...targets.map(streams.target)]);
  let first = 0;
  const voted = votes.map((own) => {
    const seen = read.slice(first, first + own.length).some((events) => events.length > 0);
    first += own.length;
    return seen;
  });
  return {
    voted,
    targets: new Map(targets.map((id, i) => [id, read[voteStreams.length + i] ?? []])),
  };
}

/**
 * The public vote of every area that counts votes (the board, YouScout), kept in no process:
 * the facts are read (a repeat is answered "already voted" and claims nothing), the target is
 * claimed in the voter's allowance (`votesByClient`, vote-allowance.ts: targets per window, so
 * a repeat of a claimed target claims nothing more), and the vote is cast. Votes that decided on
 * the same facts race to the store, whose `no_stream` takes the first and refuses the rest
 * (`alreadyVoted`); a vote refused for any other reason gives its claim back.
 */
export function limitedVotes<Voter extends VoterKeys, Facts extends { voted: boolean }>(
  ctx: AppContext,
  options: {
    facts: (target: string, voter: Voter) => Promise<Facts>;
    cast: (
      target: string,
      voter: Voter,
      metadata: EventMetadata,
      facts: Facts,
    ) => Promise<AppendResult>;
    /** What `cast` throws when the store refused the vote as a repeat. */
    alreadyVoted: new () => Error;
  },
): (target: string, voter: Voter, metadata: EventMetadata) => Promise<AppendResult> {
  return async (target, voter, metadata) => {
    const allowance = ctx.limits.votesByClient;
    const known = await options.facts(target, voter);
    if (known.voted) throw new options.alreadyVoted();
    await allowance.claim(
      voter.key,
      target,
      `Too many votes from this ${voter.userId ? 'account' : 'address'}; try again later`,
    );
    try {
      return await options.cast(target, voter, metadata, known);
    } catch (error) {
      // Refused as a repeat, the claim is the vote's that was cast first; else it counts for none.
      if (!(error instanceof options.alreadyVoted)) {
        await allowance.release(voter.key, target).catch(() => {});
      }
      throw error;
    }
  };
}

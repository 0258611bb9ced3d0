import type { AppContext } from './context';
import {
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type RecordedEvent,
  readStreams,
} from './event-store/event-store';
import { refund, spend } from './http/rate-limits';

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
 * The public vote of every area that counts votes (the board, YouScout): the voter's allowance
 * (`votesByClient`) spent and the vote cast. It keeps nothing between calls, only the calls under
 * way: one voter's votes for one target are taken one at a time, so a burst of repeats learns
 * "already voted" from the first instead of racing it to the rate limit. The facts and the
 * allowance are looked up at once; a repeat is answered truthfully and costs none of the
 * allowance (its point is given back): the limit is on votes for many targets, and a repeat
 * appends nothing (the store refuses it anyway).
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
    alreadyVoted: () => Error;
  },
): (target: string, voter: Voter, metadata: EventMetadata) => Promise<AppendResult> {
  const underWay = new Map<string, Promise<unknown>>();
  const oneAtATime = <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const result = (underWay.get(key) ?? Promise.resolve()).then(work, work);
    const settled = result.catch(() => {});
    underWay.set(key, settled);
    void settled.then(() => {
      if (underWay.get(key) === settled) underWay.delete(key);
    });
    return result;
  };

  return (target, voter, metadata) =>
    oneAtATime(`${target} ${voter.key}`, async () => {
      const [known, spent] = await Promise.allSettled([
        options.facts(target, voter),
        spend(
          ctx.limits.votesByClient,
          voter.key,
          `Too many votes from this ${voter.userId ? 'account' : 'address'}; try again later`,
        ),
      ]);
      if (known.status === 'rejected' || known.value.voted) {
        // Refused or not, the attempt counted against the allowance: give it back.
        await refund(ctx.limits.votesByClient, voter.key).catch(() => {});
        throw known.status === 'rejected' ? known.reason : options.alreadyVoted();
      }
      if (spent.status === 'rejected') throw spent.reason;
      return options.cast(target, voter, metadata, known.value);
    });
}

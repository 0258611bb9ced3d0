import type { AppContext } from './context';
import type { AppendResult, EventMetadata } from './event-store/event-store';
import { refund, spend } from './http/rate-limits';

/** Who votes: an account (key = its id) or a signed-out visitor (key = the HMAC of the address). */
export type VoterKeys = { key: string; userId: string | null; formerKeys?: readonly string[] };

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

import { ValidationFailed } from '../../core/errors';
import { NominationNotFound, NotOpenForVotes, NoVotesToVoid } from '../errors';
import type { YouScoutEventOf } from '../events';
import { known, requireReason } from '../nominations/decide';
import { isPublic, type Nomination } from '../nominations/nomination';

// ── Votes ───────────────────────────────────────────────────────────────────

export type CastNominationVote = {
  type: 'CastNominationVote';
  nominationId: string;
  voteId: string;
  voterKey: string;
  userId: string | null;
  accountCreatedAt: Date | null;
  now: Date;
};

/**
 * A vote for a public nomination. A voter's second vote is refused by the store itself: the
 * vote's stream (one per voter and nomination) is appended with 'no_stream' (AlreadyVoted).
 */
export function decideVote(
  command: CastNominationVote,
  state: Nomination,
  consentOnRecord: boolean,
): [YouScoutEventOf<'NominationVoteCast'>] {
  if (state.status === 'unknown') throw new NominationNotFound();
  if (!isPublic(state, consentOnRecord)) throw new NotOpenForVotes();
  return [
    {
      type: 'NominationVoteCast',
      data: {
        nominationId: command.nominationId,
        voteId: command.voteId,
        voterKey: command.voterKey,
        userId: command.userId,
        accountCreatedAt: command.accountCreatedAt?.toISOString() ?? null,
        castAt: command.now.toISOString(),
      },
    },
  ];
}

export type VoidVotes = {
  type: 'VoidVotes';
  nominationId: string;
  by: string;
  /** The burst: votes cast from `from` (inclusive) to `to` (exclusive). */
  from: Date;
  to: Date;
  reason: string;
  /** The nomination's votes as the handler read them. */
  votes: readonly { voteId: string; castAt: string }[];
  now: Date;
};

/** Voids the counted votes cast in a time: they stay in the log and leave the count. */
export function decideVoidVotes(
  command: VoidVotes,
  state: Nomination,
): [YouScoutEventOf<'NominationVotesVoided'>] {
  const reason = requireReason(command.reason);
  if (command.to <= command.from)
    throw new ValidationFailed({ to: 'The end of the time must be after its start' });
  const nomination = known(state);
  const voteIds = command.votes
    .filter(({ voteId, castAt }) => {
      const cast = new Date(castAt);
      return cast >= command.from && cast < command.to && !nomination.voidedVotes.has(voteId);
    })
    .map(({ voteId }) => voteId);
  const unique = [...new Set(voteIds)];
  if (unique.length === 0) throw new NoVotesToVoid();
  return [
    {
      type: 'NominationVotesVoided',
      data: {
        nominationId: command.nominationId,
        voteIds: unique,
        from: command.from.toISOString(),
        to: command.to.toISOString(),
        by: command.by,
        reason,
        voidedAt: command.now.toISOString(),
      },
    },
  ];
}

import { voteButtonFor } from '@/components/leaderboard/vote-button';
import { useVoteForProspect } from '@/features/prospects/api/vote-for-prospect';
import { VOTE_TOOLTIP } from '@/features/prospects/constants';

/** VOTE for a prospect, with document 1 §2's tooltip; `disabled` on past boards (read-only). */
export const VoteButton = voteButtonFor(useVoteForProspect, VOTE_TOOLTIP);

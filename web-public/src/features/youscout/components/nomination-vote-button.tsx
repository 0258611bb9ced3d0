import { voteButtonFor } from '@/components/leaderboard/vote-button';
import { useVoteForNomination } from '@/features/youscout/api/vote-for-nomination';
import { VOTE_TOOLTIP } from '@/features/youscout/utils/messages';

/** VOTE for a nomination: the board's button, tooltip, toasts and "Already Voted". */
export const NominationVoteButton = voteButtonFor(useVoteForNomination, VOTE_TOOLTIP);

import { VoteButton } from '@/components/ui/ranking/ranking';
import { useVoteForNomination } from '@/features/youscout/api/vote-for-nomination';
import { VOTE_TOOLTIP } from '@/features/youscout/utils/messages';

type NominationVoteButtonProps = { nominationId: string; athleteName: string; fullWidth?: boolean };

/** VOTE for a nomination: the board's button, tooltip, toasts and "Already Voted". */
export function NominationVoteButton({
  nominationId,
  athleteName,
  fullWidth,
}: NominationVoteButtonProps) {
  const vote = useVoteForNomination();
  return (
    <VoteButton
      name={athleteName}
      tooltip={VOTE_TOOLTIP}
      onVote={() => vote.mutate(nominationId)}
      pending={vote.isPending}
      fullWidth={fullWidth}
    />
  );
}

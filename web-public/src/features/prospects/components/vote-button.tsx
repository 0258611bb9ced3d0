import { VoteButton as SharedVoteButton } from '@/components/ui/ranking/ranking';
import { useVoteForProspect } from '@/features/prospects/api/vote-for-prospect';
import { VOTE_TOOLTIP } from '@/features/prospects/constants';

type VoteButtonProps = {
  prospectId: string;
  prospectName: string;
  /** Past boards are read-only. */
  disabled?: boolean;
  fullWidth?: boolean;
};

/** VOTE for a prospect, with document 1 §2's tooltip. */
export function VoteButton({ prospectId, prospectName, disabled, fullWidth }: VoteButtonProps) {
  const vote = useVoteForProspect();
  return (
    <SharedVoteButton
      name={prospectName}
      tooltip={VOTE_TOOLTIP}
      onVote={() => vote.mutate(prospectId)}
      pending={vote.isPending}
      disabled={disabled}
      fullWidth={fullWidth}
    />
  );
}

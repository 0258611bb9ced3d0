import { Button, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconThumbUp } from '@tabler/icons-react';
import { useVoteForProspect } from '@/features/board/api/vote-for-prospect';
import { VOTE_TOOLTIP } from '@/features/board/constants';

type VoteButtonProps = {
  prospectId: string;
  prospectName: string;
  /** Past boards are read-only. */
  disabled?: boolean;
  fullWidth?: boolean;
};

/** VOTE, with document 1 §2's tooltip; the theme gives it the 700 ms delay and 4px offset. */
export function VoteButton({ prospectId, prospectName, disabled, fullWidth }: VoteButtonProps) {
  const vote = useVoteForProspect();
  const button = (
    <Button
      size="xs"
      color="red.8"
      fullWidth={fullWidth}
      leftSection={vote.isPending ? undefined : <IconThumbUp size={14} aria-hidden />}
      disabled={disabled || vote.isPending}
      onClick={() => vote.mutate(prospectId)}
    >
      {vote.isPending ? (
        'Voting...'
      ) : (
        <>
          VOTE <VisuallyHidden>for {prospectName}</VisuallyHidden>
        </>
      )}
    </Button>
  );
  // A disabled button fires no pointer events, so a tooltip on it would never open.
  return disabled ? button : <Tooltip label={VOTE_TOOLTIP}>{button}</Tooltip>;
}

import { Button, VisuallyHidden } from '@mantine/core';
import { IconThumbUp } from '@tabler/icons-react';
import { useLazyTooltip } from '@/components/ui/lazy-tooltip/use-lazy-tooltip';
import { useVoteForProspect } from '@/features/prospects/api/vote-for-prospect';
import { VOTE_TOOLTIP } from '@/features/prospects/constants';

type VoteButtonProps = {
  prospectId: string;
  prospectName: string;
  /** Past boards are read-only. */
  disabled?: boolean;
  fullWidth?: boolean;
};

/**
 * VOTE, with document 1 §2's tooltip (the theme gives it the 700 ms delay and 4px offset),
 * mounted only once a pointer rests on it: a hundred of these are on the board.
 */
export function VoteButton({ prospectId, prospectName, disabled, fullWidth }: VoteButtonProps) {
  const vote = useVoteForProspect();
  const { targetProps, tooltip } = useLazyTooltip<HTMLButtonElement>(VOTE_TOOLTIP);
  const closed = disabled || vote.isPending;
  return (
    <>
      <Button
        {...targetProps}
        size="xs"
        color="red.8"
        fullWidth={fullWidth}
        leftSection={vote.isPending ? undefined : <IconThumbUp size={14} aria-hidden />}
        disabled={closed}
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
      {/* A disabled button fires no pointer events: its tooltip would not close on leaving. */}
      {!closed && tooltip}
    </>
  );
}

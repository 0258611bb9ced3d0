import { Button, VisuallyHidden } from '@mantine/core';
import { IconThumbUp } from '@tabler/icons-react';
import { useLazyTooltip } from '@/components/ui/lazy-tooltip/use-lazy-tooltip';

type VoteButtonProps = {
  /** Whom the vote is for, for screen readers ("VOTE for Player Number1"). */
  name: string;
  tooltip: string;
  onVote: () => void;
  /** The vote is on its way: "Voting...", and no second click. */
  pending: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
};

/**
 * VOTE, with its tooltip (the theme gives it the 700 ms delay and 4px offset), mounted only once
 * a pointer rests on it: a list has a hundred of these. The NOLA 100 and YouScout both use it.
 */
export function VoteButton({
  name,
  tooltip,
  onVote,
  pending,
  disabled,
  fullWidth,
}: VoteButtonProps) {
  const { targetProps, tooltip: tip } = useLazyTooltip<HTMLButtonElement>(tooltip);
  const closed = disabled || pending;
  return (
    <>
      <Button
        {...targetProps}
        size="xs"
        color="red.8"
        fullWidth={fullWidth}
        leftSection={pending ? undefined : <IconThumbUp size={14} aria-hidden />}
        disabled={closed}
        onClick={onVote}
      >
        {pending ? (
          'Voting...'
        ) : (
          <>
            VOTE <VisuallyHidden>for {name}</VisuallyHidden>
          </>
        )}
      </Button>
      {/* A disabled button fires no pointer events: its tooltip would not close on leaving. */}
      {!closed && tip}
    </>
  );
}

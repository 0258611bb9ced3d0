import { Button, Text, VisuallyHidden } from '@mantine/core';
import { IconThumbUp } from '@tabler/icons-react';
import { useLazyTooltip } from '@/components/ui/lazy-tooltip/use-lazy-tooltip';

/*
 * The pieces of a list ranked by votes, which the NOLA 100 and YouScout share: the 7-day
 * movement and VOTE. One module, so the pages that use them get them in one chunk.
 */

/** How a place on a ranking moved over the 7 days before the list's time. */
export type RankMovement =
  | { kind: 'up'; places: number }
  | { kind: 'down'; places: number }
  | { kind: 'same' }
  /** Placed now but not 7 days earlier: new to the rankings. */
  | { kind: 'new' }
  | { kind: 'unranked' };

/**
 * The movement of a place: `change` is the place 7 days ago minus the place now (positive:
 * climbed), null when it had none then; `ranked` is whether it has a place now.
 */
export function movementOf(change: number | null, ranked = true): RankMovement {
  if (!ranked) return { kind: 'unranked' };
  if (change == null) return { kind: 'new' };
  if (change > 0) return { kind: 'up', places: change };
  if (change < 0) return { kind: 'down', places: -change };
  return { kind: 'same' };
}

const places = (n: number) => (n === 1 ? '1 place' : `${n} places`);

/** What a screen reader hears for the movement. */
export function rankMovementLabel(movement: RankMovement): string {
  switch (movement.kind) {
    case 'up':
      return `Up ${places(movement.places)} in the last 7 days`;
    case 'down':
      return `Down ${places(movement.places)} in the last 7 days`;
    case 'same':
      return 'No change in the last 7 days';
    case 'new':
      return 'New to the rankings in the last 7 days';
    case 'unranked':
      return 'Not ranked';
    default: {
      const unexpected: never = movement;
      return unexpected;
    }
  }
}

// Mantine's green.9 falls just short of 4.5:1 on white at this size; this green clears it.
const look = {
  up: { color: '#1b7330', text: (n: number) => `▲${n}` },
  down: { color: 'red.8', text: (n: number) => `▼${n}` },
} as const;

/** A 7-day movement: ▲3 in green, ▼2 in red, NEW, or – when unchanged (the NOLA 100's look). */
export function RankMovementMark({ movement }: { movement: RankMovement }) {
  const label = rankMovementLabel(movement);
  let shown: { text: string; color: string };
  switch (movement.kind) {
    case 'up':
    case 'down':
      shown = { text: look[movement.kind].text(movement.places), color: look[movement.kind].color };
      break;
    case 'new':
      shown = { text: 'NEW', color: 'navy.8' };
      break;
    default:
      shown = { text: '–', color: 'gray.7' };
  }
  return (
    <Text span size="xs" fw={700} c={shown.color} title={label} style={{ whiteSpace: 'nowrap' }}>
      <span aria-hidden>{shown.text}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Text>
  );
}

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

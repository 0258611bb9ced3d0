import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { MAX_RANK, MIN_RANK } from './choices';

export type Direction = 'up' | 'down';

/** Document 2 §4: up is disabled at #1; down at #100 or when unranked; both while pending. */
export const canMove = (rank: number | null, direction: Direction, pending: boolean): boolean => {
  if (pending || rank === null) return false;
  return direction === 'up' ? rank > MIN_RANK : rank < MAX_RANK;
};

export function RankButtons({
  rank,
  name,
  pending,
  onMove,
}: {
  rank: number | null;
  name: string;
  pending: boolean;
  onMove: (direction: Direction) => void;
}) {
  const button = (direction: Direction) => {
    const enabled = canMove(rank, direction, pending);
    const label = `Move ${name} ${direction}`;
    const icon = direction === 'up' ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />;
    const control = (
      <IconButton
        size="small"
        aria-label={label}
        disabled={!enabled}
        onClick={(event) => {
          event.stopPropagation();
          onMove(direction);
        }}
      >
        {icon}
      </IconButton>
    );
    // A disabled button fires no events; the span lets its tooltip still explain.
    return enabled ? <Tooltip title={label}>{control}</Tooltip> : <span>{control}</span>;
  };
  return (
    <Stack direction="row" spacing={0.5} aria-busy={pending || undefined}>
      {button('up')}
      {button('down')}
    </Stack>
  );
}

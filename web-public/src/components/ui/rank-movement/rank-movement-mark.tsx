import { Text, VisuallyHidden } from '@mantine/core';
import { type RankMovement, rankMovementLabel } from './rank-movement';

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

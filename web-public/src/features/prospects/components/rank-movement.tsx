import { Text, VisuallyHidden } from '@mantine/core';
import type { Prospect } from '@/features/prospects/api/get-prospects';
import { rankMovement, rankMovementLabel } from '@/features/prospects/utils/rank-movement';

// Mantine's green.9 falls just short of 4.5:1 on white at this size; this green clears it.
const look = {
  up: { color: '#1b7330', text: (n: number) => `▲${n}` },
  down: { color: 'red.8', text: (n: number) => `▼${n}` },
} as const;

/** The 7-day official rank change: ▲3 in green, ▼2 in red, NEW, or – when unchanged. */
export function RankMovement({ prospect }: { prospect: Prospect }) {
  const movement = rankMovement(prospect);
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

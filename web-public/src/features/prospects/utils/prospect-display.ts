import type { Prospect } from '@/features/prospects/api/get-prospects';
import { votesOf } from '@/features/prospects/utils/board-rules';

/** School, or the travel team when the school is empty (document 1 §3). */
export const schoolOf = (p: Prospect): string => p.school.trim() || p.teamName.trim() || '—';

export const positionsOf = (p: Prospect): string =>
  p.positionSecondary ? `${p.positionPrimary} / ${p.positionSecondary}` : p.positionPrimary;

export const handsOf = (p: Prospect): string => p.battingThrowingHand || '—';

// One formatter for every count: Number#toLocaleString makes a new one on each call, about
// 0.16 ms here, so the board's hundred counts took 16 ms of each render.
const countFormat = new Intl.NumberFormat('en-US');

/** The prospect's community votes as the board shows them: 1,234. */
export const votesText = (p: Prospect): string => countFormat.format(votesOf(p));

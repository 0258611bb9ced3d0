import type { Prospect } from '@/features/board/api/get-prospects';

/** School, or the travel team when the school is empty (document 1 §3). */
export const schoolOf = (p: Prospect): string => p.school?.trim() || p.teamName?.trim() || '—';

export const positionsOf = (p: Prospect): string =>
  p.positionSecondary ? `${p.positionPrimary} / ${p.positionSecondary}` : p.positionPrimary;

export const handsOf = (p: Prospect): string => p.battingThrowingHand?.trim() || '—';

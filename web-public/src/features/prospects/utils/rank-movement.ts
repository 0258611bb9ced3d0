import { movementOf, type RankMovement } from '@/components/ui/ranking/ranking';
import type { Prospect } from '@/features/prospects/api/get-prospects';

/** How a prospect's official rank moved over the 7 days before the board's time. */
export function rankMovement(p: Pick<Prospect, 'nolaRank' | 'rankChange'>): RankMovement {
  return movementOf(p.rankChange, p.nolaRank != null);
}

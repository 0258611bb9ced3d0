import type { Prospect } from '@/features/prospects/api/get-prospects';
import { type BoardBadge, communityBadge, officialBadge } from '@/features/prospects/utils/badges';
import {
  type BoardFilters,
  boardOf,
  communityPlaces,
  filterProspects,
  type RankingMode,
  sortProspects,
} from '@/features/prospects/utils/board-rules';

/** One line of the board as shown: the rank for the mode (null when unranked) and its badge. */
export type BoardRow = { prospect: Prospect; rank: number | null; badge: BoardBadge };

/**
 * The rows for the filters and mode: the mode's board (boardOf), filtered. A community place is
 * the prospect's place on the whole board, so filtering never promotes anyone; likewise the
 * official rank.
 */
export function boardRows(
  prospects: readonly Prospect[],
  filters: BoardFilters,
  mode: RankingMode,
): BoardRow[] {
  const places = mode === 'community' ? communityPlaces(prospects) : new Map<string, number>();
  return sortProspects(filterProspects(boardOf(prospects, mode), filters), mode).map((prospect) => {
    if (mode === 'official') {
      const rank = prospect.nolaRank;
      return { prospect, rank, badge: officialBadge(rank) };
    }
    const place = places.get(prospect.id) ?? prospects.length;
    return { prospect, rank: place, badge: communityBadge(place - 1) };
  });
}

import type { BoardProspect } from '@/types';

export type Entered = { prospect: BoardProspect; rank: number };
export type Left = { prospect: BoardProspect; rank: number };
export type Moved = { prospect: BoardProspect; from: number; to: number; change: number };

export type BoardComparison = { entered: Entered[]; left: Left[]; moved: Moved[] };

const ranked = (board: readonly BoardProspect[]) =>
  new Map(
    board
      .filter((p) => p.nolaRank !== null)
      .map((p) => [p.id, p as BoardProspect & { nolaRank: number }]),
  );

const byName = (a: BoardProspect, b: BoardProspect) =>
  a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName);

/**
 * How the board changed between two moments: who entered the ranks (ranked at the later one
 * only), who left them (ranked at the earlier one only: unranked or removed since), and who
 * moved most among those ranked at both (`change` positive for a climb), biggest moves first.
 */
export function compareBoards(
  before: readonly BoardProspect[],
  after: readonly BoardProspect[],
  { mostMoved = 10 }: { mostMoved?: number } = {},
): BoardComparison {
  const then = ranked(before);
  const now = ranked(after);
  const entered = [...now.values()]
    .filter((p) => !then.has(p.id))
    .map((p) => ({ prospect: p, rank: p.nolaRank }))
    .sort((a, b) => a.rank - b.rank);
  const left = [...then.values()]
    .filter((p) => !now.has(p.id))
    .map((p) => ({ prospect: p, rank: p.nolaRank }))
    .sort((a, b) => a.rank - b.rank);
  const moved = [...now.values()]
    .flatMap((p) => {
      const earlier = then.get(p.id);
      if (!earlier || earlier.nolaRank === p.nolaRank) return [];
      return [
        {
          prospect: p,
          from: earlier.nolaRank,
          to: p.nolaRank,
          change: earlier.nolaRank - p.nolaRank,
        },
      ];
    })
    .sort(
      (a, b) =>
        Math.abs(b.change) - Math.abs(a.change) ||
        b.change - a.change ||
        a.to - b.to ||
        byName(a.prospect, b.prospect),
    )
    .slice(0, mostMoved);
  return { entered, left, moved };
}

import { describe, expect, it } from 'vitest';
import type { Prospect } from '@/features/prospects/api/get-prospects';
import { boardRows } from '@/features/prospects/utils/board-rows';
import { NO_FILTERS } from '@/features/prospects/utils/board-rules';

const ranked = (n: number, votes: number): Prospect => ({
  id: `p${n}`,
  firstName: 'Player',
  lastName: String(n),
  school: 'Holy Cross',
  teamName: '',
  positionPrimary: n % 2 === 0 ? 'C' : 'P',
  positionSecondary: '',
  battingThrowingHand: '',
  gradYear: 2026,
  nolaRank: n,
  nolaEvaluated: false,
  communityVotes: votes,
  rankChange: null,
  communityRank: 31 - n,
});

// Rank 1 has the fewest votes, rank 30 the most.
const board = Array.from({ length: 30 }, (_, i) => ranked(i + 1, i * 2));

describe('board rows', () => {
  it('official mode shows the official rank and its badge', () => {
    const rows = boardRows(board, NO_FILTERS, 'official');
    expect(rows.map((r) => r.rank).slice(0, 3)).toEqual([1, 2, 3]);
    expect(rows[0]?.badge.label).toBe('Elite');
    expect(rows[29]?.badge.label).toBe('Top 50');
  });

  it('community mode shows the place by votes and its badge', () => {
    const rows = boardRows(board, NO_FILTERS, 'community');
    expect(rows[0]?.prospect.id).toBe('p30');
    expect(rows.map((r) => r.rank).slice(0, 3)).toEqual([1, 2, 3]);
    expect(rows[9]?.badge.label).toBe('Fan Favorite');
    expect(rows[10]?.badge.label).toBe('Community Pick');
    expect(rows[25]?.badge.label).toBe('Rising Star');
  });

  it('a filter keeps each prospect its place on the whole board', () => {
    const rows = boardRows(board, { ...NO_FILTERS, position: 'P' }, 'community');
    // p29 has the most votes among pitchers and is 2nd overall.
    expect(rows[0]?.prospect.id).toBe('p29');
    expect(rows[0]?.rank).toBe(2);
  });

  it('official mode lists the ranked 100 only; community mode every listed prospect', () => {
    // A prospect added at #100 pushed the old #100 off the ranks: 101 listed, 100 ranked.
    const full = Array.from({ length: 100 }, (_, i) => ranked(i + 1, 0));
    const pushedOff = { ...ranked(101, 500), nolaRank: null };
    const official = boardRows([...full, pushedOff], NO_FILTERS, 'official');
    expect(official).toHaveLength(100);
    expect(official.some((r) => r.prospect.id === 'p101')).toBe(false);
    const community = boardRows([...full, pushedOff], NO_FILTERS, 'community');
    expect(community).toHaveLength(101);
    expect(community[0]).toMatchObject({ prospect: { id: 'p101' }, rank: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import type { BoardProspect } from '@/types';
import { compareBoards } from './compareBoards';

const p = (id: string, nolaRank: number | null): BoardProspect => ({
  id,
  firstName: id.toUpperCase(),
  lastName: 'Test',
  school: 'Jesuit High School',
  teamName: '',
  positionPrimary: 'SS',
  positionSecondary: '',
  battingThrowingHand: 'R/R',
  gradYear: 2027,
  nolaRank,
  nolaEvaluated: false,
  communityVotes: 0,
  rankChange: null,
  communityRank: 1,
});

const ids = (list: { prospect: BoardProspect }[]) => list.map((x) => x.prospect.id);

describe('comparing two boards', () => {
  it('finds who entered the ranks: new, or unranked before', () => {
    const before = [p('a', 1), p('b', null)];
    const after = [p('a', 1), p('b', 3), p('c', 2)];
    const { entered } = compareBoards(before, after);
    expect(entered.map((e) => [e.prospect.id, e.rank])).toEqual([
      ['c', 2],
      ['b', 3],
    ]);
  });

  it('finds who left: removed, or unranked since', () => {
    const before = [p('a', 1), p('b', 2), p('c', 3)];
    const after = [p('a', 1), p('c', null)];
    const { left } = compareBoards(before, after);
    expect(left.map((e) => [e.prospect.id, e.rank])).toEqual([
      ['b', 2],
      ['c', 3],
    ]);
  });

  it('orders the biggest moves first, climbs before drops of the same size', () => {
    const before = [p('a', 1), p('b', 2), p('c', 10), p('d', 20), p('e', 30)];
    const after = [p('a', 5), p('b', 2), p('c', 6), p('d', 5 + 20 - 10), p('e', 29)];
    const { moved } = compareBoards(before, after);
    expect(moved.map((m) => [m.prospect.id, m.from, m.to, m.change])).toEqual([
      ['d', 20, 15, 5],
      ['c', 10, 6, 4],
      ['a', 1, 5, -4],
      ['e', 30, 29, 1],
    ]);
  });

  it('keeps only the most-moved few, and nobody who stayed put', () => {
    const before = Array.from({ length: 30 }, (_, i) => p(`p${i}`, i + 1));
    const after = before.map((x) => p(x.id, x.nolaRank === null ? null : 31 - x.nolaRank));
    const { moved, entered, left } = compareBoards(before, after, { mostMoved: 3 });
    expect(moved).toHaveLength(3);
    expect(moved.map((m) => Math.abs(m.change))).toEqual([29, 29, 27]);
    expect(ids(entered)).toEqual([]);
    expect(ids(left)).toEqual([]);
    expect(compareBoards(before, before).moved).toEqual([]);
  });
});

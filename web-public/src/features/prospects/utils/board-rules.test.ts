import { describe, expect, it } from 'vitest';
import type { Prospect } from '@/features/prospects/api/get-prospects';
import {
  communityPlaces,
  filterProspects,
  NO_FILTERS,
  sortProspects,
} from '@/features/prospects/utils/board-rules';

const prospect = (id: string, fields: Partial<Prospect> = {}): Prospect => ({
  id,
  firstName: 'Test',
  lastName: id,
  school: 'Jesuit High School',
  teamName: '',
  positionPrimary: 'SS',
  positionSecondary: '',
  battingThrowingHand: 'R/R',
  gradYear: 2026,
  nolaEvaluated: false,
  nolaRank: null,
  communityVotes: 0,
  rankChange: null,
  communityRank: 1,
  ...fields,
});

const ids = (list: Prospect[]) => list.map((p) => p.id);

describe('board filters', () => {
  const board = [
    prospect('a', { firstName: 'Remy', lastName: 'Boudreaux', school: 'Jesuit High School' }),
    prospect('b', { firstName: 'Malik', lastName: 'Trahan', school: 'Brother Martin' }),
    prospect('c', {
      firstName: 'Jude',
      lastName: 'Picou',
      school: 'Rummel',
      positionPrimary: 'P',
      positionSecondary: 'OF',
      gradYear: 2028,
    }),
  ];

  it('shows everyone with no filters, and with "all" or empty filters', () => {
    expect(ids(filterProspects(board, NO_FILTERS))).toEqual(['a', 'b', 'c']);
    expect(ids(filterProspects(board, { search: '  ', position: '', gradYear: '' }))).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('searches the full name and the school, any case', () => {
    const search = (text: string) => ids(filterProspects(board, { ...NO_FILTERS, search: text }));
    expect(search('remy boud')).toEqual(['a']);
    expect(search('TRAHAN')).toEqual(['b']);
    expect(search('brother')).toEqual(['b']);
    expect(search('high')).toEqual(['a']);
    expect(search('nobody')).toEqual([]);
  });

  it('matches the primary or the secondary position', () => {
    const position = (p: string) => ids(filterProspects(board, { ...NO_FILTERS, position: p }));
    expect(position('P')).toEqual(['c']);
    expect(position('OF')).toEqual(['c']);
    expect(position('SS')).toEqual(['a', 'b']);
    expect(position('DH')).toEqual([]);
  });

  it('matches the grad year as a whole number', () => {
    const year = (y: string) => ids(filterProspects(board, { ...NO_FILTERS, gradYear: y }));
    expect(year('2028')).toEqual(['c']);
    expect(year('2026')).toEqual(['a', 'b']);
    expect(year('2024')).toEqual([]);
  });

  it('combines the filters', () => {
    expect(
      ids(filterProspects(board, { search: 'picou', position: 'OF', gradYear: '2026' })),
    ).toEqual([]);
    expect(
      ids(filterProspects(board, { search: 'picou', position: 'OF', gradYear: '2028' })),
    ).toEqual(['c']);
  });
});

describe('board order', () => {
  const board = [
    prospect('unranked', { nolaRank: null, communityVotes: 50 }),
    prospect('third', { nolaRank: 3, communityVotes: 7 }),
    prospect('first', { nolaRank: 1, communityVotes: 7 }),
    prospect('second', { nolaRank: 2, communityVotes: 0 }),
  ];

  it('official: rank ascending, a missing rank last', () => {
    expect(ids(sortProspects(board, 'official'))).toEqual(['first', 'second', 'third', 'unranked']);
  });

  it('community: most votes first, ties to the better rank', () => {
    expect(ids(sortProspects(board, 'community'))).toEqual([
      'unranked',
      'first',
      'third',
      'second',
    ]);
  });

  it('does not reorder the list it is given', () => {
    sortProspects(board, 'official');
    expect(ids(board)).toEqual(['unranked', 'third', 'first', 'second']);
  });

  it('numbers community places on the whole board from 1', () => {
    expect(Object.fromEntries(communityPlaces(board))).toEqual({
      unranked: 1,
      first: 2,
      third: 3,
      second: 4,
    });
  });
});

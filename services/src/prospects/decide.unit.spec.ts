import { describe, expect, it } from 'vitest';
import { ValidationFailed } from '../core/errors';
import { applyMoves, type Board, emptyBoard } from './board';
import {
  decideAddProspect,
  decideAssignRank,
  decideBoardHalf,
  decideEraseProspect,
  decideFreeRank,
  decideMove,
  decideRemoveProspect,
  decideUpdateProspect,
  decideVote,
} from './decide';
import {
  AlreadyErased,
  CannotMove,
  NotRemoved,
  ProspectExists,
  ProspectNotFound,
  StaleRank,
  StaleVersion,
} from './errors';
import type { ProspectFields } from './events';
import { evolveProspect, initialProspect, type Prospect } from './prospect';

const now = new Date('2026-11-01T12:00:00.000Z');
const fields: ProspectFields = {
  firstName: 'Remy',
  lastName: 'Fontenot',
  school: 'Jesuit High School',
  teamName: '',
  positionPrimary: 'SS',
  positionSecondary: '2B',
  battingThrowingHand: 'R/R',
  gradYear: 2027,
  nolaEvaluated: false,
};

const given = {
  nothing: initialProspect,
  listed: (id = 'p1'): Prospect =>
    evolveProspect(initialProspect, {
      type: 'ProspectAdded',
      data: { prospectId: id, ...fields, addedAt: now.toISOString() },
    }),
  removed: (id = 'p1'): Prospect =>
    evolveProspect(given.listed(id), {
      type: 'ProspectRemoved',
      data: { prospectId: id, removedAt: now.toISOString() },
    }),
  /** A board from "id:rank" pairs. */
  board: (...pairs: [string, number][]): Board =>
    applyMoves(
      emptyBoard,
      pairs.map(([prospectId, to]) => ({ prospectId, from: null, to })),
    ),
};

const ranksOf = (board: Board) => Object.fromEntries([...board.ranks].sort());

describe('adding a prospect', () => {
  it('given no prospect, when added, then ProspectAdded carries every field', () => {
    const [event] = decideAddProspect(
      { type: 'AddProspect', prospectId: 'p1', fields, now },
      given.nothing,
    );
    expect(event).toEqual({
      type: 'ProspectAdded',
      data: { prospectId: 'p1', ...fields, addedAt: now.toISOString() },
    });
  });

  it('given the id exists, when added again, then it is refused', () => {
    expect(() =>
      decideAddProspect({ type: 'AddProspect', prospectId: 'p1', fields, now }, given.listed()),
    ).toThrow(ProspectExists);
  });
});

describe('updating a prospect', () => {
  const update = (changes: Partial<ProspectFields>, expectedVersion?: number) => ({
    type: 'UpdateProspect' as const,
    prospectId: 'p1',
    changes,
    expectedVersion,
    currentVersion: 3,
    now,
  });

  it('records only the fields that changed, each with before and after', () => {
    const events = decideUpdateProspect(
      update({ school: 'Brother Martin High School', gradYear: 2027, nolaEvaluated: true }),
      given.listed(),
    );
    expect(events).toEqual([
      {
        type: 'ProspectUpdated',
        data: {
          prospectId: 'p1',
          changes: {
            school: { from: 'Jesuit High School', to: 'Brother Martin High School' },
            nolaEvaluated: { from: false, to: true },
          },
          updatedAt: now.toISOString(),
        },
      },
    ]);
  });

  it('records nothing when nothing changes', () => {
    expect(decideUpdateProspect(update({ gradYear: 2027 }), given.listed())).toEqual([]);
  });

  it('refuses an edit made on a stale version with 412', () => {
    expect(() => decideUpdateProspect(update({ gradYear: 2028 }, 2), given.listed())).toThrow(
      StaleVersion,
    );
    expect(decideUpdateProspect(update({ gradYear: 2028 }, 3), given.listed())).toHaveLength(1);
  });

  it('refuses unknown and removed prospects', () => {
    expect(() => decideUpdateProspect(update({ gradYear: 2028 }), given.nothing)).toThrow(
      ProspectNotFound,
    );
    expect(() => decideUpdateProspect(update({ gradYear: 2028 }), given.removed())).toThrow(
      ProspectNotFound,
    );
  });
});

describe('removing a prospect', () => {
  it('given a listed prospect, then ProspectRemoved; given none or removed, then 404', () => {
    const remove = { type: 'RemoveProspect' as const, prospectId: 'p1', now };
    expect(decideRemoveProspect(remove, given.listed())[0].type).toBe('ProspectRemoved');
    expect(() => decideRemoveProspect(remove, given.nothing)).toThrow(ProspectNotFound);
    expect(() => decideRemoveProspect(remove, given.removed())).toThrow(ProspectNotFound);
  });

  it('frees its rank and moves nobody else', () => {
    const board = given.board(['p1', 4], ['p2', 5]);
    const [event] = decideFreeRank({ type: 'FreeRank', prospectId: 'p1', now }, board);
    expect(event?.data.moves).toEqual([{ prospectId: 'p1', from: 4, to: null }]);
    expect(decideFreeRank({ type: 'FreeRank', prospectId: 'p9', now }, board)).toEqual([]);
  });
});

describe('moving up and down', () => {
  const move = (prospectId: string, direction: 'up' | 'down') => ({
    type: 'MoveProspect' as const,
    prospectId,
    direction,
    now,
  });

  it('up swaps with the prospect one rank above, listing both moves', () => {
    const [event] = decideMove(
      move('p1', 'up'),
      given.board(['p1', 5], ['p2', 4]),
      given.listed('p1'),
    );
    expect(event.data).toMatchObject({
      prospectId: 'p1',
      direction: 'up',
      moves: [
        { prospectId: 'p1', from: 5, to: 4 },
        { prospectId: 'p2', from: 4, to: 5 },
      ],
    });
  });

  it('down swaps with the prospect one rank below', () => {
    const [event] = decideMove(
      move('p1', 'down'),
      given.board(['p1', 5], ['p3', 6]),
      given.listed('p1'),
    );
    expect(event.data.moves).toEqual([
      { prospectId: 'p1', from: 5, to: 6 },
      { prospectId: 'p3', from: 6, to: 5 },
    ]);
  });

  it('takes a free adjacent rank without moving anyone', () => {
    const [event] = decideMove(move('p1', 'up'), given.board(['p1', 5]), given.listed('p1'));
    expect(event.data.moves).toEqual([{ prospectId: 'p1', from: 5, to: 4 }]);
  });

  it('refuses up at rank 1, down at rank 100, and down or up when unranked', () => {
    expect(() => decideMove(move('p1', 'up'), given.board(['p1', 1]), given.listed())).toThrow(
      /ranked #1/,
    );
    expect(() => decideMove(move('p1', 'down'), given.board(['p1', 100]), given.listed())).toThrow(
      /#100/,
    );
    expect(() => decideMove(move('p1', 'down'), emptyBoard, given.listed())).toThrow(CannotMove);
    expect(() => decideMove(move('p1', 'up'), emptyBoard, given.listed())).toThrow(/unranked/);
  });

  it('refuses to move a removed prospect', () => {
    expect(() => decideMove(move('p1', 'up'), given.board(['p1', 5]), given.removed())).toThrow(
      ProspectNotFound,
    );
  });
});

describe('assigning a rank', () => {
  const assign = (board: Board, prospectId: string, rank: number) =>
    decideAssignRank(
      { type: 'AssignRank', prospectId, rank, now },
      board,
      given.listed(prospectId),
    );
  const boardAfter = (board: Board, prospectId: string, rank: number) =>
    applyMoves(board, assign(board, prospectId, rank)[0]?.data.moves ?? []);

  it('inserting an unranked prospect shifts the holders down until a free rank', () => {
    const board = given.board(['a', 1], ['b', 2], ['c', 3], ['d', 5]);
    expect(ranksOf(boardAfter(board, 'new', 2))).toEqual({ a: 1, new: 2, b: 3, c: 4, d: 5 });
  });

  it('moving up to R shifts the prospects between R and the old place down by one', () => {
    const board = given.board(['a', 1], ['b', 2], ['c', 3], ['d', 4]);
    const [event] = assign(board, 'd', 1);
    expect(event?.data.moves).toEqual([
      { prospectId: 'd', from: 4, to: 1 },
      { prospectId: 'a', from: 1, to: 2 },
      { prospectId: 'b', from: 2, to: 3 },
      { prospectId: 'c', from: 3, to: 4 },
    ]);
  });

  it('moving down to R shifts the prospects between the old place and R up by one', () => {
    const board = given.board(['a', 1], ['b', 2], ['c', 3], ['d', 4]);
    expect(ranksOf(boardAfter(board, 'a', 3))).toEqual({ b: 1, c: 2, a: 3, d: 4 });
  });

  it('a prospect pushed past 100 becomes unranked', () => {
    const board = given.board(['x', 99], ['y', 100]);
    const [event] = assign(board, 'new', 99);
    expect(event?.data.moves).toEqual([
      { prospectId: 'new', from: null, to: 99 },
      { prospectId: 'x', from: 99, to: 100 },
      { prospectId: 'y', from: 100, to: null },
    ]);
  });

  it('refuses a rank edit made on a copy older than the last rank change (412)', () => {
    const board = applyMoves(
      given.board(['a', 1], ['b', 2]),
      [{ prospectId: 'b', from: 2, to: 3 }],
      7,
    );
    const edit = (expectedRankVersion: number | null, rank = 1) =>
      decideAssignRank(
        { type: 'AssignRank', prospectId: 'b', rank, expectedRankVersion, now },
        board,
        given.listed('b'),
      );
    expect(() => edit(-1)).toThrow(StaleRank);
    expect(() => edit(null)).toThrow(/changed by someone else \(now #3\)/);
    expect(edit(7)[0]?.data.moves[0]).toEqual({ prospectId: 'b', from: 3, to: 1 });
    // Leaving the rank as it is conflicts with nobody.
    expect(edit(-1, 3)).toEqual([]);
  });

  it('a null rank leaves an unranked prospect alone, and cannot unrank a ranked one', () => {
    const board = given.board(['a', 1]);
    const assignNull = (prospectId: string) =>
      decideAssignRank(
        { type: 'AssignRank', prospectId, rank: null, now },
        board,
        given.listed(prospectId),
      );
    expect(assignNull('b')).toEqual([]);
    expect(() => assignNull('a')).toThrow(ValidationFailed);
  });

  it('takes a free rank without moving anyone, and records nothing for its own rank', () => {
    const board = given.board(['a', 1]);
    expect(assign(board, 'b', 7)[0]?.data.moves).toEqual([{ prospectId: 'b', from: null, to: 7 }]);
    expect(assign(board, 'a', 1)).toEqual([]);
  });
});

describe('the board half of an edit that ranks (inline, or finished after a crash)', () => {
  const added = (rank: number) => ({
    type: 'ProspectAdded' as const,
    data: { prospectId: 'p1', ...fields, nolaRank: rank, addedAt: now.toISOString() },
  });
  const edited = (to: number, rankVersion: number | null) => ({
    type: 'ProspectUpdated' as const,
    data: {
      prospectId: 'p1',
      changes: { school: { from: 'Jesuit High School', to: 'Brother Martin' } },
      rank: { to, rankVersion },
      updatedAt: now.toISOString(),
    },
  });

  it('given an add not yet on the board, then the rank asked for, as assigning it would', () => {
    const board = given.board(['a', 2]);
    const [event] = decideBoardHalf(added(2), board, given.listed(), now);
    expect(event?.data.moves).toEqual([
      { prospectId: 'p1', from: null, to: 2 },
      { prospectId: 'a', from: 2, to: 3 },
    ]);
  });

  it('given an add the board has ranked before (its half landed, or a later edit), then nothing', () => {
    const ranked = applyMoves(given.board(), [{ prospectId: 'p1', from: null, to: 2 }], 4);
    expect(decideBoardHalf(added(2), ranked, given.listed(), now)).toEqual([]);
    const movedOn = applyMoves(ranked, [{ prospectId: 'p1', from: 2, to: 9 }], 5);
    expect(decideBoardHalf(added(2), movedOn, given.listed(), now)).toEqual([]);
  });

  it('given an edit whose rank is not applied, then applied; applied already, then nothing', () => {
    const board = applyMoves(given.board(), [{ prospectId: 'p1', from: null, to: 5 }], 3);
    const [event] = decideBoardHalf(edited(1, 3), board, given.listed(), now);
    expect(event?.data.moves).toEqual([{ prospectId: 'p1', from: 5, to: 1 }]);
    const applied = applyMoves(board, event?.data.moves ?? [], 4);
    expect(decideBoardHalf(edited(1, 3), applied, given.listed(), now)).toEqual([]);
  });

  it('given an edit overtaken by a later rank change, then it is refused, not applied over it', () => {
    const board = applyMoves(given.board(), [{ prospectId: 'p1', from: null, to: 5 }], 3);
    const movedOn = applyMoves(board, [{ prospectId: 'p1', from: 5, to: 7 }], 6);
    expect(() => decideBoardHalf(edited(1, 3), movedOn, given.listed(), now)).toThrow(StaleRank);
  });

  it('given a removal, then its rank freed, once', () => {
    const removal = {
      type: 'ProspectRemoved' as const,
      data: { prospectId: 'p1', removedAt: now.toISOString() },
    };
    const board = given.board(['p1', 4]);
    const [event] = decideBoardHalf(removal, board, given.removed(), now);
    expect(event?.data.moves).toEqual([{ prospectId: 'p1', from: 4, to: null }]);
    const freed = applyMoves(board, event?.data.moves ?? []);
    expect(decideBoardHalf(removal, freed, given.removed(), now)).toEqual([]);
  });
});

describe('voting', () => {
  const vote = (userId: string | null = null) => ({
    type: 'CastVote' as const,
    prospectId: 'p1',
    voterKey: userId ?? 'client-key',
    userId,
    now,
  });

  it('given a listed prospect and a new voter, then VoteCast names the voter, not the prospect', () => {
    // Issue 36: a vote naming the prospect would keep the name in the log past its erasure.
    expect(decideVote(vote('u1'), given.listed())).toEqual([
      {
        type: 'VoteCast',
        data: {
          prospectId: 'p1',
          voterKey: 'u1',
          userId: 'u1',
          castAt: now.toISOString(),
        },
      },
    ]);
  });

  it('given an unknown or removed prospect, then 404', () => {
    expect(() => decideVote(vote(), given.nothing)).toThrow(ProspectNotFound);
    expect(() => decideVote(vote(), given.removed())).toThrow(ProspectNotFound);
  });
});

describe('erasing a prospect (issue 36)', () => {
  const erase = { type: 'EraseProspect' as const, prospectId: 'p1', now };
  const erased = (): Prospect =>
    evolveProspect(given.removed(), {
      type: 'ProspectErased',
      data: { prospectId: 'p1', erasedAt: now.toISOString() },
    });

  it('given a removed prospect, then ProspectErased, and no command applies after it', () => {
    expect(decideEraseProspect(erase, given.removed())).toEqual([
      { type: 'ProspectErased', data: { prospectId: 'p1', erasedAt: now.toISOString() } },
    ]);
    expect(erased()).toEqual({ status: 'erased', id: 'p1' });
    expect(() =>
      decideVote({ ...erase, type: 'CastVote', voterKey: 'k', userId: null }, erased()),
    ).toThrow(ProspectNotFound);
    expect(() => decideRemoveProspect({ ...erase, type: 'RemoveProspect' }, erased())).toThrow(
      ProspectNotFound,
    );
  });

  it('given a listed prospect, then it must leave the board first (the handler removes it)', () => {
    expect(() => decideEraseProspect(erase, given.listed())).toThrow(NotRemoved);
  });

  it('given an unknown or erased prospect, then 404 or 409', () => {
    expect(() => decideEraseProspect(erase, given.nothing)).toThrow(ProspectNotFound);
    expect(() => decideEraseProspect(erase, erased())).toThrow(AlreadyErased);
  });
});

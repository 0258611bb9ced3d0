import { ValidationFailed } from '../core/errors';
import { assignMoves, type Board, freeMoves, swapMoves } from './board';
import {
  AlreadyErased,
  CannotMove,
  NotRemoved,
  ProspectExists,
  ProspectNotFound,
  StaleRank,
  StaleVersion,
} from './errors';
import type { BoardEventOf, ProspectFields } from './events';
import type { Prospect } from './prospect';

export type AddProspect = {
  type: 'AddProspect';
  prospectId: string;
  fields: ProspectFields;
  /** The rank asked for: recorded on the event, applied on the board (see decideBoardHalf). */
  rank?: number;
  now: Date;
};
export type UpdateProspect = {
  type: 'UpdateProspect';
  prospectId: string;
  changes: Partial<ProspectFields>;
  /** The version the editor saw, when it sent one; the current version is the stream revision. */
  expectedVersion: number | undefined;
  currentVersion: number;
  /** A rank change in the same edit, and the prospect's rank version it was decided on. */
  rank?: { to: number; rankVersion: number | null };
  now: Date;
};
export type RemoveProspect = { type: 'RemoveProspect'; prospectId: string; now: Date };
export type EraseProspect = { type: 'EraseProspect'; prospectId: string; now: Date };
export type MoveProspect = {
  type: 'MoveProspect';
  prospectId: string;
  direction: 'up' | 'down';
  now: Date;
};
export type AssignRank = {
  type: 'AssignRank';
  prospectId: string;
  /** null: the editor leaves the prospect unranked (it cannot unrank a ranked one). */
  rank: number | null;
  /**
   * The rank version the editor saw (null: never ranked), when it sent one: a rank edit made on
   * a copy older than someone else's move is refused, or it would silently undo that move.
   */
  expectedRankVersion?: number | null;
  now: Date;
};
export type FreeRank = { type: 'FreeRank'; prospectId: string; now: Date };
export type CastVote = {
  type: 'CastVote';
  prospectId: string;
  voterKey: string;
  userId: string | null;
  now: Date;
};

const listed = (state: Prospect) => {
  if (state.status !== 'listed') throw new ProspectNotFound();
  return state;
};

export function decideAddProspect(
  command: AddProspect,
  state: Prospect,
): [BoardEventOf<'ProspectAdded'>] {
  if (state.status !== 'unknown') throw new ProspectExists();
  return [
    {
      type: 'ProspectAdded',
      data: {
        prospectId: command.prospectId,
        ...command.fields,
        ...(command.rank !== undefined ? { nolaRank: command.rank } : {}),
        addedAt: command.now.toISOString(),
      },
    },
  ];
}

/** Records only the fields that really change, each with its value before and after. */
export function decideUpdateProspect(
  command: UpdateProspect,
  state: Prospect,
): BoardEventOf<'ProspectUpdated'>[] {
  const prospect = listed(state);
  if (command.expectedVersion !== undefined && command.expectedVersion !== command.currentVersion)
    throw new StaleVersion(command.currentVersion);
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, to] of Object.entries(command.changes)) {
    const from = prospect.fields[field as keyof ProspectFields];
    if (to !== undefined && to !== from) changes[field] = { from, to };
  }
  if (Object.keys(changes).length === 0) return [];
  return [
    {
      type: 'ProspectUpdated',
      data: {
        prospectId: command.prospectId,
        changes,
        ...(command.rank ? { rank: command.rank } : {}),
        updatedAt: command.now.toISOString(),
      },
    },
  ];
}

export function decideRemoveProspect(
  command: RemoveProspect,
  state: Prospect,
): [BoardEventOf<'ProspectRemoved'>] {
  listed(state);
  return [
    {
      type: 'ProspectRemoved',
      data: { prospectId: command.prospectId, removedAt: command.now.toISOString() },
    },
  ];
}

/**
 * Erasure of a prospect's personal data: of one off the board (its removal comes first, so the
 * board's rank is freed as any removal frees it), once.
 */
export function decideEraseProspect(
  command: EraseProspect,
  state: Prospect,
): [BoardEventOf<'ProspectErased'>] {
  if (state.status === 'unknown') throw new ProspectNotFound();
  if (state.status === 'erased') throw new AlreadyErased();
  if (state.status === 'listed') throw new NotRemoved();
  return [
    {
      type: 'ProspectErased',
      data: { prospectId: command.prospectId, erasedAt: command.now.toISOString() },
    },
  ];
}

const MOVE_REFUSALS = {
  unranked: 'This prospect is unranked; give it a rank first',
  'at-top': 'This prospect is already ranked #1 and cannot move up',
  'at-bottom': 'This prospect is ranked #100 and cannot move down',
} as const;

export function decideMove(
  command: MoveProspect,
  board: Board,
  prospect: Prospect,
): [BoardEventOf<'RankSwapped'>] {
  listed(prospect);
  const moves = swapMoves(board, command.prospectId, command.direction);
  if (typeof moves === 'string') throw new CannotMove(MOVE_REFUSALS[moves]);
  return [
    {
      type: 'RankSwapped',
      data: {
        prospectId: command.prospectId,
        direction: command.direction,
        moves,
        at: command.now.toISOString(),
      },
    },
  ];
}

export function decideAssignRank(
  command: AssignRank,
  board: Board,
  prospect: Prospect,
): BoardEventOf<'RankAssigned'>[] {
  listed(prospect);
  const current = board.ranks.get(command.prospectId);
  if (command.rank === null) {
    if (current === undefined) return [];
    throw new ValidationFailed({ nolaRank: 'Rank is required' });
  }
  const moves = assignMoves(board, command.prospectId, command.rank);
  if (moves.length === 0) return [];
  const rankVersion = board.rankVersions.get(command.prospectId) ?? null;
  if (command.expectedRankVersion !== undefined && command.expectedRankVersion !== rankVersion)
    throw new StaleRank(current ?? null);
  return [
    {
      type: 'RankAssigned',
      data: {
        prospectId: command.prospectId,
        rank: command.rank,
        moves,
        at: command.now.toISOString(),
      },
    },
  ];
}

/** Frees the rank of a prospect being removed (the prospect itself is checked by its own stream). */
export function decideFreeRank(command: FreeRank, board: Board): BoardEventOf<'RankFreed'>[] {
  const moves = freeMoves(board, command.prospectId);
  if (moves.length === 0) return [];
  return [
    {
      type: 'RankFreed',
      data: { prospectId: command.prospectId, moves, at: command.now.toISOString() },
    },
  ];
}

/** A prospect event that asks for a change of the board: its board half is still to be decided. */
export type BoardIntent =
  | BoardEventOf<'ProspectAdded'>
  | BoardEventOf<'ProspectUpdated'>
  | BoardEventOf<'ProspectRemoved'>;

/**
 * The board half of a staff edit whose prospect event came first: the same decision inline and
 * when a crash between the two appends is finished later, so it is made once either way. An add
 * ranks a prospect the board has never moved; an edit's rank applies unless the prospect moved
 * since it was decided (done already, it asks for no move); a removal frees the rank.
 */
export function decideBoardHalf(
  intent: BoardIntent,
  board: Board,
  prospect: Prospect,
  now: Date,
): BoardEventOf<'RankAssigned' | 'RankFreed'>[] {
  const { prospectId } = intent.data;
  switch (intent.type) {
    case 'ProspectAdded': {
      const rank = intent.data.nolaRank;
      if (rank === undefined || board.rankVersions.has(prospectId)) return [];
      return decideAssignRank({ type: 'AssignRank', prospectId, rank, now }, board, prospect);
    }
    case 'ProspectUpdated': {
      const { rank } = intent.data;
      if (!rank) return [];
      return decideAssignRank(
        {
          type: 'AssignRank',
          prospectId,
          rank: rank.to,
          expectedRankVersion: rank.rankVersion,
          now,
        },
        board,
        prospect,
      );
    }
    case 'ProspectRemoved':
      return decideFreeRank({ type: 'FreeRank', prospectId, now }, board);
    default: {
      const never: never = intent;
      return never;
    }
  }
}

/**
 * A vote for a listed prospect. A voter's second vote is refused by the store itself: the vote's
 * stream (one per voter and prospect) is appended with 'no_stream' (see castVote).
 */
export function decideVote(command: CastVote, prospect: Prospect): [BoardEventOf<'VoteCast'>] {
  listed(prospect);
  // No name: a vote would otherwise keep the prospect's name in the log past its erasure.
  return [
    {
      type: 'VoteCast',
      data: {
        prospectId: command.prospectId,
        voterKey: command.voterKey,
        userId: command.userId,
        castAt: command.now.toISOString(),
      },
    },
  ];
}

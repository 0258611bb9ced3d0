import { randomUUID } from 'node:crypto';
import type DataLoader from 'dataloader';
import { appendEvents, type CommandContext, type NewEvent } from '../core/context';
import {
  type AppendResult,
  type EventMetadata,
  type EventStore,
  readStreams,
  WrongExpectedRevision,
} from '../core/event-store/event-store';
import { foldEvents, foldStream } from '../core/event-store/fold-stream';
import { retryOnConflict } from '../core/retry';
import { turnLoader } from '../core/turn-loader';
import { type Board, emptyBoard, evolveBoard } from './board';
import {
  decideAddProspect,
  decideAssignRank,
  decideFreeRank,
  decideMove,
  decideRemoveProspect,
  decideUpdateProspect,
  decideVote,
} from './decide';
import { AlreadyVoted, StaleVersion } from './errors';
import {
  BOARD_STREAM,
  type BoardEvent,
  type ProspectFields,
  parseBoardEvent,
  prospectStream,
  voteStream,
} from './events';
import { evolveProspect, initialProspect, type Prospect } from './prospect';

export const loadProspect = (store: EventStore, prospectId: string) =>
  foldStream<BoardEvent, Prospect>(
    store,
    prospectStream(prospectId),
    parseBoardEvent,
    evolveProspect,
    initialProspect,
  );

// The board stream only grows, so each process keeps its folded state and reads only what is new.
const boards = new WeakMap<EventStore, { board: Board; revision: number | undefined }>();

export async function loadBoard(
  store: EventStore,
): Promise<{ board: Board; revision: number | undefined }> {
  const known = boards.get(store) ?? { board: emptyBoard, revision: undefined };
  const fresh = await store.readStream(BOARD_STREAM, {
    fromRevision: known.revision === undefined ? 0 : known.revision + 1,
  });
  if (fresh.length === 0) return known;
  const board = fresh.reduce(
    (state, e) => evolveBoard(state, parseBoardEvent(e.type, e.data), e.revision),
    known.board,
  );
  const loaded = { board, revision: fresh.at(-1)?.revision };
  boards.set(store, loaded);
  return loaded;
}

const BOARD_ATTEMPTS = 20;

// Board changes made by this process queue behind one another (they would only collide on the
// stream's revision otherwise); other processes are kept apart by the expected revision.
const boardQueues = new WeakMap<EventStore, Promise<unknown>>();

function queued<T>(store: EventStore, work: () => Promise<T>): Promise<T> {
  const previous = boardQueues.get(store) ?? Promise.resolve();
  const result = previous.then(work, work);
  boardQueues.set(
    store,
    result.catch(() => {}),
  );
  return result;
}

/**
 * A change of the board: decided on the latest board and appended with its revision. When
 * another process's change lands first the append fails, and the change is decided again on the
 * new board (moves are relative, so "up" still means up): concurrent moves never share a rank.
 */
function changeBoard(
  ctx: CommandContext,
  decide: (board: Board) => NewEvent[],
  metadata: EventMetadata,
): Promise<AppendResult | undefined> {
  return queued(ctx.store, () =>
    retryOnConflict(BOARD_ATTEMPTS, async () => {
      const { board, revision } = await loadBoard(ctx.store);
      const events = decide(board);
      if (events.length === 0) return undefined;
      return appendEvents(ctx, BOARD_STREAM, events, revision ?? 'no_stream', metadata);
    }),
  );
}

export async function addProspect(
  ctx: CommandContext,
  input: ProspectFields & { nolaRank: number },
  metadata: EventMetadata,
): Promise<{ prospectId: string; appended: AppendResult }> {
  const prospectId = randomUUID();
  const now = new Date(metadata.occurredAt);
  const { nolaRank, ...fields } = input;
  const added = decideAddProspect(
    { type: 'AddProspect', prospectId, fields, now },
    initialProspect,
  );
  const appended = await appendEvents(
    ctx,
    prospectStream(prospectId),
    added,
    'no_stream',
    metadata,
  );
  const state = evolveProspect(initialProspect, added[0]);
  const ranked = await changeBoard(
    ctx,
    (board) =>
      decideAssignRank({ type: 'AssignRank', prospectId, rank: nolaRank, now }, board, state),
    metadata,
  );
  // The later append, when there was one, is where a reader must wait for both.
  return { prospectId, appended: ranked ?? appended };
}

export async function updateProspect(
  ctx: CommandContext,
  prospectId: string,
  input: Partial<ProspectFields> & {
    nolaRank?: number | null;
    version?: number;
    rankVersion?: number | null;
  },
  metadata: EventMetadata,
): Promise<AppendResult | undefined> {
  const now = new Date(metadata.occurredAt);
  const { nolaRank, version, rankVersion, ...changes } = input;
  const { state, revision } = await loadProspect(ctx.store, prospectId);
  const updated = decideUpdateProspect(
    {
      type: 'UpdateProspect',
      prospectId,
      changes,
      expectedVersion: version,
      currentVersion: revision ?? -1,
      now,
    },
    state,
  );
  const assignRank = (board: Board) =>
    nolaRank === undefined
      ? []
      : decideAssignRank(
          {
            type: 'AssignRank',
            prospectId,
            rank: nolaRank,
            ...(rankVersion !== undefined ? { expectedRankVersion: rankVersion } : {}),
            now,
          },
          board,
          state,
        );
  // A refused rank (stale, invalid) refuses the whole edit before any of it is written; the
  // board is decided again, under its queue, when the rank is applied below.
  assignRank((await loadBoard(ctx.store)).board);
  let appended: AppendResult | undefined;
  if (updated.length > 0) {
    try {
      appended = await appendEvents(
        ctx,
        prospectStream(prospectId),
        updated,
        revision ?? 'no_stream',
        metadata,
      );
    } catch (error) {
      // Someone else's edit landed between our read and our write.
      if (error instanceof WrongExpectedRevision) throw new StaleVersion((revision ?? -1) + 1);
      throw error;
    }
  }
  if (nolaRank === undefined) return appended;
  const ranked = await changeBoard(ctx, assignRank, metadata);
  return ranked ?? appended;
}

export async function removeProspect(
  ctx: CommandContext,
  prospectId: string,
  metadata: EventMetadata,
): Promise<AppendResult> {
  const now = new Date(metadata.occurredAt);
  const { state, revision } = await loadProspect(ctx.store, prospectId);
  const removed = decideRemoveProspect({ type: 'RemoveProspect', prospectId, now }, state);
  const appended = await appendEvents(
    ctx,
    prospectStream(prospectId),
    removed,
    revision ?? 'no_stream',
    metadata,
  );
  const freed = await changeBoard(
    ctx,
    (board) => decideFreeRank({ type: 'FreeRank', prospectId, now }, board),
    metadata,
  );
  return freed ?? appended;
}

export async function moveProspect(
  ctx: CommandContext,
  prospectId: string,
  direction: 'up' | 'down',
  metadata: EventMetadata,
): Promise<AppendResult | undefined> {
  const now = new Date(metadata.occurredAt);
  const { state } = await loadProspect(ctx.store, prospectId);
  return changeBoard(
    ctx,
    (board) => decideMove({ type: 'MoveProspect', prospectId, direction, now }, board, state),
    metadata,
  );
}

export type Voter = { key: string; userId: string | null };

/** What a vote is decided on: whether this voter has voted for the prospect, and its state. */
export type VoteFacts = { voted: boolean; prospect: Prospect };
export type VoteKey = { prospectId: string; voterKey: string };

/**
 * Reads what votes are decided on, for all the votes that arrive in one turn of the event loop
 * together: their vote streams and their prospects' streams in one read of the store (one query
 * on PostgreSQL), instead of one read each. Nothing is cached: every batch reads afresh.
 */
export function voteFactsLoader(store: EventStore): DataLoader<VoteKey, VoteFacts> {
  return turnLoader<VoteKey, VoteFacts>(async (keys) => {
    const prospects = [...new Set(keys.map((key) => key.prospectId))];
    const votes = keys.map((key) => voteStream(key.prospectId, key.voterKey));
    const read = await readStreams(store, [...votes, ...prospects.map(prospectStream)]);
    const states = new Map(
      prospects.map((id, i) => [
        id,
        foldEvents(read[votes.length + i] ?? [], parseBoardEvent, evolveProspect, initialProspect)
          .state,
      ]),
    );
    return keys.map((key, i) => ({
      voted: (read[i] ?? []).length > 0,
      prospect: states.get(key.prospectId) ?? initialProspect,
    }));
  });
}

/** Casts a vote, on the prospect's state as given (see voteFactsLoader) or as read now. */
export async function castVote(
  ctx: CommandContext,
  prospectId: string,
  voter: Voter,
  metadata: EventMetadata,
  prospect?: Prospect,
): Promise<AppendResult> {
  const stream = voteStream(prospectId, voter.key);
  const state = prospect ?? (await loadProspect(ctx.store, prospectId)).state;
  const vote = decideVote(
    {
      type: 'CastVote',
      prospectId,
      voterKey: voter.key,
      userId: voter.userId,
      now: new Date(metadata.occurredAt),
    },
    state,
  );
  try {
    return await appendEvents(ctx, stream, vote, 'no_stream', { ...metadata, voterKey: voter.key });
  } catch (error) {
    if (error instanceof WrongExpectedRevision) throw new AlreadyVoted();
    throw error;
  }
}

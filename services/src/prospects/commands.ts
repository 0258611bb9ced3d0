import { randomUUID } from 'node:crypto';
import { appendEvents, type CommandContext, type NewEvent } from '../core/context';
import {
  type AppendResult,
  type EventMetadata,
  type EventStore,
  WrongExpectedRevision,
} from '../core/event-store/event-store';
import { foldStream } from '../core/event-store/fold-stream';
import { retryOnConflict } from '../core/retry';
import { shredKey } from '../families';
import { type Board, foldBoard } from './board';
import {
  type BoardIntent,
  decideAddProspect,
  decideAssignRank,
  decideBoardHalf,
  decideEraseProspect,
  decideMove,
  decideRemoveProspect,
  decideUpdateProspect,
} from './decide';
import { StaleVersion } from './errors';
import {
  BOARD_STREAM,
  type BoardEvent,
  type ProspectFields,
  parseBoardEvent,
  prospectStream,
} from './events';
import { openProspect, sealProspectEvent } from './personal';
import { evolveProspect, initialProspect, type Prospect } from './prospect';

// Staff commands: each loads what it decides on, decides, and appends; nothing is kept between
// calls. Rank changes go on the board stream alone (one stream, so a change is atomic); an edit
// that changes a prospect and its rank appends the prospect event first, carrying the rank asked
// for, and then the board event it causes (see decideBoardHalf and finishBoardEdits).

export const loadProspect = (store: EventStore, prospectId: string) =>
  foldStream<BoardEvent, Prospect>(
    store,
    prospectStream(prospectId),
    parseBoardEvent,
    evolveProspect,
    initialProspect,
  );

/**
 * The board as its stream tells it, read whole each time. On the demo board (460 events) that
 * is 6 to 9 ms, most of it the read (measured on a shared machine, issue 19); an admin move
 * costs what it did with a per-process cache. A snapshot is the answer should the stream grow
 * long enough to make this slow.
 */
export type LoadedBoard = { board: Board; revision: number | undefined };

/** The board, or what has landed on it since `known` (one command's earlier read). */
export async function loadBoard(store: EventStore, known?: LoadedBoard): Promise<LoadedBoard> {
  const after = known?.revision;
  const events = await store.readStream(BOARD_STREAM, {
    fromRevision: after === undefined ? 0 : after + 1,
  });
  if (known && events.length === 0) return known;
  const board = foldBoard(
    events.map((e) => ({ event: parseBoardEvent(e.type, e.data), revision: e.revision })),
    after === undefined ? undefined : known?.board,
  );
  return { board, revision: events.at(-1)?.revision ?? after };
}

/**
 * Enough for a burst of staff edits at once (200 in the concurrency test, from any number of
 * processes): one writer wins each round, and the others back off further each time.
 */
const BOARD_ATTEMPTS = 100;

/**
 * A change of the board: decided on the latest board and appended with its revision. When
 * another change lands first the append fails, and the change is decided again on the new board
 * (moves are relative, so "up" still means up): concurrent changes never share a rank.
 */
function changeBoard(
  ctx: CommandContext,
  decide: (board: Board) => NewEvent[],
  metadata: EventMetadata,
): Promise<AppendResult | undefined> {
  // A retry reads only what landed since this call's last read: nothing outlives the call.
  let known: LoadedBoard | undefined;
  return retryOnConflict(BOARD_ATTEMPTS, async () => {
    known = await loadBoard(ctx.store, known);
    const { board, revision } = known;
    const events = decide(board);
    if (events.length === 0) return undefined;
    return appendEvents(ctx, BOARD_STREAM, events, revision ?? 'no_stream', metadata);
  });
}

/** The board half of an edit whose prospect event (`intent`) is appended: caused by it. */
export function applyBoardHalf(
  ctx: CommandContext,
  intent: BoardIntent & { id: string },
  prospect: Prospect,
  metadata: EventMetadata,
): Promise<AppendResult | undefined> {
  const now = new Date(metadata.occurredAt);
  return changeBoard(ctx, (board) => decideBoardHalf(intent, board, prospect, now), {
    ...metadata,
    causationId: intent.id,
  });
}

export async function addProspect(
  ctx: CommandContext,
  input: ProspectFields & { nolaRank: number },
  metadata: EventMetadata,
): Promise<{ prospectId: string; appended: AppendResult }> {
  const prospectId = randomUUID();
  const { nolaRank, ...fields } = input;
  const [added] = decideAddProspect(
    { type: 'AddProspect', prospectId, fields, rank: nolaRank, now: new Date(metadata.occurredAt) },
    initialProspect,
  );
  const intent = { ...(await sealProspectEvent(ctx.knex, added)), id: randomUUID() };
  const appended = await appendEvents(
    ctx,
    prospectStream(prospectId),
    [intent],
    'no_stream',
    metadata,
  );
  const ranked = await applyBoardHalf(
    ctx,
    intent,
    evolveProspect(initialProspect, intent),
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
  const [{ state: stored, revision }, { board }] = await Promise.all([
    loadProspect(ctx.store, prospectId),
    loadBoard(ctx.store),
  ]);
  // Decided on the clear fields; the event's personal fields are sealed before it is appended.
  const state = await openProspect(ctx.knex, stored);
  const assignRank = (current: Board) =>
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
          current,
          state,
        );
  const rankChanges = nolaRank != null && board.ranks.get(prospectId) !== nolaRank;
  const updated = decideUpdateProspect(
    {
      type: 'UpdateProspect',
      prospectId,
      changes,
      expectedVersion: version,
      currentVersion: revision ?? -1,
      ...(rankChanges
        ? { rank: { to: nolaRank, rankVersion: board.rankVersions.get(prospectId) ?? null } }
        : {}),
      now,
    },
    state,
  );
  // A refused rank (stale, invalid) refuses the whole edit before any of it is written.
  assignRank(board);
  const [decided] = updated;
  // Only the rank changes: one append to the board, decided again on each retry.
  if (!decided) return nolaRank === undefined ? undefined : changeBoard(ctx, assignRank, metadata);
  const update = await sealProspectEvent(ctx.knex, decided);
  const intent = { ...update, id: randomUUID() };
  let appended: AppendResult;
  try {
    appended = await appendEvents(
      ctx,
      prospectStream(prospectId),
      [intent],
      revision ?? 'no_stream',
      metadata,
    );
  } catch (error) {
    // Someone else's edit landed between our read and our write.
    if (error instanceof WrongExpectedRevision) throw new StaleVersion((revision ?? -1) + 1);
    throw error;
  }
  if (!rankChanges) return appended;
  return (await applyBoardHalf(ctx, intent, state, metadata)) ?? appended;
}

export async function removeProspect(
  ctx: CommandContext,
  prospectId: string,
  metadata: EventMetadata,
): Promise<AppendResult> {
  const { state, revision } = await loadProspect(ctx.store, prospectId);
  const [removed] = decideRemoveProspect(
    { type: 'RemoveProspect', prospectId, now: new Date(metadata.occurredAt) },
    state,
  );
  const intent = { ...removed, id: randomUUID() };
  const appended = await appendEvents(
    ctx,
    prospectStream(prospectId),
    [intent],
    revision ?? 'no_stream',
    metadata,
  );
  const freed = await applyBoardHalf(ctx, intent, evolveProspect(state, removed), metadata);
  return freed ?? appended;
}

/**
 * Staff erase a prospect's personal data (a high-school athlete's, PLATFORM.md §0): a listed
 * prospect is removed from the board first (its rank freed, as any removal), then its key is
 * deleted, then `ProspectErased` is recorded. The key goes before the event: should the append
 * fail, the sealed fields are unreadable already and asking again records it. Older clear-text
 * events are covered by the event itself (see personal.ts).
 */
export async function eraseProspect(
  ctx: CommandContext,
  prospectId: string,
  metadata: EventMetadata,
): Promise<AppendResult> {
  const first = await loadProspect(ctx.store, prospectId);
  if (first.state.status === 'listed') await removeProspect(ctx, prospectId, metadata);
  const { state, revision } =
    first.state.status === 'listed' ? await loadProspect(ctx.store, prospectId) : first;
  const events = decideEraseProspect(
    { type: 'EraseProspect', prospectId, now: new Date(metadata.occurredAt) },
    state,
  );
  await shredKey(ctx.knex, prospectId);
  return appendEvents(ctx, prospectStream(prospectId), events, revision ?? 'no_stream', metadata);
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

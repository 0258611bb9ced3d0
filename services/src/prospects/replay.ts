import type { Knex } from 'knex';
import { type EventStore, type RecordedEvent, START } from '../core/event-store/event-store';
import { readEvent, type UnreadableEvent } from '../core/event-store/unreadable';
import { type BoardEntry, type ProspectView, rankBoard, shownFields, WEEK_MS } from './board-view';
import { BOARD_EVENT_TYPES, type BoardEvent, eventTime, parseBoardEvent } from './events';
import { erasedProspects, prospectOpener } from './personal';

const BATCH = 5_000;

/** Every board event (prospects, ranks, votes), or those of `types`, in log order, a batch at a time. */
export async function* boardLog(
  store: EventStore,
  types: readonly string[] = BOARD_EVENT_TYPES,
): AsyncGenerator<RecordedEvent[]> {
  let after = START;
  for (;;) {
    const batch = await store.readAll({ after, types, limit: BATCH });
    const last = batch.at(-1);
    if (!last) return;
    yield batch;
    after = last.position;
  }
}

type Replayed = BoardEntry & {
  removed: boolean;
  /** Every rank change, in log order, with when it happened. */
  ranks: { at: number; rank: number | null }[];
};

export type ReplayedBoard = {
  board: ProspectView[];
  /** Events of the board's types up to then that could not be read: shown, not applied. */
  unreadable: UnreadableEvent[];
};

/**
 * Which clock `asOf` reads. `recorded`: the events the store had recorded by then, i.e. what the
 * site showed at that instant. `occurred`: the events whose own time (castAt, addedAt, ...) is
 * by then, i.e. what had happened by then, back-dated events included (the demo seed writes
 * five weeks of them in one run).
 */
export const AS_OF_CLOCKS = ['recorded', 'occurred'] as const;
export type AsOfClock = (typeof AS_OF_CLOCKS)[number];

/**
 * The board as of `at` by the clock `by`, rebuilt from the log alone and applied in log order;
 * the tables are not consulted. Rank changes compare with 7 days before by their own time, as
 * the live board does. An event that cannot be read is listed and passed over; the replay goes
 * on.
 */
export async function replayBoard(
  store: EventStore,
  knex: Knex,
  at: Date,
  by: AsOfClock = 'recorded',
): Promise<ReplayedBoard> {
  const until = at.getTime();
  const prospects = new Map<string, Replayed>();
  // Erased by now, whenever the board asked for was: an erased prospect is "removed" at every time.
  const open = prospectOpener(knex, await erasedProspects(store));
  // Fields are kept as the log holds them (sealed, mostly) and opened once at the end, for the
  // prospects on the board then, with their keys read in one query: a replay of the demo log
  // opens a hundred prospects, not every edit of each.
  const apply = (event: BoardEvent) => {
    switch (event.type) {
      case 'ProspectAdded': {
        const { prospectId, addedAt: _, nolaRank: __, ...fields } = event.data;
        prospects.set(prospectId, {
          id: prospectId,
          ...shownFields(fields),
          nolaRank: null,
          communityVotes: 0,
          rankWeekAgo: null,
          removed: false,
          ranks: [],
        });
        return;
      }
      case 'ProspectUpdated': {
        const prospect = prospects.get(event.data.prospectId);
        if (!prospect) return;
        for (const [field, { to }] of Object.entries(event.data.changes))
          (prospect as Record<string, unknown>)[field] = to;
        return;
      }
      case 'ProspectRemoved': {
        const prospect = prospects.get(event.data.prospectId);
        if (prospect) prospect.removed = true;
        return;
      }
      // Off the board already (its removal came first); its fields read "removed" through `open`.
      case 'ProspectErased':
        return;
      case 'RankSwapped':
      case 'RankAssigned':
      case 'RankFreed':
        for (const move of event.data.moves) {
          const prospect = prospects.get(move.prospectId);
          if (!prospect) continue;
          prospect.nolaRank = move.to;
          prospect.ranks.push({ at: Date.parse(event.data.at), rank: move.to });
        }
        return;
      case 'VoteCast': {
        const prospect = prospects.get(event.data.prospectId);
        if (prospect) prospect.communityVotes += 1;
        return;
      }
      default: {
        const never: never = event;
        return never;
      }
    }
  };

  const unreadable: UnreadableEvent[] = [];
  for await (const batch of boardLog(store)) {
    for (const recorded of batch) {
      const wasRecorded = recorded.recordedAt.getTime() <= until;
      if (by === 'recorded' && !wasRecorded) continue;
      const read = readEvent(recorded, parseBoardEvent);
      if ('unreadable' in read) {
        // Its own time is unreadable too: by the time its metadata claims, else its recording.
        const claimed = Date.parse(read.unreadable.occurredAt ?? '');
        if (by === 'recorded' || (Number.isNaN(claimed) ? wasRecorded : claimed <= until))
          unreadable.push(read.unreadable);
        continue;
      }
      if (by === 'recorded' || Date.parse(eventTime(read.event)) <= until) apply(read.event);
    }
  }

  const weekAgo = until - WEEK_MS;
  const shown = [...prospects.values()].filter((prospect) => !prospect.removed);
  await open.preload(shown.map((prospect) => prospect.id));
  const entries: BoardEntry[] = [];
  for (const { removed: _, ranks, ...entry } of shown) {
    const then = ranks.findLast((change) => change.at <= weekAgo);
    entries.push({ ...(await open.fields(entry.id, entry)), rankWeekAgo: then?.rank ?? null });
  }
  return { board: rankBoard(entries), unreadable };
}

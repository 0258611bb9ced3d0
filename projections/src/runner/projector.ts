import type { Knex } from 'knex';
import type { RecordedEvent } from '../../../services/src/core/event-store/event-store';
import { metadataProblem } from '../../../services/src/core/event-store/unreadable';
import { isTransient, logBatchFallback } from './failures';

/**
 * A read model. The runner feeds it the events it handles in global order and advances its
 * checkpoint in the same transaction as the batch. `apply` must write only to `tables`, by
 * unqualified name (a rebuild points the search path at shadow copies), and those tables must
 * not use serial columns (a shadow copy would share the live table's sequence).
 */
export type Projector = {
  readonly name: string;
  /** Bump it when apply() changes meaning: the runner then rebuilds the model from the log. */
  readonly version: number;
  readonly handles: readonly string[];
  readonly tables: readonly string[];
  apply(trx: Knex.Transaction, event: RecordedEvent): Promise<void>;
  /**
   * Optional: the same effect as apply() on each event in order, in fewer statements (set-based
   * SQL for the events that come by the thousand). Should it throw, the runner undoes it and
   * applies the batch event by event, so a failure still names the event that caused it.
   */
  applyBatch?(
    trx: Knex.Transaction,
    events: readonly RecordedEvent[],
    how?: BatchOptions,
  ): Promise<void>;
  /**
   * Optional: tables among `tables` that this projector only ever inserts into, ignoring a row
   * that is there already with a target-less `on conflict do nothing`, and never reads, updates
   * or deletes. A rebuild loads them without indexes and builds those once at the end, which is
   * several times faster for a big table (should a unique index then find a duplicate, the
   * rebuild is done again with the indexes kept, so the outcome is the same).
   */
  readonly insertOnly?: readonly string[];
  /**
   * Optional: a projector whose tables no answer waits for (a history, an awards process) need
   * not run on every append. An append's nudge then catches it up within this many ms, so a
   * burst of appends makes one batch instead of one each; whoever waits for it still gets it.
   */
  readonly settleMs?: number;
};

/** How a batch is to be applied. */
export type BatchOptions = {
  /**
   * A rebuild's load on real PostgreSQL: the batch may fill its insert-only tables with COPY
   * (copy-rows.ts), which has no `on conflict`. A row already there then fails the batch, which
   * is applied again one event at a time, to the same effect.
   */
  copy?: boolean;
};

/** A projector's handler threw on this event. */
export class EventFailed extends Error {
  constructor(
    readonly event: RecordedEvent,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'EventFailed';
  }
}

/**
 * Applies events in order inside `trx`: through the projector's batch path when it has one (in
 * a savepoint), else, or when that fails, one at a time. Throws EventFailed for the first event
 * whose handler throws.
 */
export async function applyEvents(
  projector: Projector,
  trx: Knex.Transaction,
  events: readonly RecordedEvent[],
  how: BatchOptions = {},
): Promise<void> {
  const { applyBatch } = projector;
  if (applyBatch && events.length > 1 && allReadable(events)) {
    try {
      await trx.transaction((savepoint) => applyBatch(savepoint, events, how));
      return;
    } catch (error) {
      // A transient error is the whole transaction's to retry (see failures.ts); anything else
      // is rolled back to the savepoint, and one at a time finds the event that fails.
      if (isTransient(error)) throw error;
      logBatchFallback(projector.name, events, error);
    }
  }
  await applyEach(projector, trx, events);
}

/** Applies events one at a time, in order; throws EventFailed for the first that fails. */
export async function applyEach(
  projector: Projector,
  trx: Knex.Transaction,
  events: readonly RecordedEvent[],
): Promise<void> {
  for (const event of events) {
    try {
      const problem = metadataProblem(event);
      if (problem) throw new UnreadableMetadata(problem);
      await projector.apply(trx, event);
    } catch (error) {
      throw new EventFailed(event, error);
    }
  }
}

/**
 * An event whose metadata is not a JSON object (`null`, written past the store): unreadable,
 * as an event whose data does not parse is. Its projector stops at it, and the operator sees
 * why, rather than the event counting with no one able to say who caused it or when.
 */
export class UnreadableMetadata extends Error {
  override readonly name = 'UnreadableMetadata';
}

/** Every event's metadata readable: else the batch path is passed by, and applyEach names it. */
export const allReadable = (events: readonly RecordedEvent[]): boolean =>
  events.every((event) => metadataProblem(event) === undefined);

/** The projectors an append of these event types concerns. */
export const projectorsOf = <P extends Projector>(
  projectors: readonly P[],
  types: readonly string[],
): P[] => projectors.filter((p) => p.handles.some((type) => types.includes(type)));

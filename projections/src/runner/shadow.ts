import type { Knex } from 'knex';
import {
  comparePositions,
  type EventStore,
  formatPosition,
  type GlobalPosition,
  maxPosition,
  type RecordedEvent,
  START,
} from '../../../services/src/core/event-store/event-store';
import { clearedFailure, LOCK_NAMESPACE, positionColumns } from './checkpoints';
import { isTransient } from './failures';
import {
  applyEach,
  applyEvents,
  type BatchOptions,
  EventFailed,
  type Projector,
} from './projector';
import { buildMissingIndexes, quote, tablesFingerprint } from './shadow-tables';
import { eventsUpTo, liveCheckpoint } from './swap-catch-up';

/** The shadow's own checkpoint: a table in the shadow schema, written with each batch. */
const PROGRESS = 'rebuild_progress';

/** How many times a swap is tried when the live projector keeps moving past the shadow. */
const SWAP_ATTEMPTS = 50;

export const shadowSchemaOf = (name: string): string => `rebuild_${name.replace(/\W/g, '_')}`;

/** The shadow's checkpoint row, when the shadow has one. */
async function progressOf(knex: Knex, schema: string): Promise<ProgressRow | undefined> {
  const exists = await knex.raw<{ rows: { found: string | null }[] }>(
    'select to_regclass(?) as found',
    [`${quote(schema)}.${PROGRESS}`],
  );
  if (!exists.rows[0]?.found) return undefined;
  return knex<ProgressRow>(`${schema}.${PROGRESS}`).first();
}

/**
 * The events a stopped rebuild's shadow holds, committed with its batches: what a resume starts
 * from. The operator's status row is written after each batch, so a process killed in between
 * leaves that row a batch behind; this count is not.
 */
export async function stoppedRebuildEvents(knex: Knex, name: string): Promise<number | undefined> {
  const row = await progressOf(knex, shadowSchemaOf(name));
  return row ? Number(row.events) : undefined;
}

/** Another process is rebuilding this projector right now. */
export class RebuildInProgress extends Error {
  constructor(readonly projector: string) {
    super(`Projector "${projector}" is already being rebuilt by another process`);
    this.name = 'RebuildInProgress';
  }
}

/** A deferred unique index found two rows with one key: the load must keep its indexes. */
export class DuplicateInShadow extends Error {
  constructor(
    readonly projector: string,
    override readonly cause: unknown,
  ) {
    super(`Projector "${projector}": a unique index of a shadow table found a duplicate`);
    this.name = 'DuplicateInShadow';
  }
}

type ProgressRow = {
  version: number;
  fingerprint: string;
  commit_position: string;
  prepare_position: string;
  events: string;
};

export type ShadowOptions = {
  /** Start from the beginning even when a stopped rebuild left a shadow to resume. */
  fresh?: boolean;
  /** Load the projector's insert-only tables without indexes, built once loaded (default). */
  deferIndexes?: boolean;
};

/**
 * One projector's shadow copy of its tables, filled batch by batch from the log and swapped in
 * at the end. Each batch commits with the shadow's own checkpoint, so a stopped rebuild resumes
 * where it stopped, unless the projector's version or its tables' columns changed since.
 *
 * The tables a projector declares insert-only are loaded without their indexes, which are built
 * once before the swap: building an index over a million rows is several times cheaper than
 * keeping it up to date through a million inserts.
 */
export class ShadowBuild {
  readonly schema: string;
  private readonly handles: ReadonlySet<string>;
  position: GlobalPosition = START;
  events = 0;
  resumedFrom = 0;
  /** The events operators skipped for this projector (see skippedAgain). */
  operatorSkips: ReadonlySet<string> = new Set();

  constructor(
    private readonly knex: Knex,
    private readonly store: EventStore,
    readonly projector: Projector,
    /** How its batches are applied: COPY into insert-only tables (see BatchOptions). */
    private readonly how: BatchOptions = {},
    /**
     * One session for every connection (PGlite): while a transaction is open nothing else can
     * read the database, the event store included.
     */
    private readonly sharedSession = false,
  ) {
    this.schema = shadowSchemaOf(projector.name);
    this.handles = new Set(projector.handles);
  }

  private get name() {
    return this.projector.name;
  }

  /** Creates the shadow, or finds the one a stopped rebuild left, and marks the rebuild begun. */
  async open(options: ShadowOptions): Promise<void> {
    // Marked first: a shadow schema no marked rebuild owns is a leftover that a start drops.
    await this.knex('projection_checkpoints')
      .where({ name: this.name })
      .update({ rebuild_started_at: this.knex.fn.now() });
    const fingerprint = await tablesFingerprint(this.knex, this.projector);
    let progress = options.fresh ? undefined : await this.readProgress(fingerprint);
    if (!progress) {
      progress = await this.create(fingerprint, options.deferIndexes ?? true);
    }
    this.position = {
      commit: BigInt(progress.commit_position),
      prepare: BigInt(progress.prepare_position),
    };
    this.events = this.resumedFrom = Number(progress.events);
    if (this.resumedFrom > 0) {
      console.log(
        `projection ${this.name}: resuming a stopped rebuild after ${this.resumedFrom} events (at ${formatPosition(this.position)})`,
      );
    }
    await this.knex('projection_checkpoints')
      .where({ name: this.name })
      .update({ rebuild_started_at: this.knex.fn.now(), rebuild_events: this.events });
  }

  private async create(fingerprint: string, deferIndexes: boolean): Promise<ProgressRow> {
    const { knex, schema } = this;
    await knex.raw(
      `drop schema if exists ${quote(schema)} cascade; create schema ${quote(schema)}`,
    );
    const deferred = new Set(deferIndexes ? (this.projector.insertOnly ?? []) : []);
    for (const table of this.projector.tables) {
      await knex.raw(
        `create table ${quote(schema)}.${quote(table)}
         (like public.${quote(table)} including all excluding indexes)`,
      );
      // Under the live names, which stay the names once the shadow is swapped in.
      if (!deferred.has(table)) await buildMissingIndexes(knex, schema, table);
    }
    await knex.raw(
      `create table ${quote(schema)}.${PROGRESS} (
         version integer not null, fingerprint text not null,
         commit_position bigint not null, prepare_position bigint not null, events bigint not null)`,
    );
    const progress = {
      version: this.projector.version,
      fingerprint,
      ...positionColumns(START),
      events: '0',
    };
    await knex(`${schema}.${PROGRESS}`).insert(progress);
    return progress;
  }

  private async readProgress(fingerprint: string): Promise<ProgressRow | undefined> {
    const row = await progressOf(this.knex, this.schema);
    if (!row || row.version !== this.projector.version || row.fingerprint !== fingerprint) {
      return undefined;
    }
    return row;
  }

  /** The projector's events of a batch read from the log: those it handles, past its checkpoint. */
  wanted(batch: readonly RecordedEvent[]): RecordedEvent[] {
    return batch.filter(
      (event) =>
        this.handles.has(event.type) && comparePositions(event.position, this.position) > 0,
    );
  }

  /**
   * Applies events (the wanted ones of one or more batches, in order) in one transaction with
   * the shadow's checkpoint, and answers how many it applied.
   */
  async apply(events: readonly RecordedEvent[]): Promise<number> {
    const { knex, schema, position } = this;
    if (events.length === 0) return 0;
    const reached = (events.at(-1) as RecordedEvent).position;
    let applying = events;
    let applied = 0;
    for (;;) {
      try {
        await knex.transaction(async (trx) => {
          await trx.raw(`set local search_path to ${quote(schema)}, public`);
          applied = await this.applyAroundSkips(trx, applying);
          // The shadow's checkpoint moves with the batch it covers, never ahead of it; and only
          // from where this rebuild left it (should its lock have died with a connection and
          // another rebuild taken over, this one stops rather than apply a batch twice).
          const moved = await trx(PROGRESS)
            .where(positionColumns(position))
            .update({ ...positionColumns(reached), events: this.events + applied });
          if (moved !== 1) throw new RebuildInProgress(this.name);
        });
        break;
      } catch (error) {
        const skipped = this.skippedAgain(error);
        if (!skipped) throw error;
        applying = applying.filter((event) => event.id !== skipped);
      }
    }
    this.position = reached;
    this.events += applied;
    // For the operator's status (outside the batch: the live runner writes that row too).
    await knex('projection_checkpoints')
      .where({ name: this.name })
      .update({ rebuild_events: this.events });
    return applied;
  }

  /**
   * Applies events as applyEvents does, but takes each event an operator skipped out of the
   * batches: the events between them go through the batch path, and a skipped one is tried
   * alone in a savepoint. A fixed handler so gets it back; one that still fails is passed over
   * as the operator did, without making its whole batch fall back to one event at a time (a
   * skip once made every later rebuild six times slower). Answers how many it applied.
   */
  private async applyAroundSkips(
    trx: Knex.Transaction,
    events: readonly RecordedEvent[],
  ): Promise<number> {
    if (!events.some((event) => this.operatorSkips.has(event.id))) {
      await applyEvents(this.projector, trx, events, this.how);
      return events.length;
    }
    let applied = 0;
    let run: RecordedEvent[] = [];
    const flush = async () => {
      if (run.length > 0) await applyEvents(this.projector, trx, run, this.how);
      applied += run.length;
      run = [];
    };
    for (const event of events) {
      if (!this.operatorSkips.has(event.id)) {
        run.push(event);
        continue;
      }
      await flush();
      try {
        await trx.transaction((savepoint) => applyEach(this.projector, savepoint, [event]));
        applied += 1;
      } catch (error) {
        if (!this.skippedAgain(error)) throw error;
      }
    }
    await flush();
    return applied;
  }

  /**
   * The id of the event that failed, when an operator had skipped it for the live projector and
   * it fails here too: the rebuild goes without it as well. A rebuild applies such an event like
   * any other, so a fixed handler gets it back; a transient failure is no reason to skip.
   */
  private skippedAgain(error: unknown): string | undefined {
    if (!(error instanceof EventFailed) || isTransient(error.cause)) return undefined;
    if (!this.operatorSkips.has(error.event.id)) return undefined;
    console.log(
      `projection ${this.name}: the rebuild skips event ${error.event.id} (${error.event.type}) as an operator did; it still fails: ${error.message}`,
    );
    return error.event.id;
  }

  /**
   * Builds the indexes the load went without, then swaps the shadow in at `position`, or further
   * if the live projector got further meanwhile (see swapIn). Answers the checkpoint it set.
   */
  async finish(position: GlobalPosition): Promise<GlobalPosition> {
    for (const table of this.projector.insertOnly ?? []) {
      try {
        await buildMissingIndexes(this.knex, this.schema, table);
      } catch (error) {
        if ((error as { code?: string }).code === '23505') {
          throw new DuplicateInShadow(this.name, error);
        }
        throw error;
      }
    }
    let at = position;
    for (let attempt = 1; ; attempt++) {
      at = maxPosition(at, await this.catchUpWithLive());
      const swapped = await this.swapIn(at);
      if (swapped) return swapped;
      if (attempt >= SWAP_ATTEMPTS)
        throw new Error(
          `projection ${this.name}: the live projector moved on before each of ${SWAP_ATTEMPTS} swaps; the shadow is kept for the next rebuild`,
        );
    }
  }

  /**
   * The live projector kept applying new events to the live tables while the shadow was built:
   * the shadow takes them in too, so that it stands where the live tables stand. Answers the
   * live checkpoint it caught up with.
   */
  private async catchUpWithLive(): Promise<GlobalPosition> {
    const liveAt = await liveCheckpoint(this.knex, this.name);
    if (comparePositions(liveAt, this.position) > 0) {
      await eventsUpTo(this.store, this.projector, this.position, liveAt, (events) =>
        this.apply(events),
      );
    }
    return liveAt;
  }

  /**
   * Swaps the shadow in, at `shadowAt`, unless the live projector got past it meanwhile: then
   * the live tables hold votes the shadow lacks, and swapping it in would step every read back
   * (vote counts fell by one or two for a moment under live votes, issue 20) until the live
   * projector caught up again. Holding the projector's lock (no live batch commits meanwhile),
   * the shadow takes in those events in the swap's own transaction; where the database has one
   * session for every connection (PGlite), the store cannot be read while that transaction is
   * open, so the swap is given up (undefined) and tried again after another catch-up.
   */
  private async swapIn(shadowAt: GlobalPosition): Promise<GlobalPosition | undefined> {
    const { projector, schema } = this;
    const retired = `retired_${projector.name.replace(/\W/g, '_')}`;
    const position = await this.knex.transaction(async (trx) => {
      // Waits for a live batch in flight to finish; no new one starts until we commit.
      await trx.raw('select pg_advisory_xact_lock(?, hashtext(?))', [
        LOCK_NAMESPACE,
        projector.name,
      ]);
      const liveAt = await liveCheckpoint(trx, projector.name);
      if (comparePositions(liveAt, shadowAt) > 0) {
        if (this.sharedSession) return undefined;
        await trx.raw(`set local search_path to ${quote(schema)}, public`);
        await eventsUpTo(this.store, projector, shadowAt, liveAt, (events) =>
          applyEvents(projector, trx, events, this.how),
        );
        await trx.raw('set local search_path to default');
      }
      const position = maxPosition(shadowAt, liveAt);
      await trx.raw(
        `drop schema if exists ${quote(retired)} cascade; create schema ${quote(retired)}`,
      );
      for (const table of projector.tables) {
        await trx.raw(`alter table public.${quote(table)} set schema ${quote(retired)}`);
        await trx.raw(`alter table ${quote(schema)}.${quote(table)} set schema public`);
      }
      await trx.raw(`drop schema ${quote(retired)} cascade; drop schema ${quote(schema)} cascade`);
      await trx('projection_checkpoints')
        .where({ name: projector.name })
        .update({
          ...positionColumns(position),
          version: projector.version,
          ...clearedFailure,
          rebuild_started_at: null,
          rebuild_events: null,
          updated_at: trx.fn.now(),
        });
      return position;
    });
    if (position) {
      console.log(`projection ${projector.name} rebuilt up to ${formatPosition(position)}`);
    }
    return position;
  }

  /** Drops the shadow: it cannot be finished as it is. */
  async discard(): Promise<void> {
    await this.knex.raw(`drop schema if exists ${quote(this.schema)} cascade`).catch(() => {});
  }

  /** The operator's status no longer shows a rebuild under way. */
  async unmark(): Promise<void> {
    await this.knex('projection_checkpoints')
      .where({ name: this.name })
      .update({ rebuild_started_at: null, rebuild_events: null })
      .catch(() => {});
  }
}

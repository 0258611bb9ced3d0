import type { Knex } from 'knex';
import {
  comparePositions,
  formatPosition,
  type GlobalPosition,
  type RecordedEvent,
  START,
} from '../../../services/src/core/event-store/event-store';
import { clearedFailure, LOCK_NAMESPACE, positionColumns } from './checkpoints';
import { applyEvents, type BatchOptions, type Projector } from './projector';

/** The shadow's own checkpoint: a table in the shadow schema, written with each batch. */
const PROGRESS = 'rebuild_progress';

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

export const shadowSchemaOf = (name: string): string => `rebuild_${name.replace(/\W/g, '_')}`;

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

  constructor(
    private readonly knex: Knex,
    readonly projector: Projector,
    /** How its batches are applied: COPY into insert-only tables (see BatchOptions). */
    private readonly how: BatchOptions = {},
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
    const table = `${quote(this.schema)}.${PROGRESS}`;
    const exists = await this.knex.raw<{ rows: { found: string | null }[] }>(
      'select to_regclass(?) as found',
      [table],
    );
    if (!exists.rows[0]?.found) return undefined;
    const row = await this.knex<ProgressRow>(`${this.schema}.${PROGRESS}`).first();
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
    await knex.transaction(async (trx) => {
      await trx.raw(`set local search_path to ${quote(schema)}, public`);
      await applyEvents(this.projector, trx, events, this.how);
      // The shadow's checkpoint moves with the batch it covers, never ahead of it; and only
      // from where this rebuild left it (should its lock have died with a connection and
      // another rebuild taken over, this one stops rather than apply a batch twice).
      const moved = await trx(PROGRESS)
        .where(positionColumns(position))
        .update({ ...positionColumns(reached), events: this.events + events.length });
      if (moved !== 1) throw new RebuildInProgress(this.name);
    });
    this.position = reached;
    this.events += events.length;
    // For the operator's status (outside the batch: the live runner writes that row too).
    await knex('projection_checkpoints')
      .where({ name: this.name })
      .update({ rebuild_events: this.events });
    return events.length;
  }

  /** Builds the indexes the load went without, then swaps the shadow in at `position`. */
  async finish(position: GlobalPosition): Promise<void> {
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
    await this.swapIn(position);
  }

  private async swapIn(position: GlobalPosition): Promise<void> {
    const { projector, schema } = this;
    const retired = `retired_${projector.name.replace(/\W/g, '_')}`;
    await this.knex.transaction(async (trx) => {
      // Waits for a live batch in flight to finish; no new one starts until we commit.
      await trx.raw('select pg_advisory_xact_lock(?, hashtext(?))', [
        LOCK_NAMESPACE,
        projector.name,
      ]);
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
    });
    console.log(`projection ${projector.name} rebuilt up to ${formatPosition(position)}`);
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

/** The live tables' columns and types: a shadow made from other columns cannot be resumed. */
async function tablesFingerprint(knex: Knex, projector: Projector): Promise<string> {
  const result = await knex.raw<{ rows: { fingerprint: string | null }[] }>(
    `select md5(string_agg(table_name || '.' || column_name || ':' || data_type || ':' || is_nullable,
                           ',' order by table_name, ordinal_position)) as fingerprint
     from information_schema.columns
     where table_schema = 'public' and table_name = any(?::text[])`,
    [[...projector.tables]],
  );
  return result.rows[0]?.fingerprint ?? '';
}

type IndexRow = { name: string; definition: string; constraint_type: 'p' | 'u' | null };

/**
 * Gives the shadow copy of a table every index (and primary key or unique constraint) the live
 * table has and the shadow lacks, under the live names (so a later migration can name them).
 * Safe to run again after a stop.
 */
async function buildMissingIndexes(knex: Knex, schema: string, table: string): Promise<void> {
  const live = await knex.raw<{ rows: IndexRow[] }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as definition,
            (select c.contype::text from pg_constraint c
             where c.conindid = x.indexrelid and c.conrelid = x.indrelid
               and c.contype in ('p', 'u')) as constraint_type
     from pg_index x join pg_class i on i.oid = x.indexrelid
     where x.indrelid = to_regclass(?)
     order by i.relname`,
    [`public.${quote(table)}`],
  );
  const existing = new Set(
    (
      await knex.raw<{ rows: { name: string }[] }>(
        'select indexname as name from pg_indexes where schemaname = ? and tablename = ?',
        [schema, table],
      )
    ).rows.map((row) => row.name),
  );
  const target = `${quote(schema)}.${quote(table)}`;
  for (const index of live.rows) {
    if (existing.has(index.name)) continue;
    const on = ` ON public.${table} `;
    const at = index.definition.indexOf(on);
    if (at < 0) throw new Error(`Cannot place index ${index.name}: ${index.definition}`);
    const definition = `${index.definition.slice(0, at)} ON ${target} ${index.definition.slice(at + on.length)}`;
    await knex.transaction(async (trx) => {
      await trx.raw(definition);
      if (index.constraint_type) {
        const kind = index.constraint_type === 'p' ? 'primary key' : 'unique';
        await trx.raw(
          `alter table ${target} add constraint ${quote(index.name)} ${kind} using index ${quote(index.name)}`,
        );
      }
    });
  }
}

import type { Knex } from 'knex';
import {
  comparePositions,
  formatPosition,
  type GlobalPosition,
  type RecordedEvent,
  START,
} from '../../../services/src/core/event-store/event-store';
import { clearedFailure, positionColumns } from './checkpoints';
import { applyEvents, EventFailed, type Projector } from './projector';
import { LOCK_NAMESPACE, type ProjectionRunner } from './runner';

const REBUILD_BATCH = 5_000;
/** How often a rebuild held up by an open transaction says so. */
const HIDDEN_WAIT_LOG_MS = 5_000;
/** The shadow's own checkpoint: a table in the shadow schema, written with each batch. */
const PROGRESS = 'rebuild_progress';

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** Another process is rebuilding this projector right now. */
export class RebuildInProgress extends Error {
  constructor(readonly projector: string) {
    super(`Projector "${projector}" is already being rebuilt by another process`);
    this.name = 'RebuildInProgress';
  }
}

export type RebuildOptions = {
  /** Start from the beginning of the log even when a stopped rebuild left a shadow to resume. */
  fresh?: boolean;
  /** Events read and applied per transaction (and per step of the shadow's checkpoint). */
  batchSize?: number;
};

type ProgressRow = {
  version: number;
  fingerprint: string;
  commit_position: string;
  prepare_position: string;
  events: string;
};

/**
 * Rebuilds a projector's tables from the whole log into shadow copies, then swaps them in and
 * sets the checkpoint in one transaction, so reads never see a half-built model. The live
 * projector keeps running meanwhile; after the swap it continues from the shadow's checkpoint.
 *
 * Each shadow batch is committed together with the shadow's own checkpoint, so a rebuild that
 * was stopped (a killed process, a lost database connection) resumes where it stopped, unless
 * the projector's version or its tables' columns changed since, or `fresh` is asked for.
 * On real PostgreSQL one rebuild per projector runs at a time, cluster-wide: the rebuild holds
 * a session advisory lock, which dies with its process.
 */
export async function rebuildProjector(
  runner: ProjectionRunner,
  name: string,
  onProgress?: (events: number, position: GlobalPosition) => unknown,
  options: RebuildOptions = {},
): Promise<{ events: number; ms: number; resumedFrom: number }> {
  const projector = runner.projector(name);
  const knex = runner.knex;
  const started = performance.now();
  const shadow = shadowSchemaOf(projector.name);
  const retired = `retired_${projector.name.replace(/\W/g, '_')}`;

  const release = await runner.holdRebuildLock(projector.name);
  if (!release) throw new RebuildInProgress(projector.name);
  runner.rebuilding.add(projector.name);
  try {
    const fingerprint = await tablesFingerprint(knex, projector);
    let progress = options.fresh
      ? undefined
      : await readProgress(knex, shadow, projector.version, fingerprint);
    if (!progress) {
      await knex.raw(
        `drop schema if exists ${quote(shadow)} cascade; create schema ${quote(shadow)}`,
      );
      for (const table of projector.tables) {
        await knex.raw(
          `create table ${quote(shadow)}.${quote(table)} (like public.${quote(table)} including all)`,
        );
      }
      await knex.raw(
        `create table ${quote(shadow)}.${PROGRESS} (
           version integer not null, fingerprint text not null,
           commit_position bigint not null, prepare_position bigint not null, events bigint not null)`,
      );
      progress = {
        version: projector.version,
        fingerprint,
        ...positionColumns(START),
        events: '0',
      };
      await knex(`${shadow}.${PROGRESS}`).insert(progress);
    }
    let position: GlobalPosition = {
      commit: BigInt(progress.commit_position),
      prepare: BigInt(progress.prepare_position),
    };
    const resumedFrom = Number(progress.events);
    if (resumedFrom > 0) {
      console.log(
        `projection ${projector.name}: resuming a stopped rebuild after ${resumedFrom} events (at ${formatPosition(position)})`,
      );
    }
    let count = resumedFrom;
    await knex('projection_checkpoints')
      .where({ name })
      .update({ rebuild_started_at: knex.fn.now(), rebuild_events: count });

    // The next batch is read while this one is applied (two connections, two cores at work).
    const read = (after: GlobalPosition) => {
      const events = runner.store.readAll({
        after,
        types: projector.handles,
        limit: options.batchSize ?? REBUILD_BATCH,
      });
      events.catch(() => {}); // awaited below, or abandoned when applying fails
      return events;
    };
    // The rebuild takes in everything committed before it started. On PostgreSQL a transaction
    // still open in this database hides later commits from readers for a while: an empty read
    // short of that point waits for it rather than swapping in a model that stops short.
    const target = await runner.store.lastCommittedPosition();
    await runner.store.prepareForReplay?.();
    /** After an empty read: the rest up to the target, once readers may pass it ([]: none). */
    const rest = async (after: GlobalPosition): Promise<RecordedEvent[]> => {
      let loggedAt = performance.now();
      for (;;) {
        const head = await runner.store.headPosition();
        if (comparePositions(head, target) >= 0) return read(after);
        if (performance.now() - loggedAt > HIDDEN_WAIT_LOG_MS) {
          console.log(
            `projection ${projector.name}: rebuild waits for an open transaction older than the newest events (${formatPosition(head)} < ${formatPosition(target)})`,
          );
          loggedAt = performance.now();
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
        const events = await read(after);
        if (events.length > 0) return events;
      }
    };
    try {
      let next = read(position);
      for (;;) {
        let events = await next;
        if (events.length === 0) events = await rest(position);
        const last = events.at(-1);
        if (!last) break;
        next = read(last.position);
        await knex.transaction(async (trx) => {
          await trx.raw(`set local search_path to ${quote(shadow)}, public`);
          await applyEvents(projector, trx, events);
          // The shadow's checkpoint moves with the batch it covers, never ahead of it; and only
          // from where this rebuild left it (should its lock have died with a connection and
          // another rebuild taken over, this one stops rather than apply a batch twice).
          const moved = await trx(PROGRESS)
            .where(positionColumns(position))
            .update({ ...positionColumns(last.position), events: count + events.length });
          if (moved !== 1) throw new RebuildInProgress(projector.name);
        });
        position = last.position;
        count += events.length;
        await onProgress?.(count, position);
        await knex('projection_checkpoints').where({ name }).update({ rebuild_events: count });
      }
      await swapIn(knex, projector, shadow, retired, position);
    } catch (error) {
      // Another rebuild owns the shadow now: leave it to that one.
      if (error instanceof RebuildInProgress) throw error;
      // A handler that throws would throw again (it cannot finish until the handler changes):
      // start over next time. Anything else (the database went away) leaves the shadow for the
      // next rebuild to resume.
      if (error instanceof EventFailed) {
        await knex.raw(`drop schema if exists ${quote(shadow)} cascade`).catch(() => {});
      }
      await knex('projection_checkpoints')
        .where({ name })
        .update({ rebuild_started_at: null, rebuild_events: null })
        .catch(() => {});
      throw error instanceof EventFailed ? error.cause : error;
    }
    runner.known.set(name, position);
    runner.emit('advanced', { name, position });
    return { events: count, ms: performance.now() - started, resumedFrom };
  } finally {
    runner.rebuilding.delete(projector.name);
    await release();
    // Events that arrived during the rebuild are applied by the live runner from here.
    await runner.catchUp(name).catch(() => {});
  }
}

export const shadowSchemaOf = (name: string): string => `rebuild_${name.replace(/\W/g, '_')}`;

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

/** The progress of a stopped rebuild that can be resumed, or undefined. */
async function readProgress(
  knex: Knex,
  shadow: string,
  version: number,
  fingerprint: string,
): Promise<ProgressRow | undefined> {
  const exists = await knex.raw<{ rows: { found: string | null }[] }>(
    'select to_regclass(?) as found',
    [`${quote(shadow)}.${PROGRESS}`],
  );
  if (!exists.rows[0]?.found) return undefined;
  const row = await knex<ProgressRow>(`${shadow}.${PROGRESS}`).first();
  if (!row || row.version !== version || row.fingerprint !== fingerprint) return undefined;
  return row;
}

async function swapIn(
  knex: Knex,
  projector: Projector,
  shadow: string,
  retired: string,
  position: GlobalPosition,
): Promise<void> {
  await knex.transaction(async (trx) => {
    // Waits for a live batch in flight to finish; no new one starts until we commit.
    await trx.raw('select pg_advisory_xact_lock(?, hashtext(?))', [LOCK_NAMESPACE, projector.name]);
    await trx.raw(
      `drop schema if exists ${quote(retired)} cascade; create schema ${quote(retired)}`,
    );
    for (const table of projector.tables) {
      await trx.raw(`alter table public.${quote(table)} set schema ${quote(retired)}`);
      await trx.raw(`alter table ${quote(shadow)}.${quote(table)} set schema public`);
    }
    await trx.raw(`drop schema ${quote(retired)} cascade; drop schema ${quote(shadow)} cascade`);
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

import type { Knex } from 'knex';
import {
  formatPosition,
  type GlobalPosition,
  START,
} from '../../../services/src/core/event-store/event-store';
import { clearedFailure, positionColumns } from './checkpoints';
import type { Projector } from './projector';
import { LOCK_NAMESPACE, type ProjectionRunner } from './runner';

const REBUILD_BATCH = 2_000;

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * Rebuilds a projector's tables from the whole log into shadow copies, then swaps them in and
 * sets the checkpoint in one transaction, so reads never see a half-built model. The live
 * projector keeps running meanwhile; after the swap it continues from the shadow's checkpoint.
 */
export async function rebuildProjector(
  runner: ProjectionRunner,
  name: string,
  onProgress?: (events: number, position: GlobalPosition) => void,
): Promise<{ events: number; ms: number }> {
  const projector = runner.projector(name);
  const knex = runner.knex;
  const started = performance.now();
  const shadow = `rebuild_${projector.name.replace(/\W/g, '_')}`;
  const retired = `retired_${projector.name.replace(/\W/g, '_')}`;

  await knex.raw(`drop schema if exists ${quote(shadow)} cascade; create schema ${quote(shadow)}`);
  for (const table of projector.tables) {
    await knex.raw(
      `create table ${quote(shadow)}.${quote(table)} (like public.${quote(table)} including all)`,
    );
  }
  await knex('projection_checkpoints')
    .where({ name })
    .update({ rebuild_started_at: knex.fn.now(), rebuild_events: 0 });

  let position: GlobalPosition = START;
  let count = 0;
  try {
    for (;;) {
      const events = await runner.store.readAll({
        after: position,
        types: projector.handles,
        limit: REBUILD_BATCH,
      });
      if (events.length === 0) break;
      await knex.transaction(async (trx) => {
        await trx.raw(`set local search_path to ${quote(shadow)}, public`);
        for (const event of events) await projector.apply(trx, event);
      });
      position = events.at(-1)?.position ?? position;
      count += events.length;
      onProgress?.(count, position);
      await knex('projection_checkpoints').where({ name }).update({ rebuild_events: count });
    }
    await swapIn(knex, projector, shadow, retired, position);
  } catch (error) {
    await knex.raw(`drop schema if exists ${quote(shadow)} cascade`);
    await knex('projection_checkpoints')
      .where({ name })
      .update({ rebuild_started_at: null, rebuild_events: null });
    throw error;
  }
  runner.known.set(name, position);
  runner.emit('advanced', { name, position });
  // Events that arrived during the rebuild are applied by the live runner from here.
  await runner.catchUp(name);
  return { events: count, ms: performance.now() - started };
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

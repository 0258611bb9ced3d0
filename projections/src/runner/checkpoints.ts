import type { Knex } from 'knex';
import type { GlobalPosition } from '../../../services/src/core/event-store/event-store';
import type { Migration } from '../../../services/src/core/migrations';

/** Advisory lock namespace of the projection runners (the second key is the projector's). */
export const LOCK_NAMESPACE = 7_413;

export const checkpointsMigration: Migration = {
  name: '000_projection_checkpoints',
  async up(knex) {
    await knex.schema.createTable('projection_checkpoints', (t) => {
      t.text('name').primary();
      t.integer('version').notNullable();
      t.bigInteger('commit_position').notNullable().defaultTo(0);
      t.bigInteger('prepare_position').notNullable().defaultTo(0);
      t.text('state').notNullable().defaultTo('running');
      t.text('last_error');
      t.uuid('failed_event_id');
      t.text('failed_event_type');
      t.text('failed_event_stream');
      t.timestamp('failed_at', { useTz: true });
      t.timestamp('rebuild_started_at', { useTz: true });
      t.bigInteger('rebuild_events');
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
  },
};

export type CheckpointRow = {
  name: string;
  version: number;
  commit_position: string;
  prepare_position: string;
  state: 'running' | 'failed';
  last_error: string | null;
  failed_event_id: string | null;
  failed_event_type: string | null;
  failed_event_stream: string | null;
  failed_at: Date | null;
  rebuild_started_at: Date | null;
  rebuild_events: string | null;
  updated_at: Date;
};

/** The columns that say a projector is healthy again (after a good batch, a skip or a rebuild). */
export const clearedFailure = {
  state: 'running',
  last_error: null,
  failed_event_id: null,
  failed_event_type: null,
  failed_event_stream: null,
  failed_at: null,
} as const;

export const positionOf = (row: CheckpointRow): GlobalPosition => ({
  commit: BigInt(row.commit_position),
  prepare: BigInt(row.prepare_position),
});

export const positionColumns = (position: GlobalPosition) => ({
  commit_position: position.commit.toString(),
  prepare_position: position.prepare.toString(),
});

export async function readCheckpoint(
  db: Knex | Knex.Transaction,
  name: string,
): Promise<CheckpointRow | undefined> {
  return db<CheckpointRow>('projection_checkpoints').where({ name }).first();
}

/** Registers a projector the first time it is seen (its tables come from migrations, empty). */
export async function ensureCheckpoint(
  knex: Knex,
  name: string,
  version: number,
): Promise<CheckpointRow> {
  await knex('projection_checkpoints').insert({ name, version }).onConflict('name').ignore();
  return (await readCheckpoint(knex, name)) as CheckpointRow;
}

/**
 * The compare-and-set through which a runner writes a projector's row: the row as this runner
 * last saw it, and the projector's lock, taken for the statement's transaction. Anyone else
 * holding the lock, or having moved the row since: no row matches, a lost race.
 */
export const casCheckpoint = (db: Knex | Knex.Transaction, seen: CheckpointRow) =>
  db<CheckpointRow>('projection_checkpoints')
    .where({
      name: seen.name,
      state: seen.state,
      commit_position: seen.commit_position,
      prepare_position: seen.prepare_position,
    })
    .whereRaw('pg_try_advisory_xact_lock(?, hashtext(?))', [LOCK_NAMESPACE, seen.name]);

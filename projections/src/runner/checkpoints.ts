import type { Knex } from 'knex';
import type { GlobalPosition } from '../../../services/src/core/event-store/event-store';
import type { Migration } from '../../../services/src/core/migrations';

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

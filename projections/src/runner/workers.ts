import { hostname } from 'node:os';
import type { Knex } from 'knex';
import { throttledLog } from '../../../services/src/core/log';
import type { Migration } from '../../../services/src/core/migrations';
import type { WorkerSeen } from '../../../services/src/core/projections';

/** How often a worker says it is alive, and after how long without a word it counts as gone. */
export const HEARTBEAT_MS = 5_000;
export const WORKER_GONE_MS = 15_000;

/** Rows of workers gone this long are deleted by the next heartbeat of any worker. */
const FORGET_AFTER = '1 hour';

export const workersMigration: Migration = {
  name: '001_projection_workers',
  async up(knex) {
    await knex.schema.createTable('projection_workers', (t) => {
      t.text('id').primary();
      t.text('host').notNullable();
      t.integer('pid').notNullable();
      t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
  },
};

const logBeat = throttledLog('worker heartbeat');

/**
 * A projection worker's heartbeat: a row of its own in `projection_workers`, its `seen_at` set
 * to the database's clock every HEARTBEAT_MS (one clock for every machine), deleted when the
 * worker stops. Readiness counts the workers seen within WORKER_GONE_MS.
 */
export function startHeartbeat(knex: Knex, everyMs = HEARTBEAT_MS): { stop(): Promise<void> } {
  const id = `${hostname()}:${process.pid}:${Date.now().toString(36)}`;
  const beat = async () => {
    await knex('projection_workers')
      .insert({ id, host: hostname(), pid: process.pid })
      .onConflict('id')
      .merge({ seen_at: knex.fn.now() });
    await knex('projection_workers')
      .where('seen_at', '<', knex.raw(`now() - interval '${FORGET_AFTER}'`))
      .delete();
  };
  const tick = () => void beat().catch(logBeat);
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await knex('projection_workers').where({ id }).delete();
    },
  };
}

/** The workers whose heartbeat the database saw within WORKER_GONE_MS, newest first. */
export async function workersSeen(knex: Knex, withinMs = WORKER_GONE_MS): Promise<WorkerSeen[]> {
  const rows = await knex<{
    id: string;
    host: string;
    pid: number;
    started_at: Date;
    seen_at: Date;
  }>('projection_workers')
    .where('seen_at', '>', knex.raw('now() - make_interval(secs => ?)', [withinMs / 1000]))
    .orderBy('seen_at', 'desc');
  return rows.map((row) => ({
    host: row.host,
    pid: row.pid,
    startedAt: row.started_at,
    seenAt: row.seen_at,
  }));
}

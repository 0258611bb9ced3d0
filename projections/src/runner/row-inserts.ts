import type { Knex } from 'knex';
import type { RecordedEvent } from '../../../services/src/core/event-store/event-store';
import type { Projector } from './projector';

/** The row an event inserts into the projector's table. */
export type Row = Record<string, unknown>;

/** PostgreSQL takes at most 65,535 parameters a statement; a run is split well below that. */
const MOST_PARAMETERS = 30_000;

/**
 * apply and applyBatch for a projector of one table whose events mostly insert one row each:
 * `rowOf` gives the row an event inserts (null for the rest, which `other` applies), and
 * `onConflict` what that insert does with a row already there. One event at a time, a row is
 * one insert; in a batch, each run of consecutive rows is one multi-row insert. (Should a run
 * hold two rows for one key, an upsert cannot touch a row twice in one statement: the statement
 * fails, and the runner applies that batch one event at a time instead.)
 */
export function rowInserts(options: {
  table: string;
  rowOf: (event: RecordedEvent) => Row | null;
  onConflict: (insert: Knex.QueryBuilder) => Knex.QueryBuilder;
  other?: (trx: Knex.Transaction, event: RecordedEvent) => Promise<void>;
}): Pick<Projector, 'apply' | 'applyBatch'> {
  const { table, rowOf, onConflict, other } = options;
  const insert = async (trx: Knex.Transaction, rows: Row[]) => {
    const columns = Object.keys(rows[0] ?? {}).length || 1;
    const size = Math.max(1, Math.floor(MOST_PARAMETERS / columns));
    for (let i = 0; i < rows.length; i += size) {
      await onConflict(trx(table).insert(rows.slice(i, i + size)));
    }
  };
  return {
    async apply(trx, event) {
      const row = rowOf(event);
      if (row) await insert(trx, [row]);
      else await other?.(trx, event);
    },
    async applyBatch(trx, events) {
      let run: Row[] = [];
      for (const event of events) {
        const row = rowOf(event);
        if (row) {
          run.push(row);
          continue;
        }
        if (run.length > 0) await insert(trx, run);
        run = [];
        await other?.(trx, event);
      }
      if (run.length > 0) await insert(trx, run);
    },
  };
}

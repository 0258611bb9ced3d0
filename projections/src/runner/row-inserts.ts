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
 * one insert; in a batch, each run of consecutive rows is one multi-row insert. An upsert cannot
 * touch a row twice in one statement, so with `key` (the column it conflicts on) a run is split
 * before a second row for a key it holds: a user's two profile edits in one batch are two
 * statements, not a failed batch applied again one event at a time.
 */
export function rowInserts(options: {
  table: string;
  rowOf: (event: RecordedEvent) => Row | null;
  onConflict: (insert: Knex.QueryBuilder) => Knex.QueryBuilder;
  key?: string;
  other?: (trx: Knex.Transaction, event: RecordedEvent) => Promise<void>;
}): Pick<Projector, 'apply' | 'applyBatch'> {
  const { table, rowOf, onConflict, key, other } = options;
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
      const keys = new Set<unknown>();
      const flush = async () => {
        if (run.length > 0) await insert(trx, run);
        run = [];
        keys.clear();
      };
      for (const event of events) {
        const row = rowOf(event);
        if (row) {
          if (key !== undefined) {
            if (keys.has(row[key])) await flush();
            keys.add(row[key]);
          }
          run.push(row);
          continue;
        }
        await flush();
        await other?.(trx, event);
      }
      await flush();
    },
  };
}

import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Knex } from 'knex';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

export type CopyValue = string | number | boolean | null;

/** One field of COPY's text format: `\N` for null, backslash escapes for the rest. */
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const field = (value: CopyValue): string =>
  value === null ? '\\N' : String(value).replace(/[\\\t\n\r]/g, (c) => ESCAPES[c] as string);

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Loads rows into a table with `COPY ... FROM STDIN`, on the transaction's own connection (so
 * the table is found on its search path, a rebuild's shadow). About twice as fast as one
 * INSERT from a JSON text for thousands of rows, but with no `on conflict`: a row that breaks a
 * unique index fails the whole COPY, and so the transaction.
 */
export async function copyRows(
  trx: Knex.Transaction,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly CopyValue[])[],
): Promise<void> {
  if (rows.length === 0) return;
  const connection = (await trx.client.acquireConnection()) as pg.ClientBase;
  let text = '';
  for (const row of rows) text += `${row.map(field).join('\t')}\n`;
  await pipeline(
    Readable.from([text]),
    connection.query(
      copyFrom(`copy ${quote(table)} (${columns.map(quote).join(', ')}) from stdin`),
    ),
  );
}

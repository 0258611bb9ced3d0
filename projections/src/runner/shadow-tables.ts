import type { Knex } from 'knex';
import type { Projector } from './projector';

// The shadow tables' shape: the live tables' columns, and their indexes under the live names.

export const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** The live tables' columns and types: a shadow made from other columns cannot be resumed. */
export async function tablesFingerprint(knex: Knex, projector: Projector): Promise<string> {
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
export async function buildMissingIndexes(
  knex: Knex,
  schema: string,
  table: string,
): Promise<void> {
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

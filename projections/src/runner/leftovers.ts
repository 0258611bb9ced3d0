import type { ProjectionRunner } from './runner';
import { shadowSchemaOf } from './shadow';

/**
 * Drops the shadow schemas no rebuild owns: a `rebuild_*` schema of a projector that no longer
 * exists, or whose checkpoint marks no rebuild (its rebuild failed for good, or was cut down
 * between the schema and the mark) while no process holds its rebuild lock; and any
 * `retired_*` schema (a swap creates and drops one in a single transaction, so one seen from
 * outside is left from nothing). The shadow of an interrupted rebuild stays: it is marked, and
 * the next rebuild resumes it. Answers the schemas dropped.
 */
export async function dropLeftoverShadows(runner: ProjectionRunner): Promise<string[]> {
  const { knex } = runner;
  const schemas = await knex.raw<{ rows: { name: string }[] }>(
    `select nspname as name from pg_namespace
     where nspname like 'rebuild\\_%' or nspname like 'retired\\_%'`,
  );
  if (schemas.rows.length === 0) return [];
  const marked = new Set(
    (await knex('projection_checkpoints').whereNotNull('rebuild_started_at').select('name')).map(
      (row: { name: string }) => row.name,
    ),
  );
  const locked = await runner.lockedForRebuild();
  const owner = new Map(runner.projectors.map((p) => [shadowSchemaOf(p.name), p.name]));
  const dropped: string[] = [];
  for (const { name: schema } of schemas.rows) {
    const projector = owner.get(schema);
    const owned =
      projector !== undefined &&
      (marked.has(projector) || locked.has(projector) || runner.rebuilding.has(projector));
    if (schema.startsWith('rebuild_') && owned) continue;
    await knex.raw(`drop schema if exists "${schema.replaceAll('"', '""')}" cascade`);
    dropped.push(schema);
  }
  if (dropped.length > 0) {
    console.log(`dropped shadow schemas no rebuild owns: ${dropped.join(', ')}`);
  }
  return dropped;
}

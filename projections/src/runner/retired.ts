import type { Migration } from '../../../services/src/core/migrations';
import { shadowSchemaOf } from './shadow';

/**
 * A projector's former name, retired by a migration of the projector that took over (a rename:
 * the new name's own migrations create its tables, and with no checkpoint it projects the whole
 * log into them). On an install that ran the old name, its run drops the old tables and any
 * shadow schema of an old rebuild, deletes the old checkpoint row and, through `retires`, the
 * old name's rows in read_migrations. The runner reads only its projectors' checkpoints and knex
 * ignores a recorded name it is not given, so without this all of them would stay for good. On
 * a fresh install it finds nothing to drop.
 *
 * An old process still running beside the new one (a rolling restart) loses its tables; the
 * rename is for an install whose processes are all restarted on the new code.
 */
export function retireProjectorName(
  migrationName: string,
  old: { name: string; tables: readonly string[] },
): Migration {
  return {
    name: migrationName,
    retires: [`${old.name}/`],
    async up(knex) {
      for (const table of old.tables) await knex.schema.dropTableIfExists(table);
      await knex.raw(`drop schema if exists "${shadowSchemaOf(old.name)}" cascade`);
      await knex('projection_checkpoints').where({ name: old.name }).delete();
    },
  };
}

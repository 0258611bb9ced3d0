import type { Knex } from 'knex';

export type Migration = { name: string; up(knex: Knex): Promise<void> };

/**
 * Runs a set of migrations registered in code (no directory scanning), tracked in its own table
 * so the event store and the read side migrate independently. Migrations only add.
 */
export async function migrate(
  knex: Knex,
  tableName: string,
  migrations: readonly Migration[],
): Promise<void> {
  await knex.migrate.latest({
    tableName,
    migrationSource: {
      getMigrations: async () => [...migrations],
      getMigrationName: (migration: Migration) => migration.name,
      getMigration: async (migration: Migration) => ({
        up: (k: Knex) => migration.up(k),
        down: async () => {
          throw new Error('Migrations only add; there is no down migration');
        },
      }),
    },
  });
}

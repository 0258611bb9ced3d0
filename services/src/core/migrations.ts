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
  // Processes starting together on a fresh database (the API and its workers) race to create
  // knex's tables and for its migration lock; the losers try again until the winner is done,
  // then find nothing left to do.
  const giveUpAt = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      return await migrateOnce(knex, tableName, migrations);
    } catch (error) {
      if (!lostTheRace(error) || Date.now() > giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * Another process holds the migration lock, or created knex's own bookkeeping tables a moment
 * before this one: PostgreSQL reports that as a duplicate table (42P07), a duplicate type
 * (42710, the row type every table has) or a unique violation in its catalog (23505).
 */
function lostTheRace(error: unknown): boolean {
  const { name, code } = error as { name?: string; code?: string };
  return name === 'MigrationLocked' || ['42P07', '42710', '23505'].includes(code ?? '');
}

/** How long a process waits for another's migrations (a lock left by a killed one stays). */
const LOCK_WAIT_MS = 60_000;

async function migrateOnce(
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

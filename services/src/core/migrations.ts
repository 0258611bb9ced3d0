import type { Knex } from 'knex';

export type Migration = {
  name: string;
  up(knex: Knex): Promise<void>;
  /**
   * Prefixes of recorded migration names the code no longer has, which this migration takes
   * over (a renamed projector's, `old-name/`): its run deletes their rows, in its own
   * transaction. Knex is configured not to refuse a recorded name it is not given
   * (database.ts), so until then they are only left behind.
   */
  readonly retires?: readonly string[];
};

/**
 * Runs a set of migrations registered in code (no directory scanning), tracked in its own table
 * so the event store and the read side migrate independently. Migrations only add.
 *
 * Processes starting together on a fresh database (the API and its workers) take turns: one
 * PostgreSQL advisory lock per migration table, held for the whole run (knex's own bookkeeping
 * included), which dies with the process that holds it. Knex's lock row alone is not enough:
 * two processes creating its tables at once can leave two lock rows, after which knex reports
 * "already locked" forever; and a process killed mid-migration leaves its row locked.
 */
export async function migrate(
  knex: Knex,
  tableName: string,
  migrations: readonly Migration[],
): Promise<void> {
  const release = await holdMigrationLock(knex, tableName);
  try {
    // No one else migrates these tables now: whatever lock knex's table shows is stale.
    await knex.migrate.forceFreeMigrationsLock({ tableName });
    // Embedded PGlite is one session for every process attached to it, so the advisory lock
    // does not keep them apart there: a loser of the race for knex's tables tries again.
    const giveUpAt = Date.now() + LOCK_WAIT_MS;
    for (;;) {
      try {
        return await migrateOnce(knex, tableName, migrations);
      } catch (error) {
        if (!lostTheRace(error) || Date.now() > giveUpAt) throw error;
        await sleep(250);
      }
    }
  } finally {
    await release();
  }
}

/** Advisory-lock namespace of migrations (the projection runner uses 7413 and 7414). */
const MIGRATION_LOCK_NAMESPACE = 7_412;

/** How long a process waits for another's migrations before it gives up. */
const LOCK_WAIT_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function holdMigrationLock(knex: Knex, tableName: string): Promise<() => Promise<void>> {
  // A connection of its own: a session lock lives and dies with its session.
  const connection: unknown = await knex.client.acquireConnection();
  const lock = (sql: string) =>
    knex
      .raw<{ rows: { ok: boolean }[] }>(sql, [MIGRATION_LOCK_NAMESPACE, tableName])
      .connection(connection);
  try {
    const giveUpAt = Date.now() + LOCK_WAIT_MS;
    while ((await lock('select pg_try_advisory_lock(?, hashtext(?)) as ok')).rows[0]?.ok !== true) {
      if (Date.now() > giveUpAt) {
        throw new Error(
          `Another process has been running the ${tableName} migrations for over ${LOCK_WAIT_MS / 1000} s`,
        );
      }
      await sleep(100);
    }
  } catch (error) {
    await knex.client.releaseConnection(connection);
    throw error;
  }
  return async () => {
    await lock('select pg_advisory_unlock(?, hashtext(?)) as ok').catch(() => {});
    await knex.client.releaseConnection(connection);
  };
}

/**
 * Another process holds knex's migration lock, or created knex's own bookkeeping tables a moment
 * before this one: PostgreSQL reports that as a duplicate table (42P07), a duplicate type
 * (42710, the row type every table has) or a unique violation in its catalog (23505).
 */
function lostTheRace(error: unknown): boolean {
  const { name, code } = error as { name?: string; code?: string };
  return name === 'MigrationLocked' || ['42P07', '42710', '23505'].includes(code ?? '');
}

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
        up: async (k: Knex) => {
          await migration.up(k);
          for (const prefix of migration.retires ?? []) {
            const rows: { name: string }[] = await k(tableName).select('name');
            const gone = rows.map((row) => row.name).filter((name) => name.startsWith(prefix));
            if (gone.length > 0) await k(tableName).whereIn('name', gone).delete();
          }
        },
        down: async () => {
          throw new Error('Migrations only add; there is no down migration');
        },
      }),
    },
  });
}

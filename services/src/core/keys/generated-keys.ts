import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { type Migration, migrate } from '../migrations';
import type { GeneratedKey, Purpose } from './keyring';
import { Secret } from './secret';

const TABLE = 'generated_keys';

const keyMigrations: Migration[] = [
  {
    name: '001_generated_keys',
    async up(knex) {
      await knex.schema.createTable(TABLE, (table) => {
        table.text('purpose').primary();
        table.text('secret').notNullable();
        table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });
    },
  },
];

/**
 * Keys for the purposes the environment gives none (development and tests only: production
 * refuses to start without them). They live in the database, not under DATA_DIR, so every API
 * process on one database uses the same keys: the first to need one makes it, the others read it.
 */
export function generatedKeys(knex: Knex): GeneratedKey {
  let migrated: Promise<void> | undefined;
  return async (purpose: Purpose) => {
    migrated ??= migrate(knex, 'key_migrations', keyMigrations);
    await migrated;
    // Of two processes making the same key at once, the first insert wins; both read it back.
    await knex(TABLE)
      .insert({ purpose, secret: randomBytes(48).toString('base64url') })
      .onConflict('purpose')
      .ignore();
    const row = await knex(TABLE)
      .where({ purpose })
      .first<{ secret: string } | undefined>('secret');
    if (!row) throw new Error(`the generated ${purpose} key could not be read back`);
    return new Secret(row.secret);
  };
}

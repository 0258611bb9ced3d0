import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openTestDatabase } from './database';
import { type Migration, migrate } from './migrations';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db?.close());

describe('migrations', () => {
  it('let processes that start together wait for each other instead of failing', async () => {
    let runs = 0;
    const slow: Migration = {
      name: '001_slow_table',
      async up(knex) {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 500));
        await knex.schema.createTable('migration_race', (t) => t.text('id').primary());
      },
    };
    // Three "processes" at once, each with the lock table to itself to race for.
    await Promise.all([1, 2, 3].map(() => migrate(db.knex, 'race_migrations', [slow])));
    expect(runs).toBe(1);
    expect(await db.knex.schema.hasTable('migration_race')).toBe(true);
  });
});

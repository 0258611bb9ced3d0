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

  it('runs past a lock that knex left behind (a killed process, or two lock rows from a race)', async () => {
    const first: Migration = {
      name: '001_first',
      up: (knex) => knex.schema.createTable('left_behind_a', (t) => t.text('id')),
    };
    await migrate(db.knex, 'stale_migrations', [first]);
    // As a process killed mid-migration leaves it, and as two processes racing to create
    // knex's tables left it before the advisory lock: locked, and one row too many.
    await db.knex('stale_migrations_lock').update({ is_locked: 1 });
    await db.knex('stale_migrations_lock').insert({ is_locked: 0 });
    const second: Migration = {
      name: '002_second',
      up: (knex) => knex.schema.createTable('left_behind_b', (t) => t.text('id')),
    };
    await migrate(db.knex, 'stale_migrations', [first, second]);
    expect(await db.knex.schema.hasTable('left_behind_b')).toBe(true);
    expect(await db.knex('stale_migrations_lock').select('is_locked')).toEqual([{ is_locked: 0 }]);
  });
});

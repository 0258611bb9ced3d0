import type { Migration } from '../../../../services/src/core/migrations';

/**
 * Document 2's `matchup_users` and `connect_users`, as profiles of the one account (PLATFORM.md
 * §0): keyed by the account's id, without the username and password the account holds.
 */
export const areaProfilesMigrations: Migration[] = [
  {
    name: '001_matchup_and_connect_users',
    async up(knex) {
      await knex.schema.createTable('matchup_users', (t) => {
        t.uuid('user_id').primary();
        t.text('role').notNullable();
        t.text('organization');
        t.text('title');
        t.text('sport');
        t.text('level');
        t.boolean('verified').notNullable().defaultTo(false);
        t.boolean('is_active').notNullable().defaultTo(true);
        // The account stream's revision of the last event applied: a replay changes nothing.
        t.integer('version').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
        t.index(['role']);
      });
      await knex.schema.createTable('connect_users', (t) => {
        t.uuid('user_id').primary();
        t.text('user_type').notNullable();
        t.text('company_name');
        t.text('biography');
        t.text('website');
        t.jsonb('social_links').notNullable();
        t.jsonb('preferred_categories').notNullable();
        t.text('target_audience');
        t.jsonb('geographic_focus').notNullable();
        // Integer cents (PLATFORM.md §0: money); the API caps them at $10,000,000.
        t.integer('typical_budget_min');
        t.integer('typical_budget_max');
        t.boolean('is_verified').notNullable().defaultTo(false);
        t.integer('version').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
        t.index(['user_type']);
      });
    },
  },
];

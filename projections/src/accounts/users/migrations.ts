import type { Migration } from '../../../../services/src/core/migrations';

export const usersMigrations: Migration[] = [
  {
    name: '001_users',
    async up(knex) {
      await knex.schema.createTable('users', (t) => {
        t.uuid('id').primary();
        t.text('username').notNullable();
        t.text('username_lower').notNullable().unique();
        t.text('email');
        t.text('role').notNullable();
        t.text('password_hash').notNullable();
        t.text('status').notNullable().defaultTo('active');
        // Bumped when a password changes or the account is disabled: older sessions end.
        t.integer('session_epoch').notNullable().defaultTo(0);
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
        t.index(['role']);
      });
    },
  },
  {
    // Password reset finds accounts by e-mail, in any case.
    name: '002_users_email_lower',
    async up(knex) {
      await knex.raw('create index users_email_lower on users (lower(email))');
    },
  },
  {
    // EmailConfirmed: a signed-in vote counts only from a confirmed address.
    name: '003_users_email_confirmed_at',
    async up(knex) {
      await knex.schema.alterTable('users', (t) => {
        t.timestamp('email_confirmed_at', { useTz: true });
      });
    },
  },
];

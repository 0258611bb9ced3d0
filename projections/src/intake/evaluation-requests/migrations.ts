import type { Migration } from '../../../../services/src/core/migrations';

export const evaluationRequestsMigrations: Migration[] = [
  {
    name: '001_evaluation_requests',
    async up(knex) {
      await knex.schema.createTable('evaluation_requests', (t) => {
        t.uuid('id').primary();
        t.uuid('user_id').notNullable();
        t.text('parent_name').notNullable();
        t.text('parent_email').notNullable();
        t.text('parent_phone').notNullable();
        t.text('player_name').notNullable();
        t.integer('player_age').notNullable();
        t.text('player_position').notNullable();
        t.text('player_school').notNullable();
        t.text('additional_info');
        t.text('status').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
        // The revision of the request's stream last applied: the admin's If-Match / version,
        // and the guard that makes a replayed event change nothing.
        t.integer('version').notNullable();
        t.index(['created_at']);
        t.index(['status', 'created_at']);
        t.index(['user_id']);
      });
    },
  },
];

import type { Migration } from '../../../services/src/core/migrations';

export const userActivityMigrations: Migration[] = [
  {
    name: '001_user_activity',
    async up(knex) {
      await knex.schema.createTable('user_activity', (t) => {
        // The id of the event the item comes from: replaying an event cannot add it twice.
        t.uuid('id').primary();
        t.uuid('user_id').notNullable();
        t.text('activity_type').notNullable();
        t.jsonb('activity_data').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.index(['user_id', 'created_at', 'id']);
      });
    },
  },
];

import type { Migration } from '../../../services/src/core/migrations';

export const kudosMigrations: Migration[] = [
  {
    name: '001_kudos',
    async up(knex) {
      await knex.schema.createTable('kudos', (t) => {
        t.uuid('id').primary();
        t.uuid('author_id').notNullable();
        t.text('text').notNullable();
        t.timestamp('given_at', { useTz: true }).notNullable();
        t.index(['given_at']);
      });
    },
  },
];

import type { Migration } from '../../../../services/src/core/migrations';

export const contactSubmissionsMigrations: Migration[] = [
  {
    name: '001_contact_submissions',
    async up(knex) {
      await knex.schema.createTable('contact_submissions', (t) => {
        t.uuid('id').primary();
        t.text('name').notNullable();
        t.text('email').notNullable();
        t.text('organization').notNullable();
        t.text('message').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.index(['created_at']);
      });
    },
  },
];

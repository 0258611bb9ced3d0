import type { Migration } from '../../../services/src/core/migrations';

export const userProfilesMigrations: Migration[] = [
  {
    name: '001_user_profiles',
    async up(knex) {
      await knex.schema.createTable('user_profiles', (t) => {
        t.uuid('user_id').primary();
        t.text('display_name').notNullable();
        t.text('bio');
        t.text('location');
        t.text('team_name');
        t.text('team_position');
        t.text('photo_url');
        t.jsonb('social_links').notNullable();
        t.jsonb('notification_preferences').notNullable();
        t.text('verification_status').notNullable().defaultTo('pending');
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
        t.index(['verification_status']);
      });
    },
  },
];

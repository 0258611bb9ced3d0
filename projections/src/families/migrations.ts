import type { Migration } from '../../../services/src/core/migrations';

export const familiesMigrations: Migration[] = [
  {
    name: '001_family_athletes_and_guardian_links',
    async up(knex) {
      await knex.schema.createTable('family_athletes', (t) => {
        t.uuid('athlete_id').primary();
        t.text('kind').notNullable();
        // Opened from the events' sealed fields; "removed" once the person's key is gone.
        t.text('first_name');
        t.text('last_name');
        t.text('birth_date');
        t.text('consent_status').notNullable().defaultTo('none');
        t.uuid('consent_given_by');
        t.timestamp('consent_given_at', { useTz: true });
        t.timestamp('erased_at', { useTz: true });
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
      });
      await knex.schema.createTable('guardian_links', (t) => {
        t.uuid('athlete_id').notNullable();
        t.uuid('guardian_id').notNullable();
        t.text('status').notNullable();
        t.timestamp('requested_at', { useTz: true }).notNullable();
        t.timestamp('answered_at', { useTz: true });
        t.primary(['athlete_id', 'guardian_id']);
        t.index(['guardian_id']);
      });
    },
  },
  {
    // How a given consent was verified for public display (a card check, or staff), and when.
    name: '002_family_consent_verification',
    async up(knex) {
      await knex.schema.alterTable('family_athletes', (t) => {
        t.text('consent_verified_by');
        t.timestamp('consent_verified_at', { useTz: true });
      });
    },
  },
];

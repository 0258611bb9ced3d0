import type { Migration } from '../../../services/src/core/migrations';

/**
 * Matchups' read tables (their rows: services/src/matchups/rows.ts). Ids are text as the events
 * carry them; ids that are event ids (stage changes, alert matches) are uuids. Dates of the day
 * (birth date, date measured) are text, YYYY-MM-DD, so they read back as the events said them.
 */
export const matchupsMigrations: Migration[] = [
  {
    // Athlete search matches names and schools by trigrams (PostgreSQL's own, and PGlite's
    // contrib build, loaded by services/src/core/embedded-postgres.ts).
    name: '001_pg_trgm',
    async up(knex) {
      await knex.raw('create extension if not exists pg_trgm');
    },
  },
  {
    name: '002_matchups_tables',
    async up(knex) {
      await knex.schema.createTable('matchup_athletes', (t) => {
        t.text('athlete_id').primary();
        t.boolean('own_account').notNullable();
        // Opened from the event's sealed fields; "removed" (birth date null) once erased.
        t.text('first_name').notNullable();
        t.text('last_name').notNullable();
        t.text('birth_date');
        t.text('school');
        t.text('city');
        t.text('state');
        t.specificType('positions', 'text[]').notNullable();
        t.integer('graduation_year').notNullable();
        t.integer('height_inches');
        t.integer('weight_lbs');
        t.text('time_zone').notNullable();
        t.boolean('consent_verified').notNullable().defaultTo(false);
        t.boolean('erased').notNullable().defaultTo(false);
        t.jsonb('achievements').notNullable().defaultTo('[]');
        t.jsonb('videos').notNullable().defaultTo('[]');
        t.jsonb('availability').notNullable().defaultTo('[]');
        t.text('search_text').notNullable().defaultTo('');
        // The athlete stream's revision last applied: a replayed event changes nothing.
        t.integer('version').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
        t.index(['graduation_year']);
      });
      await knex.raw(
        'create index matchup_athletes_search_trgm on matchup_athletes using gin (search_text gin_trgm_ops)',
      );
      // What anyone may search by: the first name alone.
      await knex.raw(
        'create index matchup_athletes_first_name_trgm on matchup_athletes using gin (lower(first_name) gin_trgm_ops)',
      );

      await knex.schema.createTable('matchup_metrics', (t) => {
        t.text('metric_id').primary();
        t.text('athlete_id').notNullable();
        t.text('metric_type').notNullable();
        t.double('value').notNullable();
        t.text('unit').notNullable();
        t.text('status').notNullable();
        t.text('recorded_by').notNullable();
        t.text('measured_on').notNullable();
        t.text('notes');
        t.text('video_url');
        t.timestamp('recorded_at', { useTz: true }).notNullable();
        t.text('decided_by');
        t.text('decided_by_role');
        t.jsonb('evidence');
        t.text('rejection_reason');
        t.timestamp('decided_at', { useTz: true });
        // The metric stream's revision last applied.
        t.integer('version').notNullable();
        t.index(['athlete_id', 'metric_type']);
        // The verification queue, oldest first.
        t.index(['status', 'recorded_at']);
      });

      await knex.schema.createTable('matchup_bests', (t) => {
        t.text('athlete_id').notNullable();
        t.text('metric_type').notNullable();
        t.double('value').notNullable();
        t.text('metric_id').notNullable();
        t.integer('graduation_year').notNullable();
        // The athlete's first position: the cohort's key.
        t.text('position').notNullable();
        t.timestamp('verified_at', { useTz: true }).notNullable();
        t.primary(['athlete_id', 'metric_type']);
        // Thresholds and cohorts (percentiles) read this one.
        t.index(['metric_type', 'graduation_year', 'position', 'value']);
      });

      await knex.schema.createTable('matchup_watches', (t) => {
        // The key leads with coach_id: a coach's watchlist reads it.
        t.text('coach_id').notNullable();
        t.text('athlete_id').notNullable();
        t.text('priority').notNullable();
        t.text('notes');
        t.text('stage').notNullable();
        t.timestamp('stage_changed_at', { useTz: true }).notNullable();
        t.timestamp('watched_at', { useTz: true }).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
        // The watch stream's revision last applied.
        t.integer('version').notNullable();
        t.primary(['coach_id', 'athlete_id']);
        t.index(['athlete_id']);
      });

      await knex.schema.createTable('matchup_stage_changes', (t) => {
        // The PipelineStageChanged event's id.
        t.uuid('id').primary();
        t.text('coach_id').notNullable();
        t.text('athlete_id').notNullable();
        t.text('from_stage').notNullable();
        t.text('to_stage').notNullable();
        t.timestamp('changed_at', { useTz: true }).notNullable();
        t.index(['coach_id', 'changed_at']);
        t.index(['athlete_id']);
      });

      await knex.schema.createTable('matchup_alerts', (t) => {
        t.text('alert_id').primary();
        t.text('coach_id').notNullable();
        t.text('metric_type').notNullable();
        t.text('operator').notNullable();
        t.double('target_value').notNullable();
        t.text('unit').notNullable();
        t.text('position');
        t.integer('graduation_year');
        t.text('location');
        t.text('frequency').notNullable();
        t.boolean('is_active').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
        t.index(['coach_id']);
      });
      // A newly verified value finds the active alerts of its metric.
      await knex.raw(
        'create index matchup_alerts_active_metric on matchup_alerts (metric_type) where is_active',
      );

      await knex.schema.createTable('matchup_preferences', (t) => {
        t.text('coach_id').primary();
        t.specificType('positions', 'text[]').notNullable();
        t.specificType('graduation_years', 'integer[]').notNullable();
        t.specificType('states', 'text[]').notNullable();
        t.specificType('metric_types', 'text[]').notNullable();
        t.timestamp('saved_at', { useTz: true }).notNullable();
      });

      await knex.schema.createTable('matchup_alert_matches', (t) => {
        // The MetricAlertMatched event's id.
        t.uuid('id').primary();
        t.text('alert_id').notNullable();
        t.text('coach_id').notNullable();
        t.text('metric_id').notNullable();
        t.text('athlete_id').notNullable();
        t.text('metric_type').notNullable();
        t.double('value').notNullable();
        t.text('frequency').notNullable();
        t.timestamp('matched_at', { useTz: true }).notNullable();
        // An alert fires once per value (its stream is appended with 'no_stream'): a last guard.
        t.unique(['alert_id', 'metric_id']);
        t.index(['coach_id', 'matched_at']);
        // The digests: the daily or weekly matches since the last one.
        t.index(['frequency', 'matched_at']);
        t.index(['athlete_id']);
      });

      // Families' consent and erasure by athlete, whatever the order of the events: a profile
      // saved after its athlete's consent (or erasure), or a rebuild, finds them here. Ids and
      // flags, nothing personal.
      await knex.schema.createTable('matchup_consents', (t) => {
        t.text('athlete_id').primary();
        t.boolean('verified').notNullable().defaultTo(false);
        t.boolean('erased').notNullable().defaultTo(false);
      });
    },
  },
];

import type { Migration } from '../../../../services/src/core/migrations';

/**
 * The awarding process's progress (services/src/youscout/badges/awards.ts's AwardProgress) as tables,
 * so it lives through restarts and is rebuilt from the log like any read model; and the awards
 * it found due, which the API's awarding loop appends (services/src/youscout/badges/awarding.ts).
 */
export const scoutAwardsMigrations: Migration[] = [
  {
    name: '001_scout_award_progress',
    async up(knex) {
      // The catalogue as the fold sees it (evolveCatalogue's Badge).
      await knex.schema.createTable('scout_award_badges', (t) => {
        t.text('badge_id').primary();
        t.jsonb('badge').notNullable();
      });
      // Each nomination's nominator; when it was submitted and first approved (log positions);
      // its counted votes (cast, not voided).
      await knex.schema.createTable('scout_award_nominations', (t) => {
        t.text('nomination_id').primary();
        t.text('user_id').notNullable();
        t.integer('votes').notNullable().defaultTo(0);
        t.decimal('submitted_commit', 20, 0).notNullable();
        t.decimal('submitted_prepare', 20, 0).notNullable();
        t.decimal('approved_commit', 20, 0);
        t.decimal('approved_prepare', 20, 0);
        t.index(['user_id']);
      });
      // Each vote; a voided one stays, no longer counted.
      await knex.schema.createTable('scout_award_votes', (t) => {
        t.text('vote_id').primary();
        t.text('nomination_id').notNullable();
        t.boolean('counted').notNullable();
        t.index(['nomination_id', 'counted']);
      });
      // Each comment's author; kept = shown now, in the order it was last shown.
      await knex.schema.createTable('scout_award_comments', (t) => {
        t.text('comment_id').primary();
        t.text('user_id').notNullable();
        t.boolean('kept').notNullable();
        t.decimal('kept_commit', 20, 0).notNullable();
        t.decimal('kept_prepare', 20, 0).notNullable();
        t.index(['user_id']);
      });
      // Each award due ('due') or in the log ('awarded'): awardsDue's "awarded" set.
      await knex.schema.createTable('scout_award_grants', (t) => {
        t.text('user_id').notNullable();
        t.text('badge_id').notNullable();
        t.text('status').notNullable();
        t.jsonb('award').notNullable();
        t.decimal('position_commit', 20, 0).notNullable();
        t.decimal('position_prepare', 20, 0).notNullable();
        t.primary(['user_id', 'badge_id']);
        t.index(['status', 'position_commit', 'position_prepare']);
      });
    },
  },
  {
    name: '002_scout_award_votes_by_id',
    async up(knex) {
      // A void names its votes by id (the primary key): the index by nomination only cost
      // every vote an index insert.
      await knex.schema.alterTable('scout_award_votes', (t) => {
        t.dropIndex(['nomination_id', 'counted']);
      });
    },
  },
  {
    name: '003_scout_award_grants_awarded_at',
    async up(knex) {
      // When an award in the log was made: the awarding loop mails those of the last day, read
      // by this index rather than by a walk over every award ever made.
      await knex.schema.alterTable('scout_award_grants', (t) => {
        t.timestamp('awarded_at', { useTz: true });
      });
      await knex.raw(
        `create index scout_award_grants_awarded_at on scout_award_grants (awarded_at)
         where status = 'awarded'`,
      );
    },
  },
  {
    name: '004_scout_award_votes_dropped',
    async up(knex) {
      // A nomination's count is all the rules read, and the runner applies each vote once: a
      // row per vote cost every vote a row, an index entry and a look-up, and told nothing.
      await knex.schema.dropTableIfExists('scout_award_votes');
    },
  },
];

import type { Migration } from '../../../../services/src/core/migrations';
import { retireProjectorName } from '../../runner/retired';

/**
 * The awarding process's progress (services/src/youscout/badges/awards.ts's AwardProgress) as tables,
 * so it lives through restarts and is rebuilt from the log like any read model; and the awards
 * it found due, which the API's awarding loop appends (services/src/youscout/badges/awarding.ts).
 */
export const youScoutAwardsMigrations: Migration[] = [
  {
    name: '001_youscout_award_progress',
    async up(knex) {
      // The catalogue as the fold sees it (evolveCatalogue's Badge).
      await knex.schema.createTable('youscout_award_badges', (t) => {
        t.text('badge_id').primary();
        t.jsonb('badge').notNullable();
      });
      // Each nomination's nominator; when it was submitted and first approved (log positions);
      // its counted votes (cast, not voided). A count is all the rules read, and the runner
      // applies each vote once: no row per vote (it cost every vote a row, an index entry and a
      // look-up, and told nothing).
      await knex.schema.createTable('youscout_award_nominations', (t) => {
        t.text('nomination_id').primary();
        t.text('user_id').notNullable();
        t.integer('votes').notNullable().defaultTo(0);
        t.decimal('submitted_commit', 20, 0).notNullable();
        t.decimal('submitted_prepare', 20, 0).notNullable();
        t.decimal('approved_commit', 20, 0);
        t.decimal('approved_prepare', 20, 0);
        t.index(['user_id']);
      });
      // Each comment's author; kept = shown now, in the order it was last shown.
      await knex.schema.createTable('youscout_award_comments', (t) => {
        t.text('comment_id').primary();
        t.text('user_id').notNullable();
        t.boolean('kept').notNullable();
        t.decimal('kept_commit', 20, 0).notNullable();
        t.decimal('kept_prepare', 20, 0).notNullable();
        t.index(['user_id']);
      });
      // Each award due ('due') or in the log ('awarded'): awardsDue's "awarded" set. awarded_at:
      // when an award in the log was made (the awarding loop mails those of the last day, read
      // by its index rather than by a walk over every award ever made).
      await knex.schema.createTable('youscout_award_grants', (t) => {
        t.text('user_id').notNullable();
        t.text('badge_id').notNullable();
        t.text('status').notNullable();
        t.jsonb('award').notNullable();
        t.decimal('position_commit', 20, 0).notNullable();
        t.decimal('position_prepare', 20, 0).notNullable();
        t.timestamp('awarded_at', { useTz: true });
        t.primary(['user_id', 'badge_id']);
        t.index(['status', 'position_commit', 'position_prepare']);
      });
      await knex.raw(
        `create index youscout_award_grants_awarded_at on youscout_award_grants (awarded_at)
         where status = 'awarded'`,
      );
    },
  },
  // The projector's former name (`scout-awards`) and its tables: this projector projects their
  // rows again from the log.
  retireProjectorName('002_scout_awards_retired', {
    name: 'scout-awards',
    tables: [
      'scout_award_badges',
      'scout_award_nominations',
      'scout_award_votes',
      'scout_award_comments',
      'scout_award_grants',
    ],
  }),
];

import type { Migration } from '../../../../services/src/core/migrations';
import { retireProjectorName } from '../../runner/retired';

export const youScoutBadgesMigrations: Migration[] = [
  {
    name: '001_youscout_badges_and_user_badges',
    async up(knex) {
      // The catalogue staff edit (document 2 §3: name, description, icon, requirements).
      await knex.schema.createTable('youscout_badges', (t) => {
        t.text('id').primary();
        t.text('name').notNullable();
        t.text('description').notNullable();
        t.text('icon').notNullable();
        t.text('requirements').notNullable();
        // The rule that awards it by itself, or null for a badge staff give by hand.
        t.text('rule');
        t.boolean('retired').notNullable().defaultTo(false);
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
        t.timestamp('retired_at', { useTz: true });
      });
      // One row per user and badge (document 2 §3: userId, badgeId, awardedAt).
      await knex.schema.createTable('youscout_user_badges', (t) => {
        t.text('user_id').notNullable();
        t.text('badge_id').notNullable();
        t.text('rule');
        t.text('cause');
        t.text('awarded_by');
        t.text('reason');
        t.timestamp('awarded_at', { useTz: true }).notNullable();
        t.primary(['user_id', 'badge_id']);
        t.index(['badge_id']);
      });
    },
  },
  // The projector's former name (`scout-badges`) and its tables: this projector projects their
  // rows again from the log.
  retireProjectorName('002_scout_badges_retired', {
    name: 'scout-badges',
    tables: ['scout_badges', 'user_badges'],
  }),
];

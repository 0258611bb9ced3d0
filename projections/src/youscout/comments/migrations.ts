import type { Migration } from '../../../../services/src/core/migrations';
import { retireProjectorName } from '../../runner/retired';

export const youScoutCommentsMigrations: Migration[] = [
  {
    name: '001_youscout_comments_and_reports',
    async up(knex) {
      await knex.schema.createTable('youscout_comments', (t) => {
        t.uuid('id').primary();
        t.uuid('nomination_id').notNullable();
        // Whose key seals the text (the nominated athlete's): an erasure of theirs removes it.
        t.uuid('athlete_id').notNullable().index();
        t.text('user_id').notNullable();
        t.text('author_name').notNullable();
        // Opened; "removed" once the athlete's key is gone.
        t.text('text').notNullable();
        t.text('status').notNullable();
        t.specificType('held_for', 'text[]').notNullable();
        // Public by design: "removed by a moderator: <reason>".
        t.text('hidden_reason');
        t.integer('reports').notNullable().defaultTo(0);
        // The comment stream's revision last applied: a replayed event changes nothing.
        t.integer('version').notNullable();
        t.timestamp('posted_at', { useTz: true }).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
        t.index(['nomination_id', 'posted_at']);
      });
      await knex.schema.createTable('youscout_comment_reports', (t) => {
        t.uuid('comment_id').notNullable();
        t.text('reported_by').notNullable();
        t.uuid('nomination_id').notNullable();
        t.text('reason');
        t.timestamp('reported_at', { useTz: true }).notNullable();
        t.primary(['comment_id', 'reported_by']);
      });
    },
  },
  // The projector's former name (`you-scout-comments`) and its tables: this projector projects
  // their rows again from the log.
  retireProjectorName('002_you_scout_comments_retired', {
    name: 'you-scout-comments',
    tables: ['you_scout_comments', 'you_scout_comment_reports'],
  }),
];

import type { Migration } from '../../../services/src/core/migrations';

export const prospectsMigrations: Migration[] = [
  {
    name: '001_baseball_prospects',
    async up(knex) {
      await knex.schema.createTable('baseball_prospects', (t) => {
        t.uuid('id').primary();
        t.text('first_name').notNullable();
        t.text('last_name').notNullable();
        t.text('school').notNullable();
        t.text('team_name').notNullable().defaultTo('');
        t.text('position_primary').notNullable();
        t.text('position_secondary').notNullable().defaultTo('');
        t.text('batting_throwing_hand').notNullable().defaultTo('');
        t.integer('grad_year').notNullable();
        // Unique among ranked prospects (nulls are distinct): a projector bug cannot show two
        // prospects on one rank; it stops the projector instead.
        t.integer('nola_rank').unique();
        t.boolean('nola_evaluated').notNullable().defaultTo(false);
        t.integer('community_votes').notNullable().defaultTo(0);
        // The prospect stream's revision: admin edits carry it, a stale one gets 412.
        t.integer('version').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
        t.timestamp('removed_at', { useTz: true });
      });
      await knex.schema.createTable('prospect_votes', (t) => {
        // The VoteCast event's id. The specification's voterIp is a keyed hash of the address
        // (or the signed-in user's id): raw addresses are never stored.
        t.uuid('id').primary();
        t.uuid('prospect_id').notNullable();
        t.text('voter_key').notNullable();
        t.boolean('signed_in').notNullable();
        t.timestamp('voted_at', { useTz: true }).notNullable();
        t.unique(['prospect_id', 'voter_key']);
      });
      // Each prospect's official rank over time, for "rank now versus 7 days ago".
      await knex.schema.createTable('prospect_rank_timeline', (t) => {
        t.uuid('event_id').notNullable();
        t.uuid('prospect_id').notNullable();
        t.integer('rank');
        t.timestamp('since', { useTz: true }).notNullable();
        t.bigInteger('commit_position').notNullable();
        t.bigInteger('prepare_position').notNullable();
        t.primary(['event_id', 'prospect_id']);
        t.index(['prospect_id', 'since']);
      });
    },
  },
  {
    name: '002_prospect_rank_version',
    async up(knex) {
      // The board revision that last moved the prospect: a rank edit on an older copy gets 412.
      await knex.schema.alterTable('baseball_prospects', (t) => {
        t.integer('rank_version');
      });
    },
  },
  {
    name: '003_prospect_votes_voter_user',
    async up(knex) {
      // The signed-in voter of a vote: the user's activity history lists their votes from here,
      // so a vote is one row, not a second one in user_activity. Only signed-in votes are
      // indexed (a signed-out vote, most of them, costs the index nothing).
      await knex.schema.alterTable('prospect_votes', (t) => {
        t.uuid('voter_user_id');
      });
      await knex.raw(
        `create index prospect_votes_voter_user on prospect_votes (voter_user_id, voted_at, id)
         where voter_user_id is not null`,
      );
    },
  },
];

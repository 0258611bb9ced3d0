import type { Knex } from 'knex';

/**
 * A signed-in user's board votes as items of their activity history (GET /api/user-activity),
 * in user_activity's columns. The vote table names each signed-in voter, so a vote is one row
 * kept once, not a second copy in user_activity; the prospect's name is the board's current one.
 */
export const votesAsActivity = (knex: Knex, userId: string): Knex.QueryBuilder =>
  knex('prospect_votes as v')
    .leftJoin('baseball_prospects as p', 'p.id', 'v.prospect_id')
    .where('v.voter_user_id', userId)
    .select(
      'v.id',
      knex.raw(`'vote'::text as activity_type`),
      knex.raw(
        `jsonb_build_object('prospectId', v.prospect_id,
           'prospectName', nullif(trim(p.first_name || ' ' || p.last_name), '')) as activity_data`,
      ),
      'v.voted_at as created_at',
    );

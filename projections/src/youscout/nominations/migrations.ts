import type { Migration } from '../../../../services/src/core/migrations';
import { retireProjectorName } from '../../runner/retired';

export const youScoutNominationsMigrations: Migration[] = [
  {
    name: '001_youscout_nominations_votes_history',
    async up(knex) {
      await knex.schema.createTable('youscout_nominations', (t) => {
        t.uuid('id').primary();
        t.uuid('athlete_id').notNullable().index();
        t.text('status').notNullable();
        // Approved or featured, and 13 or older or a guardian's consent on record (PLATFORM.md §1).
        t.boolean('is_public').notNullable().defaultTo(false);
        t.boolean('consent_on_record').notNullable().defaultTo(false);
        t.boolean('nominator_is_guardian').notNullable();
        // In clear in the event: public, names no one (game_date is staff's only).
        t.integer('age').notNullable();
        t.text('age_group').notNullable();
        t.text('sport').notNullable();
        t.text('position').notNullable();
        t.text('secondary_position');
        t.text('handedness');
        t.text('state').notNullable();
        t.text('game_date');
        // Opened from the event's sealed fields; "removed" once the athlete's key is gone.
        t.text('first_name').notNullable();
        t.text('last_name').notNullable();
        t.text('school');
        t.text('city');
        t.text('game_location');
        t.text('performance').notNullable();
        t.text('video');
        t.text('submitted_by_name').notNullable();
        t.text('submitted_by_email').notNullable();
        t.text('submitted_by_phone');
        t.text('guardian_email');
        t.text('submitted_by_user_id').notNullable().index();
        // Votes cast less those voided.
        t.integer('community_votes').notNullable().defaultTo(0);
        t.text('rejection_reason');
        // Staff's notes, opened: [{ by, note, addedAt }] ("removed" once erased).
        t.jsonb('admin_notes').notNullable().defaultTo('[]');
        // The nomination stream's revision last applied: a replayed event changes nothing.
        t.integer('version').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('status_changed_at', { useTz: true }).notNullable();
        // community_votes is not indexed: every vote raises it, and indexed, each vote rewrote
        // every index of this wide row (no HOT update), the biggest share of PostgreSQL's cost
        // per YouScout vote. The leaderboard sorts the public rows, hundreds, without it.
      });
      await knex.schema.createTable('youscout_votes', (t) => {
        // The vote's voteId. No voter key: the stream keeps one vote per voter; voids name voteIds.
        t.uuid('vote_id').primary();
        t.uuid('nomination_id').notNullable();
        t.text('voter_user_id');
        t.timestamp('cast_at', { useTz: true }).notNullable();
        t.timestamp('account_created_at', { useTz: true });
        t.boolean('voided').notNullable().defaultTo(false);
        t.index(['nomination_id', 'cast_at']);
        t.index(['cast_at']);
      });
      // Families' consent by athlete, whatever the order of the events: a nomination submitted
      // after its athlete's consent (or a rebuild) finds it here. Ids and a flag, nothing personal.
      await knex.schema.createTable('youscout_consents', (t) => {
        t.text('athlete_id').primary();
        t.boolean('given').notNullable();
      });
      await knex.schema.createTable('youscout_nomination_history', (t) => {
        t.uuid('event_id').primary();
        t.uuid('nomination_id').notNullable();
        t.text('status').notNullable();
        // The account that made the change (null: a guardian by a mailed link).
        t.text('actor');
        t.text('reason');
        t.timestamp('at', { useTz: true }).notNullable();
        t.bigInteger('commit_position').notNullable();
        t.index(['nomination_id', 'at']);
      });
    },
  },
  // The projector's former name (`you-scout-nominations`, before the area's names took one
  // slug) and its tables: this projector projects their rows again from the log.
  retireProjectorName('002_you_scout_nominations_retired', {
    name: 'you-scout-nominations',
    tables: [
      'you_scout_nominations',
      'you_scout_votes',
      'you_scout_nomination_history',
      'you_scout_consents',
    ],
  }),
  {
    // An athlete erased through Family (not by a nomination's removal link) is in no public
    // list: the row keeps its status for staff, and `erased` keeps it from being public again.
    name: '003_youscout_nominations_erased',
    async up(knex) {
      await knex.schema.alterTable('youscout_nominations', (t) => {
        t.boolean('erased').notNullable().defaultTo(false);
      });
    },
  },
];

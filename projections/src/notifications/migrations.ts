import type { Migration } from '../../../services/src/core/migrations';

export const notificationsMigrations: Migration[] = [
  {
    name: '001_notifications',
    async up(knex) {
      await knex.schema.createTable('notifications', (t) => {
        t.uuid('id').primary();
        t.uuid('recipient_id').notNullable();
        t.text('type').notNullable();
        t.text('title').notNullable();
        t.text('message').notNullable();
        t.text('related_type');
        t.text('related_id');
        // The causing event's global position (both parts up to 2^64 - 1): the list's order and
        // the live stream's resume point (Last-Event-ID).
        t.decimal('position_commit', 20, 0).notNullable();
        t.decimal('position_prepare', 20, 0).notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('read_at', { useTz: true });
        t.index(['recipient_id', 'position_commit', 'position_prepare']);
      });
      // Who asked for an evaluation: its status changes name only the request.
      await knex.schema.createTable('notification_evaluation_requests', (t) => {
        t.uuid('request_id').primary();
        t.uuid('user_id').notNullable();
        t.text('player_name').notNullable();
      });
    },
  },
  {
    name: '002_notification_scout_badges',
    async up(knex) {
      // Each YouScout badge's name, for the notification of an award (which names only its id).
      await knex.schema.createTable('notification_scout_badges', (t) => {
        t.text('badge_id').primary();
        t.text('name').notNullable();
      });
    },
  },
  {
    name: '003_notifications_created_at',
    async up(knex) {
      // The mailer looks for what to send among the notifications of the mail window, on every
      // advance of this projector: by this index, rather than by a walk over every one ever made.
      await knex.schema.alterTable('notifications', (t) => {
        t.index(['created_at'], 'notifications_created_at');
      });
    },
  },
  {
    name: '004_notification_nominations',
    async up(knex) {
      // Who nominated: a nomination's review and removal name only the nomination.
      await knex.schema.createTable('notification_nominations', (t) => {
        t.text('nomination_id').primary();
        t.uuid('nominator_id').notNullable();
      });
    },
  },
  {
    name: '005_notification_matchup_alerts',
    async up(knex) {
      // Each Matchups alert's threshold, for the notification of a match (which names only the
      // alert). Numbers and an operator: nothing about any athlete.
      await knex.schema.createTable('notification_matchup_alerts', (t) => {
        t.text('alert_id').primary();
        t.text('operator').notNullable();
        t.double('target_value').notNullable();
      });
    },
  },
];

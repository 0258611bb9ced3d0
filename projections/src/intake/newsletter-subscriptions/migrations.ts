import type { Migration } from '../../../../services/src/core/migrations';

export const newsletterSubscriptionsMigrations: Migration[] = [
  {
    name: '001_newsletter_subscriptions',
    async up(knex) {
      await knex.schema.createTable('newsletter_subscriptions', (t) => {
        t.uuid('id').primary();
        t.text('email').notNullable();
        t.text('email_lower').notNullable().unique();
        t.text('name');
        t.text('status').notNullable();
        // When the current subscription began (a returning subscriber's latest sign-up).
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('unsubscribed_at', { useTz: true });
        // The revision of the address's stream last applied: a replayed event changes nothing.
        t.integer('version').notNullable();
        t.index(['status', 'created_at']);
      });
    },
  },
];

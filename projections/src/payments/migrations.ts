import type { Knex } from 'knex';
import type { Migration } from '../../../services/src/core/migrations';

const common = (t: Knex.CreateTableBuilder) => {
  t.uuid('id').primary();
  t.text('provider').notNullable();
  t.text('provider_ref').notNullable();
  // Integer cents, never a float (PLATFORM.md §0).
  t.integer('amount_cents').notNullable();
  t.text('currency').notNullable();
  t.text('description').notNullable();
  t.text('reference').notNullable();
  t.text('status').notNullable();
  t.timestamp('created_at', { useTz: true }).notNullable();
  t.timestamp('updated_at', { useTz: true }).notNullable();
  // The stream revision last applied: a replayed event changes nothing.
  t.integer('version').notNullable();
  t.index(['created_at']);
  t.index(['status', 'created_at']);
  t.index(['reference']);
};

export const paymentsMigrations: Migration[] = [
  {
    name: '001_payments',
    async up(knex) {
      await knex.schema.createTable('payments', (t) => {
        common(t);
        t.integer('refunded_cents').notNullable().defaultTo(0);
      });
      await knex.schema.createTable('payment_subscriptions', (t) => {
        common(t);
        t.timestamp('period_end', { useTz: true });
      });
    },
  },
];

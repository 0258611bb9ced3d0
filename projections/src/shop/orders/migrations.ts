import type { Migration } from '../../../../services/src/core/migrations';

/** Orders: document 2's table, with the shop's own columns (rows: OrderRow). */
export const shopOrdersMigrations: Migration[] = [
  {
    name: '001_shop_orders',
    async up(knex) {
      await knex.schema.createTable('shop_orders', (t) => {
        t.uuid('id').primary();
        t.text('number').notNullable().unique();
        // Document 2's payment intent id (our payment's) and session id (the provider's checkout).
        t.uuid('payment_id').notNullable().unique();
        t.text('session_id').notNullable();
        t.text('checkout_url').notNullable();
        t.uuid('account_id');
        t.text('customer_name').notNullable();
        t.text('customer_email').notNullable();
        t.jsonb('shipping_address').notNullable();
        t.text('shipping_method').notNullable();
        t.jsonb('order_items').notNullable();
        // Integer cents, never a float (PLATFORM.md §0); total_amount is document 2's.
        t.integer('subtotal_cents').notNullable();
        t.integer('shipping_cents').notNullable();
        t.integer('tax_cents').notNullable();
        t.integer('total_amount').notNullable();
        t.integer('refunded_cents').notNullable().defaultTo(0);
        t.text('status').notNullable().defaultTo('pending');
        t.text('status_note');
        t.text('carrier');
        t.text('tracking_number');
        t.text('notes').notNullable().defaultTo('');
        t.timestamp('expires_at', { useTz: true }).notNullable();
        t.timestamp('placed_at', { useTz: true }).notNullable();
        t.timestamp('paid_at', { useTz: true });
        t.timestamp('fulfilled_at', { useTz: true });
        t.timestamp('delivered_at', { useTz: true });
        // The order stream's revision last applied: a replayed event changes nothing.
        t.integer('version').notNullable();
        t.index(['status', 'expires_at']);
        t.index(['account_id']);
        t.index(['placed_at']);
        t.index(['paid_at']);
      });
    },
  },
];

import type { Migration } from '../../../../services/src/core/migrations';

/** Stock per variant and each checkout's hold (rows: StockRow, ReservationRow). */
export const shopStockMigrations: Migration[] = [
  {
    name: '001_shop_stock',
    async up(knex) {
      await knex.schema.createTable('shop_stock', (t) => {
        t.uuid('variant_id').primary();
        t.integer('on_hand').notNullable();
        t.integer('reserved').notNullable();
        t.integer('sold').notNullable();
        // The stock stream's revision last applied: a replayed event changes nothing.
        t.integer('version').notNullable();
      });
      await knex.schema.createTable('shop_reservations', (t) => {
        t.uuid('variant_id').notNullable();
        t.uuid('order_id').notNullable();
        t.integer('quantity').notNullable();
        t.timestamp('expires_at', { useTz: true }).notNullable();
        t.text('status').notNullable();
        t.primary(['variant_id', 'order_id']);
        // The release job's sweep: holds still reserved past their time.
        t.index(['status', 'expires_at']);
      });
    },
  },
];

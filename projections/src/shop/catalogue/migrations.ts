import type { Migration } from '../../../../services/src/core/migrations';

/** The catalogue's tables (their rows: ProductRow and VariantRow in services/src/shop/rows.ts). */
export const shopCatalogueMigrations: Migration[] = [
  {
    name: '001_shop_catalogue',
    async up(knex) {
      await knex.schema.createTable('shop_products', (t) => {
        t.uuid('id').primary();
        // The product's address for good: one product per slug.
        t.text('slug').notNullable().unique();
        t.text('name').notNullable();
        t.text('description').notNullable();
        t.text('category').notNullable();
        // Integer cents, never a float (PLATFORM.md §0).
        t.integer('price_cents').notNullable();
        t.jsonb('images').notNullable().defaultTo('[]');
        t.boolean('active').notNullable();
        // The product stream's revision last applied, its variants' events included.
        t.integer('version').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
        t.index(['active', 'category']);
        t.index(['created_at']);
      });
      await knex.schema.createTable('shop_variants', (t) => {
        t.uuid('id').primary();
        t.uuid('product_id').notNullable();
        t.text('sku').notNullable();
        t.text('size').notNullable();
        t.text('colour').notNullable();
        // Null: the product's price.
        t.integer('price_cents');
        t.boolean('active').notNullable();
        // The revision of its VariantAdded on the product stream: the order variants were added in.
        t.integer('position').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.index(['product_id', 'position']);
      });
    },
  },
];

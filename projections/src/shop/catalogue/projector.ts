import type { Knex } from 'knex';
import type { RecordedEvent } from '../../../../services/src/core/event-store/event-store';
import { PRODUCT_EVENT_TYPES } from '../../../../services/src/shop/events';
import type { Projector } from '../../runner/projector';
import { shopEventOf } from '../parse';

/**
 * The catalogue: a row per product and per variant. A product and its variants are one stream,
 * so the product's `version` is that stream's revision, moved by its variants' events too: an
 * event at or below it was applied already and changes nothing.
 */
async function apply(trx: Knex.Transaction, recorded: RecordedEvent): Promise<void> {
  const event = shopEventOf(recorded, PRODUCT_EVENT_TYPES);
  if (!event) return;
  const version = recorded.revision;
  /** Moves the product to this revision; false when it was there already (a replay). */
  const advance = async (productId: string, at: string): Promise<boolean> => {
    const moved = await trx('shop_products')
      .where({ id: productId })
      .where('version', '<', version)
      .update({ version, updated_at: at });
    return moved > 0;
  };
  switch (event.type) {
    case 'ProductCreated': {
      const d = event.data;
      await trx('shop_products')
        .insert({
          id: d.productId,
          slug: d.slug,
          name: d.name,
          description: d.description,
          category: d.category,
          price_cents: d.priceCents,
          images: JSON.stringify(d.images),
          active: d.active,
          version,
          created_at: d.createdAt,
          updated_at: d.createdAt,
        })
        .onConflict('id')
        .ignore();
      return;
    }
    case 'ProductUpdated': {
      const d = event.data;
      await trx('shop_products')
        .where({ id: d.productId })
        .where('version', '<', version)
        .update({
          name: d.name,
          description: d.description,
          category: d.category,
          price_cents: d.priceCents,
          images: JSON.stringify(d.images),
          active: d.active,
          version,
          updated_at: d.at,
        });
      return;
    }
    case 'VariantAdded': {
      const d = event.data;
      await trx('shop_variants')
        .insert({
          id: d.variantId,
          product_id: d.productId,
          sku: d.sku,
          size: d.size,
          colour: d.colour,
          price_cents: d.priceCents,
          active: d.active,
          position: version,
          created_at: d.at,
        })
        .onConflict('id')
        .ignore();
      await advance(d.productId, d.at);
      return;
    }
    case 'VariantUpdated': {
      const d = event.data;
      if (!(await advance(d.productId, d.at))) return;
      await trx('shop_variants').where({ id: d.variantId, product_id: d.productId }).update({
        sku: d.sku,
        size: d.size,
        colour: d.colour,
        price_cents: d.priceCents,
        active: d.active,
      });
      return;
    }
    default: {
      const unexpected: never = event;
      throw new Error(`Unexpected event ${JSON.stringify(unexpected)}`);
    }
  }
}

export const shopCatalogueProjector: Projector = {
  name: 'shop-catalogue',
  version: 1,
  handles: PRODUCT_EVENT_TYPES,
  tables: ['shop_products', 'shop_variants'],
  apply,
};

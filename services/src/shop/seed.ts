import type { AreaSeed, SeedContext } from '../core/area';
import { systemMetadata } from '../core/context';
import type { EventMetadata } from '../core/event-store/event-store';
import { addVariant, createProduct } from './commands';
import { DEMO_PRODUCTS } from './demo-data';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo catalogue (services/src/shop/demo-data.ts: about 20 products, their variants and
 * stock), made through the catalogue's handlers and back-dated 60 days, unless the shop has any
 * product. Orders are not seeded yet (see services/src/shop/README.md).
 */
export async function seedShop(
  ctx: SeedContext,
  now: number,
  onStart: () => void,
): Promise<{ products: number; variants: number } | 'already-seeded'> {
  const existing = await ctx.store.readAll({ types: ['ProductCreated'], limit: 1 });
  if (existing.length > 0) return 'already-seeded';
  onStart();
  const metadataAt = (at: number): EventMetadata => ({
    ...systemMetadata('seed'),
    occurredAt: new Date(at).toISOString(),
  });
  let variants = 0;
  for (const [index, demo] of DEMO_PRODUCTS.entries()) {
    const at = now - 60 * DAY + index * 60 * 60 * 1000;
    const { productId } = await createProduct(
      ctx,
      {
        slug: demo.slug,
        fields: {
          name: demo.name,
          description: demo.description,
          category: demo.category,
          priceCents: demo.priceCents,
          images: [demo.image],
          active: true,
        },
        by: null,
      },
      metadataAt(at),
    );
    for (const variant of demo.variants) {
      await addVariant(
        ctx,
        productId,
        {
          sku: variant.sku,
          size: variant.size,
          colour: variant.colour,
          priceCents: variant.priceCents,
          initialStock: variant.stock,
        },
        null,
        metadataAt(at + 1000),
      );
      variants++;
    }
  }
  return { products: DEMO_PRODUCTS.length, variants };
}

export const shopSeed: AreaSeed = {
  what: 'the demo shop',
  async run(ctx, now, onStart) {
    const seeded = await seedShop(ctx, now, onStart);
    return seeded === 'already-seeded'
      ? seeded
      : `${seeded.products} products, ${seeded.variants} variants`;
  },
};

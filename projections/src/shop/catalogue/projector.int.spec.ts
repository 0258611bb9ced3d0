import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readModelDatabase } from '../../testing';
import { applyTwice, productCreated, productStream, streamOf, variantAdded } from '../shop.testing';

const db = readModelDatabase();
const LATER = '2026-05-02T09:00:00.000Z';

describe('the shop catalogue read model', () => {
  it('keeps a product and its variants as the stream last said, each event applied once', async () => {
    const productId = randomUUID();
    const [first, second] = [randomUUID(), randomUUID()];
    const events = streamOf(productStream(productId), [
      productCreated(productId, { slug: `hoodie-${productId.slice(0, 6)}`, category: 'hoodies' }),
      variantAdded(productId, first, { size: 'S' }),
      variantAdded(productId, second, { size: 'L', priceCents: 3000 }),
      {
        type: 'ProductUpdated',
        data: {
          ...productCreated(productId).data,
          name: 'Club hoodie',
          category: 'hoodies',
          images: ['/media/shop/a.webp', '/media/shop/b.webp'],
          previous: { name: 'Team cap' },
          at: LATER,
        },
      },
      {
        type: 'VariantUpdated',
        data: {
          ...variantAdded(productId, first).data,
          size: 'XS',
          active: false,
          previous: { size: 'S', active: true },
          at: LATER,
        },
      },
    ]);
    await applyTwice(db.knex, events);

    const product = await db.knex('shop_products').where({ id: productId }).first();
    expect(product).toMatchObject({
      name: 'Club hoodie',
      category: 'hoodies',
      images: ['/media/shop/a.webp', '/media/shop/b.webp'],
      version: 4,
      created_at: new Date('2026-05-01T12:00:00.000Z'),
      updated_at: new Date(LATER),
    });
    const variants = await db
      .knex('shop_variants')
      .where({ product_id: productId })
      .orderBy('position');
    expect(variants).toEqual([
      expect.objectContaining({
        id: first,
        size: 'XS',
        active: false,
        position: 1,
        price_cents: null,
      }),
      expect.objectContaining({
        id: second,
        size: 'L',
        active: true,
        position: 2,
        price_cents: 3000,
      }),
    ]);

    // The whole stream again (a replay from the start) changes nothing.
    await applyTwice(db.knex, events);
    expect(await db.knex('shop_products').where({ id: productId }).first()).toEqual(product);
    expect(
      await db.knex('shop_variants').where({ product_id: productId }).orderBy('position'),
    ).toEqual(variants);
  });

  it('refuses a second product on the same address', async () => {
    const slug = `cap-${randomUUID().slice(0, 8)}`;
    const [a, b] = [randomUUID(), randomUUID()];
    await applyTwice(db.knex, streamOf(productStream(a), [productCreated(a, { slug })]));
    await expect(
      applyTwice(db.knex, streamOf(productStream(b), [productCreated(b, { slug })])),
    ).rejects.toThrow(/unique/);
  });
});

import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, LOW_STOCK_THRESHOLD } from './constants';
import { DEMO_PRODUCTS } from './demo-data';
import { createProductSchema, createVariantSchema } from './schemas';

const ART = fileURLToPath(new URL('../../../web-public/public/media/shop/', import.meta.url));
const variants = DEMO_PRODUCTS.flatMap((product) => product.variants);

describe('the demo catalogue', () => {
  it.each(DEMO_PRODUCTS.map((product) => [product.slug, product] as const))(
    '%s is a product staff could have created',
    (_, { slug, name, description, category, priceCents, image }) => {
      const fields = { slug, name, description, category, priceCents, images: [image] };
      expect(createProductSchema.parse(fields)).toEqual({ ...fields, active: true });
    },
  );

  it.each(variants.map((variant) => [variant.sku, variant] as const))(
    'variant %s is one staff could have added',
    (_, { sku, size, colour, priceCents, stock }) => {
      const fields = { sku, size, colour, priceCents, initialStock: stock };
      expect(createVariantSchema.parse(fields)).toEqual(fields);
    },
  );

  it('gives every product its own address and every variant its own SKU', () => {
    const slugs = DEMO_PRODUCTS.map((product) => product.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const skus = variants.map((variant) => variant.sku);
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('shows each product with its own picture, and draws no picture nobody sells', () => {
    for (const { slug, image } of DEMO_PRODUCTS) {
      expect(image).toBe(`/media/shop/${slug}.webp`);
      expect(existsSync(`${ART}${slug}.webp`), `${slug}.webp is missing`).toBe(true);
    }
    const drawn = readdirSync(ART).filter((file) => file.endsWith('.webp'));
    expect(drawn.sort()).toEqual(DEMO_PRODUCTS.map(({ slug }) => `${slug}.webp`).sort());
  });

  it('fills every category', () => {
    const used = new Set(DEMO_PRODUCTS.map((product) => product.category));
    expect([...used].sort()).toEqual([...CATEGORIES].sort());
  });

  it('has variants in stock, low and sold out, so the shop shows every stock state', () => {
    const plenty = variants.filter((variant) => variant.stock >= LOW_STOCK_THRESHOLD);
    const low = variants.filter((v) => v.stock > 0 && v.stock < LOW_STOCK_THRESHOLD);
    const soldOut = variants.filter((variant) => variant.stock === 0);
    expect(low.length).toBeGreaterThanOrEqual(3);
    expect(soldOut.length).toBeGreaterThanOrEqual(3);
    expect(plenty.length).toBeGreaterThan(variants.length / 2);
  });
});

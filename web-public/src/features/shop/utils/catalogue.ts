import { CATEGORIES, type Category, MAX_QUANTITY, MESSAGES } from '@server/shop/constants';
import type { CatalogueProduct, CatalogueVariant } from '@server/shop/schemas';
import { money } from '@/lib/money';

/** The category an address's `?category=` names, or none (all of them) for anything else. */
export const categoryOf = (value: string | null | undefined): Category | undefined =>
  CATEGORIES.find((category) => category === value);

/** The product's price: "from $x" when its variants cost different amounts. */
export function priceLabel(product: CatalogueProduct): string {
  const prices = new Set(product.variants.map((variant) => variant.priceCents));
  return prices.size > 1 ? `from ${money(product.priceCents)}` : money(product.priceCents);
}

/** "Only 2 left" or "Sold out"; nothing while there are plenty. */
export function stockNote(variant: CatalogueVariant): string | null {
  if (variant.stock === 'sold-out') return MESSAGES.soldOut;
  if (variant.stock === 'low') return MESSAGES.notEnough(variant.left ?? 1);
  return null;
}

/** The variant of a size and colour, if the product comes in that combination. */
export const variantOf = (product: CatalogueProduct, size: string | null, colour: string | null) =>
  product.variants.find((variant) => variant.size === size && variant.colour === colour);

/** What the product page starts on: the first variant still on sale (or the first). */
export const firstChoice = (product: CatalogueProduct): CatalogueVariant | undefined =>
  product.variants.find((variant) => variant.stock !== 'sold-out') ?? product.variants[0];

/** How many of a variant one may pick: up to MAX_QUANTITY, and no more than are left. */
export function quantityChoices(variant: CatalogueVariant | undefined): number[] {
  const most = Math.max(1, Math.min(MAX_QUANTITY, variant?.left ?? MAX_QUANTITY));
  return Array.from({ length: most }, (_, index) => index + 1);
}

/** A product card's stock lines: each variant running low or gone, by size and colour. */
export function stockNotes(product: CatalogueProduct): string[] {
  if (product.soldOut) return [MESSAGES.soldOut];
  const one = product.variants.length === 1;
  return product.variants.flatMap((variant) => {
    const note = stockNote(variant);
    if (!note) return [];
    return [one ? note : `${variantName(variant)}: ${note}`];
  });
}

/** "M, Navy": which variant, as the pages name it. */
export const variantName = (variant: { size: string; colour: string }) =>
  `${variant.size}, ${variant.colour}`;

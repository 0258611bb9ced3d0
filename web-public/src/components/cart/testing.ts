import type { CartLine } from '@/components/cart/cart-store';

/** A cart's line, for the tests: the n-th variant of a cap. */
export const line = (n: number, fields: Partial<CartLine> = {}): CartLine => ({
  variantId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  quantity: 1,
  productSlug: 'team-cap',
  name: 'Team cap',
  size: 'One size',
  colour: 'Navy',
  unitCents: 2500,
  image: '/media/shop/team-cap.webp',
  ...fields,
});

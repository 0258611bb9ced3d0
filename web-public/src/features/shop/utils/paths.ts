import type { Category } from '@server/shop/constants';

/** The shop's screens, by what they show. */
export const SHOP_PATHS = {
  catalogue: (category?: Category) => (category ? `/shop?category=${category}` : '/shop'),
  product: (slug: string) => `/shop/products/${encodeURIComponent(slug)}`,
  checkout: '/shop/checkout',
  order: (number: string, token?: string) =>
    `/shop/orders/${encodeURIComponent(number)}${token ? `?token=${encodeURIComponent(token)}` : ''}`,
} as const;

/** `/api/shop/...`: the shop's calls. */
export const SHOP_API = {
  products: '/api/shop/products',
  product: (slug: string) => `/api/shop/products/${encodeURIComponent(slug)}`,
  quote: '/api/shop/quote',
  checkout: '/api/shop/checkout',
  order: (number: string, token?: string) =>
    `/api/shop/orders/${encodeURIComponent(number)}${token ? `?token=${encodeURIComponent(token)}` : ''}`,
} as const;

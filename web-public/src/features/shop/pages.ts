/**
 * The shop's pages (PLATFORM.md §3): each path with its route module (./routes/<module>.tsx)
 * and its title. All public: an order's page opens with the token of its confirmation mail, or
 * for the member who ordered. Imports nothing, so Node reads it at build time.
 */
export const SHOP_PAGES = {
  '/shop': { module: 'shop', title: 'Shop | NOLA Sports' },
  '/shop/products/:slug': { module: 'shop-product', title: 'Product | Shop | NOLA Sports' },
  '/shop/checkout': { module: 'shop-checkout', title: 'Checkout | Shop | NOLA Sports' },
  '/shop/success': { module: 'shop-success', title: 'Thank You | Shop | NOLA Sports' },
  '/shop/orders/:number': { module: 'shop-order', title: 'Your Order | Shop | NOLA Sports' },
} as const;

/**
 * The shop's resources: each name is its API path under /api/admin (the data provider's
 * simple-rest, services/src/shop/openapi.ts's staff calls), and its back-office address.
 */
export const PRODUCTS = 'shop-products';
export const ORDERS = 'shop-orders';
/** The payments area's resource: an order's payment links to its page there. */
export const PAYMENTS = 'payments';

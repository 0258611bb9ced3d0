import type { Area } from '@/common/area';
import orders from './shop-orders';
import products from './shop-products';

/** The merchandise shop: its products with their variants and stock, and its orders. */
const shop: Area = { resources: [products, orders] };

export default shop;

/** The dashboard's card of the shop's sales (the Area type has no place for cards yet). */
export { SalesCard } from './sales/SalesCard';

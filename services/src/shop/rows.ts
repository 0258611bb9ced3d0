import type { Carrier, Category, OrderStatus, ShippingMethod } from './constants';
import type { OrderLine, ShippingAddress } from './events';

/**
 * The shop's read tables (projections/src/shop), as its queries read them. Three projectors:
 * `shop-catalogue` (shop_products, shop_variants), `shop-stock` (shop_stock,
 * shop_reservations) and `shop-orders` (shop_orders, document 2's table).
 */

export type ProductRow = {
  id: string;
  slug: string;
  name: string;
  description: string;
  category: Category;
  price_cents: number;
  images: string[];
  active: boolean;
  /** The product stream's revision the row shows. */
  version: number;
  created_at: Date;
  updated_at: Date;
};

export type VariantRow = {
  id: string;
  product_id: string;
  sku: string;
  size: string;
  colour: string;
  /** Null: the product's price. */
  price_cents: number | null;
  active: boolean;
  /** The order variants were added in, within their product (the stream revision of VariantAdded). */
  position: number;
  created_at: Date;
};

/** A variant's stock, from its stock stream: available = on_hand − reserved. */
export type StockRow = {
  variant_id: string;
  on_hand: number;
  reserved: number;
  sold: number;
  /** The stock stream's revision the row shows. */
  version: number;
};

export type ReservationRow = {
  variant_id: string;
  order_id: string;
  quantity: number;
  expires_at: Date;
  status: 'reserved' | 'released' | 'sold' | 'restocked';
};

export type OrderRow = {
  id: string;
  number: string;
  /** Document 2's payment intent id: our payment's id (unique). */
  payment_id: string;
  /** Document 2's session id: the provider's checkout. */
  session_id: string;
  checkout_url: string;
  account_id: string | null;
  customer_name: string;
  customer_email: string;
  shipping_address: ShippingAddress;
  shipping_method: ShippingMethod;
  order_items: OrderLine[];
  subtotal_cents: number;
  shipping_cents: number;
  tax_cents: number;
  /** Document 2's totalAmount, in cents. */
  total_amount: number;
  refunded_cents: number;
  status: OrderStatus;
  /** Why it was cancelled or refunded, as the customer reads it. */
  status_note: string | null;
  carrier: Carrier | null;
  tracking_number: string | null;
  notes: string;
  expires_at: Date;
  placed_at: Date;
  paid_at: Date | null;
  fulfilled_at: Date | null;
  delivered_at: Date | null;
  /** The order stream's revision the row shows. */
  version: number;
};

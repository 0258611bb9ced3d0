import type { ReactNode } from 'react';
import type { DataProvider } from 'react-admin';
import { renderInAdmin as renderShared } from '@/test-utils/render-in-admin';
import { ORDERS } from './resources';
import type { AdminOrder, AdminProduct, AdminVariant } from './types';

// Given: the shop's records as the server answers them, and the server's calls recorded.

export { SLOW } from '@/test-utils/render-in-admin';
export { type Call, serverCalls } from '@/test-utils/server-calls';

export const PRODUCT_ID = '6f0c3c52-3a4e-4b8e-9d7e-1b2c3d4e5f60';
export const VARIANT_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const ORDER_ID = '3c2b1a09-8f7e-4d6c-9b5a-0f1e2d3c4b5a';
export const PAYMENT_ID = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';

export const variant = (overrides: Partial<AdminVariant> = {}): AdminVariant => ({
  id: VARIANT_ID,
  sku: 'CAP-NAVY-OS',
  size: 'One size',
  colour: 'Navy',
  priceCents: null,
  active: true,
  onHand: 12,
  reserved: 2,
  sold: 30,
  available: 10,
  ...overrides,
});

export const product = (overrides: Partial<AdminProduct> = {}): AdminProduct => ({
  id: PRODUCT_ID,
  slug: 'classic-cap',
  name: 'Classic cap',
  description: 'A navy cap with the NOLA logo.',
  category: 'caps',
  priceCents: 2499,
  images: ['/media/shop/classic-cap.webp'],
  active: true,
  variants: [variant()],
  version: 3,
  createdAt: '2026-05-01T12:00:00.000Z',
  updatedAt: '2026-05-02T12:00:00.000Z',
  ...overrides,
});

export const order = (overrides: Partial<AdminOrder> = {}): AdminOrder => ({
  id: ORDER_ID,
  number: 'NS-0123456789',
  status: 'paid',
  placedAt: '2026-05-03T15:00:00.000Z',
  paidAt: '2026-05-03T15:02:00.000Z',
  customerName: 'Dana Broussard',
  customerEmail: 'dana@example.com',
  shippingAddress: {
    line1: '100 Magazine St',
    line2: 'Apt 2',
    city: 'New Orleans',
    state: 'LA',
    zip: '70130',
  },
  shippingMethod: 'standard',
  items: [
    {
      productId: PRODUCT_ID,
      variantId: VARIANT_ID,
      name: 'Classic cap',
      sku: 'CAP-NAVY-OS',
      size: 'One size',
      colour: 'Navy',
      unitCents: 2499,
      quantity: 2,
      lineCents: 4998,
    },
  ],
  subtotalCents: 4998,
  shippingCents: 795,
  taxCents: 222,
  totalCents: 6015,
  refundedCents: 0,
  carrier: null,
  trackingNumber: null,
  trackingUrl: null,
  statusNote: null,
  expiresAt: '2026-05-03T15:30:00.000Z',
  checkoutUrl: null,
  paymentId: PAYMENT_ID,
  providerRef: 'cs_test_123',
  accountId: null,
  notes: '',
  moves: ['fulfil', 'refund'],
  version: 2,
  ...overrides,
});

/** A component in the back office's contexts, with its toasts; the shop's orders by default. */
export const renderInAdmin = (
  ui: ReactNode,
  options: { record?: object; resource?: string; dataProvider?: DataProvider } = {},
) => renderShared(ui, { resource: ORDERS, ...options });

/** The shop's back-office records and answers: the server's answer schemas (openapi.ts). */
import type {
  createVariantSchema,
  orderMoveSchema,
  stockAdjustmentSchema,
  updateVariantSchema,
} from '@server/shop/schemas';
import type { z } from 'zod';

export type {
  Carrier,
  Category,
  OrderMove,
  OrderStatus,
} from '@server/shop/constants';
export type {
  AdminOrder,
  AdminProduct,
  AdminVariant,
  OrderLineAnswer,
  Sales,
} from '@server/shop/schemas';

/** What each staff call takes, as the form sends it. */
export type NewVariant = z.input<typeof createVariantSchema>;
export type VariantChange = z.input<typeof updateVariantSchema>;
export type StockAdjustment = z.input<typeof stockAdjustmentSchema>;
export type OrderMoveBody = z.input<typeof orderMoveSchema>;

import type { UploadedPhoto } from '@server/uploads/schemas';
import { httpClient } from '@/dataProvider';
import type {
  AdminOrder,
  AdminProduct,
  NewVariant,
  OrderMoveBody,
  Sales,
  StockAdjustment,
  VariantChange,
} from './types';

// The calls beyond simple-rest: variants and their stock, an order's moves and notes, the sales
// card, and an image upload. Each answers the product or order as it is now; a refusal is the
// server's message (react-admin's HttpError, its status 409 or 412).

const send = async <T>(method: 'POST' | 'PUT', url: string, body: unknown): Promise<T> =>
  (await httpClient(url, { method, body: JSON.stringify(body) })).json as T;

const product = (id: string) => `/api/admin/shop-products/${encodeURIComponent(id)}`;
const variant = (id: string, variantId: string) =>
  `${product(id)}/variants/${encodeURIComponent(variantId)}`;
const order = (id: string) => `/api/admin/shop-orders/${encodeURIComponent(id)}`;

export const addVariant = (productId: string, body: NewVariant): Promise<AdminProduct> =>
  send('POST', `${product(productId)}/variants`, body);

export const updateVariant = (
  productId: string,
  variantId: string,
  body: VariantChange,
): Promise<AdminProduct> => send('PUT', variant(productId, variantId), body);

/** One adjustment is one event with its reason; 409 when it would take what is not there. */
export const adjustStock = (
  productId: string,
  variantId: string,
  body: StockAdjustment,
): Promise<AdminProduct> =>
  send('POST', `${variant(productId, variantId)}/stock-adjustments`, body);

/** Cancel, fulfil, deliver or refund; 409 when the order's status no longer allows it. */
export const moveOrder = (id: string, body: OrderMoveBody): Promise<AdminOrder> =>
  send('POST', `${order(id)}/moves`, body);

export const saveOrderNotes = (id: string, notes: string): Promise<AdminOrder> =>
  send('PUT', `${order(id)}/notes`, { notes });

export const SALES_QUERY_KEY = ['shop', 'sales'] as const;

export const fetchSales = async (days: number): Promise<Sales> =>
  (await httpClient(`/api/admin/shop-sales?days=${days}`)).json as Sales;

/** POST /api/upload, multipart field `file`: the stored WebP's address. */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const { json } = await httpClient('/api/upload', { method: 'POST', body });
  const fileUrl = (json as Partial<UploadedPhoto> | undefined)?.fileUrl;
  if (typeof fileUrl !== 'string') throw new Error('The upload answered no image address');
  return fileUrl;
}

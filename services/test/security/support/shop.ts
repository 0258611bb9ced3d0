import { randomUUID } from 'node:crypto';
import { send } from './client';
import type { Fixtures } from './fixtures';

/** A product of its own with one variant of plenty of units, made as staff make one. */
export async function newShopProduct(
  fx: Fixtures,
): Promise<{ id: string; slug: string; variantId: string }> {
  const slug = `security-${randomUUID().slice(0, 8)}`;
  const cookie = fx.who.admin.cookie;
  const created = await send(fx.server, 'POST', '/api/admin/shop-products', {
    cookie,
    body: { slug, name: 'Security cap', description: 'A cap.', category: 'caps', priceCents: 2500 },
  });
  if (created.status !== 201) throw new Error(`fixture product: ${created.status} ${created.text}`);
  const id = (created.body as { id: string }).id;
  const added = await send(fx.server, 'POST', `/api/admin/shop-products/${id}/variants`, {
    cookie,
    body: { sku: `${slug}-1`, size: 'One size', colour: 'Navy', initialStock: 1000 },
  });
  if (added.status !== 201) throw new Error(`fixture variant: ${added.status} ${added.text}`);
  const variantId = (added.body as { variants: { id: string }[] }).variants[0]?.id as string;
  return { id, slug, variantId };
}

export const shopCheckoutBody = (variantId: string) => ({
  idempotencyKey: randomUUID(),
  items: [{ variantId, quantity: 1 }],
  customerName: 'Security Customer',
  customerEmail: 'security-customer@example.com',
  shippingAddress: {
    line1: '1 Poydras St',
    line2: '',
    city: 'New Orleans',
    state: 'LA',
    zip: '70112',
  },
  shippingMethod: 'standard',
});

/** A placed order (pending), as a visitor places one. */
export async function newShopOrder(
  fx: Fixtures,
  cookie?: string,
): Promise<{ id: string; number: string; token: string }> {
  const { variantId } = await sharedShopProduct(fx);
  const placed = await send(fx.server, 'POST', '/api/shop/checkout', {
    cookie,
    body: shopCheckoutBody(variantId),
  });
  if (placed.status !== 201) throw new Error(`fixture checkout: ${placed.status} ${placed.text}`);
  const { orderNumber, token } = placed.body as { orderNumber: string; token: string };
  const list = await send(
    fx.server,
    'GET',
    `/api/admin/shop-orders?filter=${encodeURIComponent(JSON.stringify({ q: orderNumber }))}`,
    { cookie: fx.who.admin.cookie },
  );
  const id = (list.body as { id: string }[])[0]?.id;
  if (!id) throw new Error('fixture checkout: the order is not listed');
  return { id, number: orderNumber, token };
}

const shared = new WeakMap<
  Fixtures,
  { product?: ReturnType<typeof newShopProduct>; order?: ReturnType<typeof newShopOrder> }
>();
const sharedOf = (fx: Fixtures) => {
  let entry = shared.get(fx);
  if (!entry) {
    entry = {};
    shared.set(fx, entry);
  }
  return entry;
};

/** One product for the calls that only read it or take a unit of it (1,000 units). */
export function sharedShopProduct(fx: Fixtures): ReturnType<typeof newShopProduct> {
  const entry = sharedOf(fx);
  entry.product ??= newShopProduct(fx);
  return entry.product;
}

/** One pending order for the calls that only read it or write its notes. */
export function sharedShopOrder(fx: Fixtures): ReturnType<typeof newShopOrder> {
  const entry = sharedOf(fx);
  entry.order ??= newShopOrder(fx);
  return entry.order;
}

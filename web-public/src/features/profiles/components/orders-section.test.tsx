import type { MyOrder } from '@server/shop/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrdersSection } from '@/features/profiles/components/orders-section';
import { json, mockApi } from '@/test-utils/mock-api';
import { render, screen, within } from '@/test-utils/render';

const order = (fields: Partial<MyOrder>): MyOrder => ({
  number: 'NS-0123456789',
  token: 'signed.token',
  status: 'paid',
  placedAt: '2026-05-01T15:00:00.000Z',
  totalCents: 6018,
  items: 2,
  ...fields,
});

const section = async () => within(await screen.findByRole('region', { name: 'Shop orders' }));

afterEach(() => vi.unstubAllGlobals());

describe("the profile's shop orders", () => {
  it('lists each order with its date, status and total, linking to its page', async () => {
    mockApi({
      'GET /api/shop/my-orders': () =>
        json([
          order({ number: 'NS-ABCDEFGHJK', status: 'fulfilled', totalCents: 12_500, items: 1 }),
          order({}),
        ]),
    });
    render(<OrdersSection />);
    const items = await (await section()).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Order NS-ABCDEFGHJKMay 1, 2026 · 1 itemShipped$125.00',
      'Order NS-0123456789May 1, 2026 · 2 itemsPaid$60.18',
    ]);
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/shop/orders/NS-ABCDEFGHJK?token=signed.token',
    );
  });

  it('given none, then leads to the shop', async () => {
    mockApi({ 'GET /api/shop/my-orders': () => json([]) });
    render(<OrdersSection />);
    expect(await (await section()).findByRole('link', { name: 'Visit the shop' })).toHaveAttribute(
      'href',
      '/shop',
    );
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_ID, renderInAdmin, SLOW, serverCalls } from '../testing';
import type { Sales } from '../types';
import { SalesCard } from './SalesCard';

afterEach(() => vi.restoreAllMocks());

const sales: Sales = {
  days: [
    { day: '2026-05-01', revenueCents: 0, orders: 0 },
    { day: '2026-05-02', revenueCents: 74_550, orders: 9 },
    { day: '2026-05-03', revenueCents: 49_900, orders: 3 },
  ],
  topProducts: [
    { productId: PRODUCT_ID, name: 'Classic cap', units: 21, revenueCents: 52_479 },
    {
      productId: '1e2d3c4b-5a69-4788-9a0b-c1d2e3f4a5b6',
      name: 'Practice jersey',
      units: 4,
      revenueCents: 11_996,
    },
  ],
  revenueCents: 124_450,
  orders: 12,
};

describe('the dashboard’s shop sales card', () => {
  it('asks for the last 30 days and shows the totals, the best day and the top products', async () => {
    const calls = serverCalls(() => ({ json: sales }));
    renderInAdmin(<SalesCard />);
    const card = await screen.findByRole('region', { name: 'Shop sales, last 30 days' }, SLOW);
    await within(card).findByText('$1,244.50', {}, SLOW);
    const pairs = within(card)
      .getAllByRole('term')
      .map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent ?? term.previousElementSibling?.textContent,
      ]);
    expect(Object.fromEntries(pairs)).toEqual({
      Revenue: '$1,244.50',
      Orders: '12',
      'Average order': '$103.71',
    });
    expect(card).toHaveTextContent(
      '12 orders over 3 days; the best day 2026-05-02 ($745.50, 9 orders).',
    );
    const top = within(card).getByRole('region', { name: 'Top products' });
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Classic cap21 units · $524.79', 'Practice jersey4 units · $119.96']);
    expect(calls.map((c) => c.url)).toEqual(['/api/admin/shop-sales?days=30']);
  });

  it('says so when the figures cannot be read', async () => {
    serverCalls(() => ({ status: 500, json: { message: 'Internal error' } }));
    renderInAdmin(<SalesCard />);
    expect(
      await screen.findByText("Error loading the shop's sales. Please try again later.", {}, SLOW),
    ).toBeInTheDocument();
  });
});

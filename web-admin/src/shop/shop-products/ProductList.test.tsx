import { screen, within } from '@testing-library/react';
import { type DataProvider, type GetListParams, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { product, renderInAdmin, SLOW, variant } from '../testing';
import { ProductList } from './ProductList';

describe('the products list', () => {
  it('shows each product’s variants and the units left to sell on the variants on sale', async () => {
    const asked: GetListParams[] = [];
    const cap = product({
      variants: [
        variant({ available: 10 }),
        variant({ id: '1e2d3c4b-5a69-4788-9a0b-c1d2e3f4a5b6', sku: 'CAP-RED', available: 4 }),
        // Not on sale: not counted.
        variant({ id: '2f3e4d5c-6b7a-4899-8b1c-d2e3f4a5b6c7', active: false, available: 7 }),
      ],
    });
    const dataProvider = {
      ...testDataProvider(),
      getList: async (resource: string, params: GetListParams) => {
        expect(resource).toBe('shop-products');
        asked.push(params);
        return { data: [cap], total: 1 };
      },
    } as unknown as DataProvider;
    renderInAdmin(<ProductList />, { resource: 'shop-products', dataProvider });
    const link = await screen.findByRole('link', { name: 'Classic cap' }, SLOW);
    const row = link.closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Classic cap', 'Caps', '$24.99', 'On sale', '3', '14']);
    expect(asked[0]?.sort).toEqual({ field: 'name', order: 'ASC' });
    for (const name of ['Search', 'Category', 'On sale'])
      expect(screen.getAllByLabelText(name).length).toBeGreaterThan(0);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type CreateParams,
  type DataProvider,
  HttpError,
  testDataProvider,
  type UpdateParams,
} from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_ID, product, renderInAdmin, SLOW, serverCalls } from '../testing';
import { ProductCreate } from './ProductCreate';
import { ProductEdit } from './ProductEdit';

afterEach(() => vi.restoreAllMocks());

const UPLOADED = '/uploads/0123456789abcdef0123456789abcdef.webp';

describe('a new product', () => {
  it('sends its price typed in dollars as integer cents, and its uploaded image', async () => {
    const created: CreateParams[] = [];
    const dataProvider = {
      ...testDataProvider(),
      create: async (_resource: string, params: CreateParams) => {
        created.push(params);
        return { data: product() };
      },
      getOne: async () => ({ data: product() }),
    } as unknown as DataProvider;
    const calls = serverCalls(() => ({
      json: { success: true, fileUrl: UPLOADED, message: 'Uploaded' },
    }));
    renderInAdmin(<ProductCreate />, { resource: 'shop-products', dataProvider });
    await userEvent.type(await screen.findByRole('textbox', { name: /Address/ }, SLOW), 'red-cap');
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Red cap');
    await userEvent.type(screen.getByRole('textbox', { name: /Description/ }), 'A red cap.');
    await userEvent.click(screen.getByRole('combobox', { name: /Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Caps' }, SLOW));
    const price = screen.getByRole('textbox', { name: /Price/ });
    await userEvent.type(price, '0.99');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The server's rule, in cents, after the dollars were read.
    expect(await screen.findByText('Price must be at least 100 cents', {}, SLOW)).toBeVisible();
    await userEvent.clear(price);
    await userEvent.type(price, '24.99');

    await userEvent.upload(
      screen.getByLabelText('Upload an image'),
      new File(['png'], 'cap.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: /Image 1/ }, SLOW)).toHaveAttribute(
      'src',
      UPLOADED,
    );
    expect(calls.map((c) => [c.method, c.url])).toEqual([['POST', '/api/upload']]);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Product added: now add its sizes and colours', {}, SLOW),
    ).toBeInTheDocument();
    expect(created.map((c) => c.data)).toEqual([
      {
        slug: 'red-cap',
        name: 'Red cap',
        description: 'A red cap.',
        category: 'caps',
        priceCents: 2499,
        images: [UPLOADED],
        active: true,
      },
    ]);
  });
});

describe('changing a product', () => {
  it('sends its fields with the version it was loaded at, and says so when someone changed it meanwhile (412)', async () => {
    const updates: UpdateParams[] = [];
    const dataProvider = {
      ...testDataProvider(),
      getOne: async () => ({ data: product() }),
      update: async (_resource: string, params: UpdateParams) => {
        updates.push(params);
        throw new HttpError('Someone else changed the product meanwhile', 412);
      },
    } as unknown as DataProvider;
    renderInAdmin(<ProductEdit id={PRODUCT_ID} />, { resource: 'shop-products', dataProvider });
    const price = await screen.findByRole('textbox', { name: /Price/ }, SLOW);
    expect(price).toHaveValue('24.99');
    await userEvent.clear(price);
    await userEvent.type(price, '19');
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Someone else changed this product', {}, SLOW),
    ).toBeInTheDocument();
    expect(updates.map((u) => u.data)).toEqual([
      {
        name: 'Classic cap',
        description: 'A navy cap with the NOLA logo.',
        category: 'caps',
        priceCents: 1900,
        images: [],
        active: true,
        version: 3,
      },
    ]);
    expect(screen.getByRole('table', { name: 'Sizes and colours' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Sizes and colours' })).getByText('CAP-NAVY-OS'),
    ).toBeInTheDocument();
  });
});

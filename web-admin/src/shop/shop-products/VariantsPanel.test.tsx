import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PRODUCT_ID,
  product,
  renderInAdmin,
  SLOW,
  serverCalls,
  VARIANT_ID,
  variant,
} from '../testing';
import { VariantsPanel } from './VariantsPanel';

afterEach(() => vi.restoreAllMocks());

const VARIANT_URL = `/api/admin/shop-products/${PRODUCT_ID}/variants`;
const render = () => {
  const record = product();
  renderInAdmin(<VariantsPanel product={record} />, { resource: 'shop-products', record });
  return record;
};

const openAdjustment = async () => {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Adjust stock of CAP-NAVY-OS' }, SLOW),
  );
  return screen.findByRole('dialog', { name: 'Stock adjustment: CAP-NAVY-OS' }, SLOW);
};

describe('a product’s variants', () => {
  it('list each with its price and stock: on hand, held, sold, available', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Sizes and colours' }, SLOW);
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['One size', 'Navy', '$24.99', 'Yes', '12', '2', '30', '10', 'EditAdjust stock']);
  });
});

describe('a stock adjustment', () => {
  it('sends the change and its reason', async () => {
    const calls = serverCalls(() => ({
      status: 201,
      json: product({ variants: [variant({ onHand: 9, available: 7 })] }),
    }));
    render();
    const dialog = await openAdjustment();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(within(dialog).getByText('Change must be a whole number of units')).toBeInTheDocument();
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Change in units/ }), '-3');
    expect(within(dialog).getByText('9 on hand after the change')).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      ' Water damage in the stockroom ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(
      await screen.findByText('Stock adjusted: CAP-NAVY-OS has 9 on hand', {}, SLOW),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      {
        url: `${VARIANT_URL}/${VARIANT_ID}/stock-adjustments`,
        method: 'POST',
        body: { delta: -3, reason: 'Water damage in the stockroom' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
  });

  it('shows the server’s refusal (409) and stays open to change the number', async () => {
    const message =
      'Only 10 units are on the shelf and not held by a checkout: the change cannot take more';
    serverCalls(() => ({ status: 409, json: { message, errors: { delta: 'At most -10' } } }));
    render();
    const dialog = await openAdjustment();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Change in units/ }), '-11');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Stock count');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(await within(dialog).findByText(message, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Stock adjustment: CAP-NAVY-OS' })).toBeVisible();
  });
});

describe('adding a variant', () => {
  it('sends its fields, the price in cents or none for the product’s, and its first stock', async () => {
    const calls = serverCalls(() => ({ status: 201, json: product() }));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add variant' }, SLOW));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Add a variant of Classic cap' },
      SLOW,
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /SKU/ }), 'CAP-RED-OS');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Size/ }), 'One size');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Color/ }), 'Red');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Price/ }), '27.5');
    const stock = within(dialog).getByRole('spinbutton', { name: /Units on the shelf/ });
    await userEvent.clear(stock);
    await userEvent.type(stock, '24');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add variant' }));
    expect(await screen.findByText('CAP-RED-OS added', {}, SLOW)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        url: VARIANT_URL,
        method: 'POST',
        body: {
          sku: 'CAP-RED-OS',
          size: 'One size',
          colour: 'Red',
          priceCents: 2750,
          initialStock: 24,
        },
      },
    ]);
  });

  it('shows a taken SKU on its field (409)', async () => {
    const taken = 'Another variant of this product has that SKU';
    serverCalls(() => ({ status: 409, json: { message: taken, errors: { sku: taken } } }));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add variant' }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /SKU/ }), 'CAP-NAVY-OS');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Size/ }), 'One size');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Color/ }), 'Navy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add variant' }));
    expect(await within(dialog).findAllByText(taken, {}, SLOW)).toHaveLength(2);
    expect(within(dialog).getByRole('textbox', { name: /SKU/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});

describe('changing a variant', () => {
  it('sends its fields, no own price for an empty one, and whether it is on sale', async () => {
    const calls = serverCalls(() => ({ json: product() }));
    const record = product({ variants: [variant({ priceCents: 2999 })] });
    renderInAdmin(<VariantsPanel product={record} />, { resource: 'shop-products', record });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit CAP-NAVY-OS' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Change CAP-NAVY-OS' }, SLOW);
    const price = within(dialog).getByRole('textbox', { name: /Price/ });
    expect(price).toHaveValue('29.99');
    await userEvent.clear(price);
    await userEvent.click(within(dialog).getByRole('switch', { name: 'On sale' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('CAP-NAVY-OS saved', {}, SLOW)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        url: `${VARIANT_URL}/${VARIANT_ID}`,
        method: 'PUT',
        body: {
          sku: 'CAP-NAVY-OS',
          size: 'One size',
          colour: 'Navy',
          priceCents: null,
          active: false,
        },
      },
    ]);
  });
});

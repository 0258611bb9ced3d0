import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_ID, order, PAYMENT_ID, renderInAdmin, SLOW, serverCalls } from '../testing';
import type { AdminOrder } from '../types';
import { OrderShow } from './OrderShow';

afterEach(() => vi.restoreAllMocks());

/** GET /api/admin/shop-orders/{id} answers the order. */
const serving = (record: AdminOrder) =>
  ({
    ...testDataProvider(),
    getOne: async (resource: string) => {
      expect(resource).toBe('shop-orders');
      return { data: record };
    },
  }) as unknown as DataProvider;

const MOVE_BUTTONS = ['Cancel order', 'Mark shipped', 'Mark delivered', 'Refund'];

describe('an order’s page', () => {
  it('shows the customer, address, items, totals and payment, and offers exactly its moves', async () => {
    const record = order({
      status: 'fulfilled',
      moves: ['deliver', 'refund'],
      refundedCents: 500,
      carrier: 'usps',
      trackingNumber: '9400111899223344556677',
      trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223344556677',
      statusNote: 'Partly refunded: one cap arrived torn',
    });
    renderInAdmin(<OrderShow id={ORDER_ID} />, { dataProvider: serving(record) });
    const customer = await screen.findByRole('region', { name: 'Customer' }, SLOW);
    expect(customer).toHaveTextContent('Dana Broussard');
    expect(customer).toHaveTextContent('100 Magazine St');
    expect(customer).toHaveTextContent('New Orleans, LA 70130');
    const items = screen.getByRole('table', { name: 'Items' });
    expect(within(items).getByRole('rowheader')).toHaveTextContent('Classic cap (One size, Navy)');
    expect(within(items).getByText('$49.98')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('Total$60.15');
    expect(totals).toHaveTextContent('Refunded$5.00');
    expect(screen.getByRole('region', { name: 'Order' })).toHaveTextContent(
      'Partly refunded: one cap arrived torn',
    );
    expect(screen.getByRole('link', { name: PAYMENT_ID })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`/payments/${PAYMENT_ID}/show$`)),
    );
    expect(screen.getByRole('link', { name: '9400111899223344556677' })).toHaveAttribute(
      'href',
      record.trackingUrl,
    );
    expect(MOVE_BUTTONS.filter((name) => screen.queryByRole('button', { name }) !== null)).toEqual([
      'Mark delivered',
      'Refund',
    ]);
  });

  it('saves staff notes with PUT …/notes', async () => {
    const record = order({ notes: 'Gift: no invoice in the box' });
    const calls = serverCalls(() => ({ json: { ...record, notes: 'Gift wrap' } }));
    renderInAdmin(<OrderShow id={ORDER_ID} />, { dataProvider: serving(record) });
    const notes = await screen.findByRole('textbox', { name: 'Notes' }, SLOW);
    expect(notes).toHaveValue('Gift: no invoice in the box');
    const save = screen.getByRole('button', { name: 'Save notes' });
    expect(save).toBeDisabled();
    await userEvent.clear(notes);
    await userEvent.type(notes, 'Gift wrap ');
    await userEvent.click(save);
    expect(await screen.findByText('Notes saved', {}, SLOW)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        url: `/api/admin/shop-orders/${ORDER_ID}/notes`,
        method: 'PUT',
        body: { notes: 'Gift wrap' },
      },
    ]);
  });
});

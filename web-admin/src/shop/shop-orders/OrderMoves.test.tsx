import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_ID, order, renderInAdmin, SLOW, serverCalls } from '../testing';
import type { AdminOrder } from '../types';
import { OrderMoves } from './OrderMoves';

afterEach(() => vi.restoreAllMocks());

const LABELS = ['Cancel order', 'Mark shipped', 'Mark delivered', 'Refund'];
const offered = () => LABELS.filter((name) => screen.queryByRole('button', { name }) !== null);
const MOVES_URL = `/api/admin/shop-orders/${ORDER_ID}/moves`;

const CASES: [AdminOrder['status'], AdminOrder['moves'], string[]][] = [
  ['pending', ['cancel'], ['Cancel order']],
  ['paid', ['fulfil', 'refund'], ['Mark shipped', 'Refund']],
  ['fulfilled', ['deliver', 'refund'], ['Mark delivered', 'Refund']],
  ['delivered', ['refund'], ['Refund']],
  // The server may offer fewer than the status allows: only those are offered.
  ['paid', ['fulfil'], ['Mark shipped']],
  ['cancelled', [], []],
  ['refunded', [], []],
];

describe('the moves: exactly those the record says the server allows', () => {
  it.each(CASES)('%s with moves %j offers %j', async (status, moves, expected) => {
    renderInAdmin(<OrderMoves />, { record: order({ status, moves }) });
    await screen.findByRole('heading', { name: 'Status' }, SLOW);
    expect(offered()).toEqual(expected);
    if (expected.length === 0)
      expect(screen.getByText(/nothing is left to do/)).toBeInTheDocument();
  });
});

describe('shipping an order', () => {
  it('asks for the carrier and tracking number, then sends both', async () => {
    const record = order();
    const calls = serverCalls(() => ({ json: { ...record, status: 'fulfilled' } }));
    renderInAdmin(<OrderMoves />, { record });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark shipped' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this order shipped?' }, SLOW);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    // The server's own messages; nothing sent.
    expect(within(dialog).getByText('Choose a carrier')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Tracking number: 6 to 40 letters and digits'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Carrier/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'UPS' }, SLOW));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Tracking number/ }),
      ' 1Z999AA10123456784 ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByText('Order marked shipped', {}, SLOW)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        url: MOVES_URL,
        method: 'POST',
        body: { move: 'fulfil', carrier: 'ups', trackingNumber: '1Z999AA10123456784' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
  });
});

describe('refunding an order', () => {
  const openRefund = async (record: AdminOrder) => {
    renderInAdmin(<OrderMoves />, { record });
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }, SLOW));
    return screen.findByRole('dialog', { name: 'Refund this order?' }, SLOW);
  };

  it('sends the amount typed in dollars as cents, with the reason', async () => {
    const record = order();
    const calls = serverCalls(() => ({ json: { ...record, refundedCents: 1250 } }));
    const dialog = await openRefund(record);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '12.50');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Cap arrived torn',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $12.50' }));
    expect(await screen.findByText('Refund made', {}, SLOW)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        url: MOVES_URL,
        method: 'POST',
        body: { move: 'refund', amountCents: 1250, reason: 'Cap arrived torn' },
      },
    ]);
  });

  it('sends no amount when none is typed: the rest, which the button names', async () => {
    const record = order({ status: 'delivered', moves: ['refund'], refundedCents: 1015 });
    const calls = serverCalls(() => ({ json: { ...record, status: 'refunded' } }));
    const dialog = await openRefund(record);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Returned');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $50.00' }));
    expect(await screen.findByText('Refund made', {}, SLOW)).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([{ move: 'refund', reason: 'Returned' }]);
  });

  it('refuses more than is left, and a missing reason, before sending', async () => {
    const calls = serverCalls();
    const dialog = await openRefund(order());
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '60.16');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Refund/ }));
    expect(
      within(dialog).getByText('At most $60.15 of this order can still be refunded'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows the server’s message when the order no longer allows it (409)', async () => {
    serverCalls(() => ({
      status: 409,
      json: { message: 'An order that is refunded cannot be refunded' },
    }));
    const dialog = await openRefund(order());
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Returned');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Refund/ }));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('An order that is refunded cannot be refunded');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
  });
});

describe('cancelling and delivering', () => {
  it('cancel asks for the reason the customer reads', async () => {
    const record = order({ status: 'pending', moves: ['cancel'], paidAt: null });
    const calls = serverCalls(() => ({ json: { ...record, status: 'cancelled' } }));
    renderInAdmin(<OrderMoves />, { record });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' }, SLOW);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), '  Out of stock at the printer ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order cancelled', {}, SLOW)).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([
      { move: 'cancel', reason: 'Out of stock at the printer' },
    ]);
  });

  it('delivered asks for a yes, then sends the move alone', async () => {
    const record = order({ status: 'fulfilled', moves: ['deliver', 'refund'] });
    const calls = serverCalls(() => ({ json: { ...record, status: 'delivered' } }));
    renderInAdmin(<OrderMoves />, { record });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark delivered' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this order delivered?' }, SLOW);
    expect(calls).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    expect(await screen.findByText('Order marked delivered', {}, SLOW)).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([{ move: 'deliver' }]);
  });
});

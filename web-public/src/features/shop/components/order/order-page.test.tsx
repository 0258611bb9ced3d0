import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderPage } from '@/features/shop/components/order/order-page';
import { ORDER_NUMBER, order, TOKEN } from '@/features/shop/testing';
import { json, mockApi } from '@/test-utils/mock-api';
import { render, screen, within } from '@/test-utils/render';

const ORDER_API = `GET /api/shop/orders/${ORDER_NUMBER}?token=${TOKEN}`;

afterEach(() => vi.unstubAllGlobals());

describe('/shop/orders/:number', { timeout: 20_000 }, () => {
  it('given a shipped order, then its status, steps, items, totals, address and tracking link', async () => {
    mockApi({
      [ORDER_API]: () =>
        json(
          order({
            status: 'fulfilled',
            carrier: 'usps',
            trackingNumber: '9400111899223',
            trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223',
          }),
        ),
    });
    render(<OrderPage number={ORDER_NUMBER} token={TOKEN} />);

    expect(
      await screen.findByRole('heading', { level: 1, name: `Order ${ORDER_NUMBER}` }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Shipped').length).toBeGreaterThan(0);
    const steps = within(screen.getByRole('list', { name: 'Order progress' }));
    expect(steps.getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      'Placed (done)',
      'Paid (done)',
      'Shipped',
      'Delivered',
    ]);
    expect(steps.getByText('Shipped').closest('li')).toHaveAttribute('aria-current', 'step');

    const tracking = screen.getByRole('link', { name: /9400111899223/ });
    expect(tracking).toHaveAttribute(
      'href',
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223',
    );
    expect(tracking).toHaveAccessibleName('9400111899223 (track with USPS, opens in a new tab)');
    expect(screen.getByText(/Shipped with USPS/)).toBeInTheDocument();

    expect(screen.getByText('$60.18')).toBeInTheDocument();
    expect(screen.getByText(/New Orleans, Louisiana 70130/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Complete payment' })).not.toBeInTheDocument();
  });

  it('given a pending order, then a link back to the payment page', async () => {
    mockApi({
      [ORDER_API]: () =>
        json(
          order({ status: 'pending', paidAt: null, checkoutUrl: 'https://pay.example.com/cs_1' }),
        ),
    });
    render(<OrderPage number={ORDER_NUMBER} token={TOKEN} />);
    expect(await screen.findByRole('link', { name: 'Complete payment' })).toHaveAttribute(
      'href',
      'https://pay.example.com/cs_1',
    );
    expect(
      screen.getByText('Awaiting payment', { selector: '.mantine-Badge-label' }),
    ).toBeInTheDocument();
  });

  it('given a cancelled order, then why instead of the steps', async () => {
    mockApi({
      [ORDER_API]: () =>
        json(
          order({
            status: 'cancelled',
            statusNote: 'Not paid within 30 minutes: the items went back on the shelf',
          }),
        ),
    });
    render(<OrderPage number={ORDER_NUMBER} token={TOKEN} />);
    expect(await screen.findByText('This order was cancelled')).toBeInTheDocument();
    expect(
      screen.getByText('Not paid within 30 minutes: the items went back on the shelf'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Order progress' })).not.toBeInTheDocument();
  });

  it('given no token and nobody signed in who ordered it (404), then not found', async () => {
    mockApi({
      [`GET /api/shop/orders/${ORDER_NUMBER}`]: () => json({ message: 'No such order' }, 404),
    });
    render(<OrderPage number={ORDER_NUMBER} token={undefined} />);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(
      screen.getByText('No such order (check the link in your confirmation e-mail)'),
    ).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { OrderSummary } from '@/features/shop/components/order/order-summary';
import { order } from '@/features/shop/testing';
import { render, screen, within } from '@/test-utils/render';

describe("an order's items and totals", () => {
  it('is a section named by its heading, with the items listed and the sums', () => {
    render(<OrderSummary title="What you bought" order={order()} />);
    const section = within(screen.getByRole('region', { name: 'What you bought' }));
    expect(section.getByRole('heading', { level: 2, name: 'What you bought' })).toBeInTheDocument();
    const items = within(section.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Team tee');
    expect(section.getByText('Subtotal')).toBeInTheDocument();
    expect(section.getByText('Total')).toBeInTheDocument();
  });

  it('gives each section its own heading id', () => {
    render(
      <>
        <OrderSummary title="What you ordered" order={order()} />
        <OrderSummary title="What you bought" order={order()} />
      </>,
    );
    expect(screen.getByRole('region', { name: 'What you ordered' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What you bought' })).toBeInTheDocument();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToCart, markPlaced } from '@/components/cart/cart-actions';
import { getCart } from '@/components/cart/cart-store';
import { SuccessPage } from '@/features/shop/components/order/success-page';
import { ORDER_NUMBER, order, TOKEN, variant } from '@/features/shop/testing';
import { json, mockApi } from '@/test-utils/mock-api';
import { render, screen } from '@/test-utils/render';

const ORDER_API = `GET /api/shop/orders/${ORDER_NUMBER}?token=${TOKEN}`;
const PENDING = "Payment pending: we are waiting for the payment provider's confirmation";

function cartOfThisOrder() {
  addToCart({
    variantId: variant(1).id,
    quantity: 2,
    productSlug: 'team-tee',
    name: 'Team tee',
    size: 'M',
    colour: 'Navy',
    unitCents: 2500,
    image: null,
  });
  markPlaced({ orderNumber: ORDER_NUMBER, token: TOKEN });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/shop/success', { timeout: 20_000 }, () => {
  it('says the payment is pending while it is, asks again, and once paid thanks and empties the cart', async () => {
    cartOfThisOrder();
    let reads = 0;
    const fetchMock = mockApi({
      [ORDER_API]: () => json(order({ status: ++reads < 2 ? 'pending' : 'paid', paidAt: null })),
    });
    render(<SuccessPage number={ORDER_NUMBER} token={TOKEN} />);

    expect(await screen.findByText(PENDING, { exact: false })).toBeInTheDocument();
    expect(screen.getByText(ORDER_NUMBER)).toBeInTheDocument();
    expect(getCart().lines).toHaveLength(1);

    // Read again two seconds on: paid.
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your order!' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(PENDING, { exact: false })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getByText('renee@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      `/shop/orders/${ORDER_NUMBER}?token=${TOKEN}`,
    );
    expect(screen.getByText('Team tee')).toBeInTheDocument();
    expect(getCart().lines).toEqual([]);
    // Only reads: nothing but the order was asked for.
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it('given a paid order opened again later, then leaves a cart filled since as it is', async () => {
    cartOfThisOrder();
    addToCart({
      variantId: variant(2).id,
      quantity: 1,
      productSlug: 'cap',
      name: 'Cap',
      size: 'One size',
      colour: 'Red',
      unitCents: 2000,
      image: null,
    });
    mockApi({ [ORDER_API]: () => json(order({ status: 'paid' })) });
    render(<SuccessPage number={ORDER_NUMBER} token={TOKEN} />);
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your order!' }),
    ).toBeInTheDocument();
    expect(getCart().lines).toHaveLength(2);
  });

  it('given a wrong token, then the order is not found', async () => {
    mockApi({ [ORDER_API]: () => json({ message: 'No such order' }, 404) });
    render(<SuccessPage number={ORDER_NUMBER} token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
  });
});

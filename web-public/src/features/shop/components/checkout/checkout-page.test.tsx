import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { addToCart, markPlaced } from '@/components/cart/cart-actions';
import { type CartLine, getCart } from '@/components/cart/cart-store';
import { CheckoutPage } from '@/features/shop/components/checkout/checkout-page';
import {
  bodyOf,
  checkoutAnswer,
  ORDER_NUMBER,
  orderLine,
  quote,
  TOKEN,
  variant,
} from '@/features/shop/testing';
import { paymentPage } from '@/features/shop/utils/payment-page';
import { type ApiHandler, json, mockApi } from '@/test-utils/mock-api';
import { renderRoutes, screen, waitFor, within } from '@/test-utils/render';

const TEE: CartLine = {
  variantId: variant(1).id,
  quantity: 2,
  productSlug: 'team-tee',
  name: 'Team tee',
  size: 'M',
  colour: 'Navy',
  unitCents: 2500,
  image: '/media/shop/team-tee.webp',
};
const HOODIE: CartLine = {
  variantId: variant(3).id,
  quantity: 3,
  productSlug: 'crest-hoodie',
  name: 'Crest hoodie',
  size: 'L',
  colour: 'Grey',
  unitCents: 5800,
  image: null,
};
const QUOTE = quote({
  lines: [
    orderLine(1),
    orderLine(3, {
      name: 'Crest hoodie',
      size: 'L',
      colour: 'Grey',
      unitCents: 5800,
      quantity: 3,
      lineCents: 17_400,
    }),
  ],
  subtotalCents: 22_400,
  shippingCents: 0,
  taxCents: 997,
  totalCents: 23_397,
});
const ZIP_MESSAGE = 'Enter a 5-digit ZIP code (or ZIP+4, 12345-6789)';

function renderPage(route = '/shop/checkout') {
  return renderRoutes({ '/shop/checkout': <CheckoutPage />, '/shop': <p>The shop</p> }, route);
}

function api(checkout: ApiHandler, answer = QUOTE) {
  return mockApi({
    'POST /api/shop/quote': () => json(answer),
    'POST /api/shop/checkout': checkout,
  });
}

/** Typing each letter is slow on a busy machine: the fields are pasted into. */
async function fillIn(user: ReturnType<typeof userEvent.setup>, zip = '70130') {
  const enter = async (name: RegExp, text: string) => {
    await user.click(await screen.findByRole('textbox', { name }));
    await user.paste(text);
  };
  await enter(/Your name/, 'Renee Broussard');
  await enter(/E-mail/, 'renee@example.com');
  await enter(/Street address/, '400 Poydras St');
  await enter(/City/, 'New Orleans');
  await user.selectOptions(screen.getByRole('combobox', { name: /State/ }), 'LA');
  await enter(/ZIP code/, zip);
}

const pay = () => screen.findByRole('button', { name: 'Pay $233.97' });
const checkoutCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/shop/checkout');
const summary = () => screen.getByRole('region', { name: 'Order summary' });
const line = (name: string) => within(screen.getByRole('listitem', { name }));

let open: MockInstance<(url: string) => void>;
beforeEach(() => {
  open = vi.spyOn(paymentPage, 'open').mockImplementation(() => {});
  addToCart(TEE);
  addToCart(HOODIE);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('/shop/checkout', { timeout: 30_000 }, () => {
  it("shows the cart's lines and the server's totals, the tax note and the shipping methods", async () => {
    const fetchMock = api(() => json({}, 500));
    renderPage();
    expect(await pay()).toBeEnabled();
    expect(line('Crest hoodie (L, Grey)').getByText('$174.00')).toBeInTheDocument();
    const summary = within(screen.getByRole('region', { name: 'Order summary' }));
    expect(summary.getByText('$233.97')).toBeInTheDocument();
    expect(
      summary.getByText(/Sales tax: 4\.45% on items shipped to Louisiana/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: /Standard \(5–8 business days\): Free/ }),
    ).toBeChecked();
    expect(
      screen.getByRole('radio', { name: /Express \(2–3 business days\): \$19\.95/ }),
    ).toBeInTheDocument();
    expect(bodyOf(fetchMock.mock.calls[0]?.[1])).toEqual({
      items: [
        { variantId: TEE.variantId, quantity: 2 },
        { variantId: HOODIE.variantId, quantity: 3 },
      ],
      shippingMethod: 'standard',
    });
  });

  it("given a ZIP code of the wrong form, then the server's own message under the field, and nothing sent", async () => {
    const fetchMock = api(() => json(checkoutAnswer(), 201));
    const user = userEvent.setup();
    renderPage();
    await fillIn(user, '701');
    await user.click(await pay());

    const zip = screen.getByRole('textbox', { name: /ZIP code/ });
    await waitFor(() => expect(zip).toHaveAccessibleDescription(ZIP_MESSAGE));
    expect(zip).toBeInvalid();
    expect(checkoutCalls(fetchMock)).toHaveLength(0);
  });

  it('given the server refuses the ZIP code (400), then its message under the field', async () => {
    api(() =>
      json(
        {
          message: 'We do not ship to that ZIP code',
          errors: { 'shippingAddress.zip': 'We do not ship to that ZIP code' },
        },
        400,
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await fillIn(user, '99999');
    await user.click(await pay());

    const zip = screen.getByRole('textbox', { name: /ZIP code/ });
    await waitFor(() => expect(zip).toHaveAccessibleDescription('We do not ship to that ZIP code'));
    expect(open).not.toHaveBeenCalled();
    expect(getCart().lines).toHaveLength(2);
  });

  it('given too few left (409), then the problem on its cart line, and the cart as it was', async () => {
    api(() =>
      json(
        {
          message: 'Only 2 left: please change your cart',
          errors: { 'items.1.quantity': 'Only 2 left' },
        },
        409,
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await fillIn(user);
    await user.click(await pay());

    expect(await line('Crest hoodie (L, Grey)').findByText('Only 2 left')).toBeInTheDocument();
    expect(line('Team tee (M, Navy)').queryByText('Only 2 left')).not.toBeInTheDocument();
    expect(within(summary()).getByRole('alert')).toHaveTextContent(
      'Only 2 left: please change your cart',
    );
    expect(getCart().lines.map((l) => l.quantity)).toEqual([2, 3]);

    // A changed quantity is another cart: the refusal no longer stands beside it.
    await user.selectOptions(
      line('Crest hoodie (L, Grey)').getByRole('combobox', { name: 'Quantity' }),
      '2',
    );
    await waitFor(() =>
      expect(line('Crest hoodie (L, Grey)').queryByText('Only 2 left')).toBeNull(),
    );
    expect(getCart().lines[1]?.quantity).toBe(2);
  });

  it("given the quote's problems, then each on its line and Pay held back", async () => {
    api(
      () => json({}, 500),
      quote({
        ...QUOTE,
        problems: { 'items.0.variantId': 'That size or colour is no longer sold' },
      }),
    );
    renderPage();
    expect(
      await line('Team tee (M, Navy)').findByText('That size or colour is no longer sold'),
    ).toBeInTheDocument();
    expect(await pay()).toBeDisabled();
  });

  it('sends the payer to the payment page, with a fresh key each attempt, and keeps the cart', async () => {
    let attempt = 0;
    const fetchMock = api(() =>
      ++attempt === 1
        ? json({ message: 'Payments are not configured' }, 503)
        : json(checkoutAnswer(), 201),
    );
    const user = userEvent.setup();
    renderPage();
    await fillIn(user);
    await user.click(await pay());
    expect(await within(summary()).findByRole('alert')).toHaveTextContent(
      'Payments are not configured',
    );
    expect(open).not.toHaveBeenCalled();

    await user.click(await pay());
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://pay.example.com/session/cs_test_1'),
    );
    const [first, second] = checkoutCalls(fetchMock).map(
      ([, init]) => bodyOf(init) as Record<string, unknown>,
    );
    expect(second).toEqual({
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      items: [
        { variantId: TEE.variantId, quantity: 2 },
        { variantId: HOODIE.variantId, quantity: 3 },
      ],
      customerName: 'Renee Broussard',
      customerEmail: 'renee@example.com',
      shippingAddress: {
        line1: '400 Poydras St',
        line2: '',
        city: 'New Orleans',
        state: 'LA',
        zip: '70130',
      },
      shippingMethod: 'standard',
    });
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
    // Not emptied before the payment is confirmed: only remembered as this order's.
    expect(getCart().lines).toHaveLength(2);
    expect(getCart().placed).toEqual({ orderNumber: ORDER_NUMBER, token: TOKEN });
  });

  it('back from a payment not completed, then says so, with the cart still there', async () => {
    markPlaced({ orderNumber: ORDER_NUMBER, token: TOKEN });
    api(() => json({}, 500));
    renderPage(`/shop/checkout?cancelled=${ORDER_NUMBER}`);
    expect(
      await screen.findByText(`The payment for order ${ORDER_NUMBER} was not completed.`, {
        exact: false,
      }),
    ).toHaveTextContent('Your cart is still here: check it and pay when you are ready.');
    expect(screen.getByRole('link', { name: `See order ${ORDER_NUMBER}` })).toHaveAttribute(
      'href',
      `/shop/orders/${ORDER_NUMBER}?token=${TOKEN}`,
    );
    expect(screen.getByRole('listitem', { name: 'Team tee (M, Navy)' })).toBeInTheDocument();
  });

  it('given an empty cart, then leads to the shop', async () => {
    localStorage.clear();
    api(() => json({}, 500));
    renderPage();
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
  });
});

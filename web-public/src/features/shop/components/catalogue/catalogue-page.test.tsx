import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CataloguePage } from '@/features/shop/components/catalogue/catalogue-page';
import { ID, product, variant } from '@/features/shop/testing';
import { type PageAnswers, PageAnswersProvider } from '@/lib/page-answers';
import { createQueryClient } from '@/lib/react-query';
import { json, mockApi } from '@/test-utils/mock-api';
import { act, renderRoutes, screen, within } from '@/test-utils/render';
import { theme } from '@/theme';

const tee = product({
  name: 'Team tee',
  variants: [
    variant(1, { size: 'M' }),
    variant(2, { size: 'L', stock: 'low', left: 2 }),
    variant(3, { size: 'XL', priceCents: 2900, stock: 'sold-out', left: 0 }),
  ],
});
const cap = product({
  id: ID(2),
  slug: 'crest-cap',
  name: 'Crest cap',
  category: 'caps',
  images: [],
  variants: [variant(4, { size: 'One size', colour: 'Red', stock: 'sold-out', left: 0 })],
});

const card = (name: string) => within(screen.getByRole('article', { name }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/shop', { timeout: 20_000 }, () => {
  it('shows each product with its price, sizes, colours and the stock running low or gone', async () => {
    mockApi({ 'GET /api/shop/products': () => json([tee, cap]) });
    renderRoutes({ '/shop': <CataloguePage /> }, '/shop');

    expect(await screen.findByRole('article', { name: 'Team tee' })).toBeInTheDocument();
    expect(card('Team tee').getByText('from $25.00')).toBeInTheDocument();
    expect(card('Team tee').getByText('M, L, XL')).toBeInTheDocument();
    expect(card('Team tee').getByText('Navy')).toBeInTheDocument();
    expect(card('Team tee').getByText('L, Navy: Only 2 left')).toBeInTheDocument();
    expect(card('Team tee').getByText('XL, Navy: Sold out')).toBeInTheDocument();
    expect(card('Team tee').getByRole('img', { name: 'Team tee' })).toHaveAttribute(
      'src',
      '/media/shop/team-tee.webp',
    );
    expect(card('Team tee').getByRole('link', { name: 'Team tee' })).toHaveAttribute(
      'href',
      '/shop/products/team-tee',
    );

    expect(card('Crest cap').getByText('Sold out')).toBeInTheDocument();
    expect(card('Crest cap').getByText('$25.00')).toBeInTheDocument();
    // No picture yet: a placeholder that says so.
    expect(
      card('Crest cap').getByRole('img', { name: 'Crest cap (no picture yet)' }),
    ).toBeInTheDocument();
  });

  it('filters by category through the address', async () => {
    mockApi({
      'GET /api/shop/products': () => json([tee, cap]),
      'GET /api/shop/products?category=caps': () => json([cap]),
    });
    const user = userEvent.setup();
    renderRoutes({ '/shop': <CataloguePage /> }, '/shop');
    await screen.findByRole('article', { name: 'Team tee' });
    const categories = within(screen.getByRole('navigation', { name: 'Categories' }));
    expect(categories.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');

    await user.click(categories.getByRole('link', { name: 'Caps' }));
    expect(await screen.findByRole('article', { name: 'Crest cap' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Team tee' })).not.toBeInTheDocument();
    expect(categories.getByRole('link', { name: 'Caps' })).toHaveAttribute('aria-current', 'page');
  });

  it('given an empty category, then says so', async () => {
    mockApi({ 'GET /api/shop/products?category=bats': () => json([]) });
    renderRoutes({ '/shop': <CataloguePage /> }, '/shop?category=bats');
    expect(await screen.findByText(/Nothing in Bats right now/)).toBeInTheDocument();
  });

  it('hydrates the prerendered page at any ?category= without a warning, then shows that category', async () => {
    mockApi({ 'GET /api/shop/products?category=caps': () => json([cap]) });
    const errors = vi.spyOn(console, 'error');
    const page = (route: string) => (
      <MantineProvider theme={theme}>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={[route]}>
            <CataloguePage />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    );
    // What the build writes into shop.html (build-tools/prerender.ts): /shop before any answer.
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page('/shop'));
    expect(within(container).getByRole('status', { name: 'Loading the products' })).toBeVisible();

    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page('/shop?category=caps'), {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    const categories = within(within(container).getByRole('navigation', { name: 'Categories' }));
    expect(await within(container).findByRole('article', { name: 'Crest cap' })).toBeVisible();
    expect(categories.getByRole('link', { name: 'Caps' })).toHaveAttribute('aria-current', 'page');
    expect(categories.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });

  it('hydrates a page the server rendered with the catalogue as it stands, without asking again', async () => {
    const fetched = mockApi({});
    const errors = vi.spyOn(console, 'error');
    const answers: PageAnswers = { '/api/shop/products?category=caps': [cap] };
    const page = () => (
      <MantineProvider theme={theme}>
        <QueryClientProvider client={createQueryClient()}>
          <PageAnswersProvider answers={answers}>
            <MemoryRouter initialEntries={['/shop?category=caps']}>
              <CataloguePage />
            </MemoryRouter>
          </PageAnswersProvider>
        </QueryClientProvider>
      </MantineProvider>
    );
    // What the server sends for /shop?category=caps (services/src/core/http/live-pages.ts).
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page());
    const served = within(container).getByRole('article', { name: 'Crest cap' });
    expect(within(served).getByText('Sold out')).toBeVisible();

    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(), { onRecoverableError: (error) => recoverable.push(error) });
    });
    // The same card, adopted: React kept the server's element.
    expect(within(container).getByRole('article', { name: 'Crest cap' })).toBe(served);
    const categories = within(within(container).getByRole('navigation', { name: 'Categories' }));
    expect(categories.getByRole('link', { name: 'Caps' })).toHaveAttribute('aria-current', 'page');
    expect(fetched).not.toHaveBeenCalled();
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});

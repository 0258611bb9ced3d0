import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCart } from '@/components/cart/cart-store';
import { ProductPage } from '@/features/shop/components/product/product-page';
import { product, variant } from '@/features/shop/testing';
import { json, mockApi } from '@/test-utils/mock-api';
import { renderRoutes, screen } from '@/test-utils/render';

const hoodie = product({
  slug: 'crest-hoodie',
  name: 'Crest hoodie',
  category: 'hoodies',
  images: ['/media/shop/crest-hoodie.webp', '/media/shop/crest-hoodie-back.webp'],
  variants: [
    variant(1, { size: 'M', colour: 'Navy', priceCents: 5500 }),
    variant(2, { size: 'L', colour: 'Navy', priceCents: 5500, stock: 'sold-out', left: 0 }),
    variant(3, { size: 'L', colour: 'Grey', priceCents: 5800, stock: 'low', left: 3 }),
  ],
});

function renderPage(slug = 'crest-hoodie') {
  return renderRoutes(
    { '/shop/products/:slug': <ProductPage slug={slug} />, '/shop': <p>The shop</p> },
    `/shop/products/${slug}`,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/shop/products/:slug', { timeout: 20_000 }, () => {
  it('refuses a sold-out or missing combination, and adds one on sale to the cart', async () => {
    mockApi({ 'GET /api/shop/products/crest-hoodie': () => json(hoodie) });
    const user = userEvent.setup();
    renderPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Crest hoodie' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Crest hoodie, picture 1' })).toBeInTheDocument();
    // It starts on the first variant on sale.
    expect(screen.getByRole('radio', { name: 'M' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Navy' })).toBeChecked();
    const add = screen.getByRole('button', { name: 'Add to cart' });
    expect(add).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: 'L' }));
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    expect(add).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'M' }));
    await user.click(screen.getByRole('radio', { name: 'Grey' }));
    expect(screen.getByText('M does not come in Grey')).toBeInTheDocument();
    expect(add).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'L' }));
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    expect(screen.getByText('$58.00')).toBeInTheDocument();
    // No more than are left.
    const quantity = screen.getByRole('combobox', { name: 'Quantity' });
    expect([...(quantity as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '1',
      '2',
      '3',
    ]);
    await user.selectOptions(quantity, '2');
    await user.click(add);

    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(screen.getByText('2 × Crest hoodie (L, Grey)')).toBeInTheDocument();
    expect(getCart().lines).toEqual([
      {
        variantId: variant(3).id,
        quantity: 2,
        productSlug: 'crest-hoodie',
        name: 'Crest hoodie',
        size: 'L',
        colour: 'Grey',
        unitCents: 5800,
        image: '/media/shop/crest-hoodie.webp',
      },
    ]);
  });

  it('given an address no product has, then a not-found page leading back to the shop', async () => {
    mockApi({
      'GET /api/shop/products/no-such-thing': () => json({ message: 'No such product' }, 404),
    });
    renderPage('no-such-thing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/shop');
  });
});

import { MantineProvider } from '@mantine/core';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from '@/app/layout/header';
import { CART_STORAGE_KEY } from '@/components/cart/cart-store';
import { profileQueryKey } from '@/features/profiles/api/get-profile';
import type { Profile } from '@/features/profiles/types';
import { json } from '@/test-utils/mock-api';
import { render as renderInApp, screen, waitFor, within } from '@/test-utils/render';
import { theme } from '@/theme';

/** Typing through whole forms is slow on a busy machine; jsdom's default 5 s is too tight. */
const FORM_TEST_TIMEOUT = 20_000;

/**
 * env="test" stops Mantine hiding a menu whose target jsdom reports as off-screen (every box
 * is 0×0 there). The shared render could set it for everyone.
 */
const render = (ui: ReactNode, options?: { route?: string }) =>
  renderInApp(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
    options,
  );

// The avatar menu and the phone's drawer are loaded on demand: on a busy machine the first
// import takes longer than testing-library's default second.

function mockApi(routes: Record<string, () => Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const handler = routes[`${init?.method ?? 'GET'} ${String(input)}`];
      return handler ? handler() : json({ message: 'Not found' }, 404);
    }),
  );
}

const user = (role: string) => ({ id: 'u1', username: 'dana', email: null, role, createdAt: '' });

afterEach(() => vi.unstubAllGlobals());

describe('header', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('given a signed-out visitor, then Login, Admin and Sign Up', async () => {
    mockApi({ 'GET /api/user': () => json({ message: 'Not signed in' }, 401) });
    render(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toHaveTextContent(
      'AboutSolutionsLeadershipPodcastContactNOLA 100YouScoutShopMatchups',
    );
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('links to YouScout after the NOLA 100, then the Shop, then Matchups', () => {
    mockApi({ 'GET /api/user': () => json({}, 401) });
    render(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'YouScout' })).toHaveAttribute(
      'href',
      '/you-scout',
    );
    expect(within(nav).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    expect(within(nav).getByRole('link', { name: 'Matchups' })).toHaveAttribute(
      'href',
      '/matchups',
    );
  });

  it('marks the Shop as the current section on its pages', () => {
    mockApi({ 'GET /api/user': () => json({}, 401) });
    for (const route of ['/shop', '/shop/checkout', '/shop/products/team-cap']) {
      const { unmount } = render(<Header />, { route });
      const nav = screen.getByRole('navigation', { name: 'Main' });
      expect(within(nav).getByRole('link', { name: 'Shop' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      unmount();
    }
  });

  it('given a cart kept from an earlier visit, then the cart button counts its items', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        lines: [
          {
            variantId: 'v1',
            quantity: 2,
            productSlug: 'cap',
            name: 'Cap',
            size: 'One size',
            colour: 'Navy',
            unitCents: 2500,
            image: null,
          },
          {
            variantId: 'v2',
            quantity: 1,
            productSlug: 'tee',
            name: 'Tee',
            size: 'M',
            colour: 'White',
            unitCents: 2000,
            image: null,
          },
        ],
      }),
    );
    mockApi({ 'GET /api/user': () => json({}, 401) });
    render(<Header />);
    const cart = screen.getByRole('link', { name: 'Cart, 3 items' });
    expect(cart).toHaveAttribute('href', '/shop/checkout');
    expect(within(cart).getByTestId('cart-count')).toHaveTextContent('3');
    localStorage.clear();
  });

  it('given an empty cart, then the cart button says so and shows no count', () => {
    mockApi({ 'GET /api/user': () => json({}, 401) });
    render(<Header />);
    expect(screen.getByRole('link', { name: 'Cart, empty' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
  });

  it('marks Matchups as the current section on its pages', () => {
    mockApi({ 'GET /api/user': () => json({}, 401) });
    for (const route of ['/matchups', '/matchups/coach-dashboard']) {
      const { unmount } = render(<Header />, { route });
      const nav = screen.getByRole('navigation', { name: 'Main' });
      expect(within(nav).getByRole('link', { name: 'Matchups' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      unmount();
    }
  });

  it('marks YouScout as the current section on its pages, under both spellings', () => {
    mockApi({ 'GET /api/user': () => json({}, 401) });
    for (const route of [
      '/you-scout',
      '/youscout',
      '/youscout/leaderboard',
      '/YouScout/nominate',
    ]) {
      const { unmount } = render(<Header />, { route });
      const nav = screen.getByRole('navigation', { name: 'Main' });
      expect(within(nav).getByRole('link', { name: 'YouScout' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(nav).getByRole('link', { name: 'NOLA 100' })).not.toHaveAttribute(
        'aria-current',
      );
      unmount();
    }
    render(<Header />, { route: '/youscouting' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'YouScout' })).not.toHaveAttribute('aria-current');
  });

  it('given Sign Up, then /auth is asked to open on Register', async () => {
    mockApi({ 'GET /api/user': () => json({}, 401) });
    render(<Header />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Up' }));
    expect(sessionStorage.getItem('authTab')).toBe('register');
  });

  it("given a profile saved with a display name, then a photo, then the avatar shows them, not the username's initials", async () => {
    mockApi({
      'GET /api/user': () => json(user('coach')),
      'GET /api/check-admin': () => json({ isAdmin: false }, 403),
      'GET /api/user-profile': () => json({ message: 'No profile yet' }, 404),
    });
    const { queryClient } = render(<Header />);
    const avatar = await screen.findByTestId('account-avatar');
    // No profile yet (the 404 has come back): the username's initials.
    await waitFor(() => expect(queryClient.getQueryState(profileQueryKey)?.status).toBe('success'));
    expect(avatar).toHaveTextContent('DA');

    // What saving the profile does (useUpdateProfile): the answer becomes the profile's query.
    const saved = { displayName: 'Renee Broussard', photoUrl: null };
    queryClient.setQueryData(profileQueryKey, saved as Profile);
    await waitFor(() => expect(screen.getByTestId('account-avatar')).toHaveTextContent('RB'));

    queryClient.setQueryData(profileQueryKey, {
      ...saved,
      photoUrl: '/uploads/renee.jpg',
    } as Profile);
    const photo = await within(screen.getByTestId('account-avatar')).findByRole('img', {
      name: "Renee Broussard's photo",
    });
    expect(photo).toHaveAttribute('src', '/uploads/renee.jpg');
  });

  it('given a signed-in non-admin, then the avatar menu has @username and no Admin Panel', async () => {
    mockApi({
      'GET /api/user': () => json(user('coach')),
      'GET /api/check-admin': () => json({ isAdmin: false }, 403),
    });
    render(<Header />);
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for dana' }));
    expect(await screen.findByText('@dana')).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('menuitem', { name: 'Family' })).toHaveAttribute(
      'href',
      '/profile/family',
    );
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Admin Panel' })).not.toBeInTheDocument();
  });

  it('given the server says isAdmin, then Admin Panel links to the back office', async () => {
    mockApi({
      'GET /api/user': () => json(user('admin')),
      'GET /api/check-admin': () => json({ isAdmin: true }),
    });
    render(<Header />);
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for dana' }));
    expect(await screen.findByRole('menuitem', { name: 'Admin Panel' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('given an admin role the server does not confirm, then no Admin Panel', async () => {
    mockApi({
      'GET /api/user': () => json(user('admin')),
      'GET /api/check-admin': () => json({ isAdmin: false }, 403),
    });
    render(<Header />);
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for dana' }));
    await screen.findByText('@dana');
    expect(screen.queryByRole('menuitem', { name: 'Admin Panel' })).not.toBeInTheDocument();
  });

  it('given a logout, then the "Logged out" toast', async () => {
    mockApi({
      'GET /api/user': () => json(user('fan')),
      'GET /api/check-admin': () => json({}, 403),
      'POST /api/logout': () => json({ message: 'Logged out' }),
    });
    render(<Header />);
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for dana' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('given the logout fails, then "Failed to log out"', async () => {
    mockApi({
      'GET /api/user': () => json(user('fan')),
      'GET /api/check-admin': () => json({}, 403),
      'POST /api/logout': () => json({ message: 'down' }, 500),
    });
    render(<Header />);
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for dana' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Failed to log out')).toBeInTheDocument();
  });

  it('given the phone menu, then it mirrors the header and adds Admin Login', async () => {
    mockApi({ 'GET /api/user': () => json({}, 401) });
    render(<Header />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(drawer).toHaveTextContent('NOLA 100');
    expect(within(drawer).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    expect(within(drawer).getByRole('link', { name: 'Matchups' })).toHaveAttribute(
      'href',
      '/matchups',
    );
    expect(screen.getByRole('link', { name: 'Admin Login' })).toHaveAttribute(
      'href',
      '/admin-login',
    );
  });

  it("given a signed-out visitor, then the phone menu has the desktop's Admin button", async () => {
    mockApi({ 'GET /api/user': () => json({}, 401) });
    render(<Header />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: /^Admin$/ })).toHaveAttribute('href', '/admin');
  });

  it('given a signed-in visitor, then the phone menu has Family, as the avatar menu does', async () => {
    mockApi({
      'GET /api/user': () => json(user('parent')),
      'GET /api/check-admin': () => json({ isAdmin: false }, 403),
      'GET /api/user-profile': () => json({ message: 'No profile yet' }, 404),
    });
    render(<Header />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('link', { name: 'Family' })).toHaveAttribute(
      'href',
      '/profile/family',
    );
  });

  it('given a signed-in non-admin, then the phone menu still offers Admin Login, to /admin-login', async () => {
    mockApi({
      'GET /api/user': () => json(user('coach')),
      'GET /api/check-admin': () => json({ isAdmin: false }, 403),
      'GET /api/user-profile': () => json({ message: 'No profile yet' }, 404),
    });
    render(<Header />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('@dana')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Admin Login' })).toHaveAttribute(
      'href',
      '/admin-login',
    );
  });
});

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from '@/app/layout/app-layout';
import { TRANSITION_OVERLAY_MS } from '@/app/layout/page-transition';
import { createQueryClient } from '@/lib/react-query';
import { theme } from '@/theme';

function renderLayout() {
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <Link to="/terms-of-service#governing-law">Terms, law</Link> },
          { path: 'terms-of-service', element: <Link to="/privacy-policy">Privacy</Link> },
          { path: 'privacy-policy', element: <p>Privacy page</p> },
          { path: 'you-scout', element: <p>YouScout</p> },
          { path: 'you-scout/leaderboard', element: <p>YouScout leaderboard</p> },
          { path: 'youscout/nomination/:id', element: <p>A nomination</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

const overlayHost = () => document.querySelector('[data-visible]');

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"message":"Not signed in"}', { status: 401 })),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the page shell', () => {
  it('has a skip link to the main landmark, the header and the footer', async () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // The footer's code arrives after the first paint; its landmark stands there meanwhile.
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('contentinfo')).toHaveTextContent('Privacy Policy'),
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Terms of Service');
  });

  it('shows the loading overlay for 200 ms on a route change, not on the first page', async () => {
    const router = renderLayout();
    expect(overlayHost()).toBeNull();
    vi.useFakeTimers();
    await act(() => router.navigate('/privacy-policy'));
    expect(overlayHost()).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(TRANSITION_OVERLAY_MS + 10));
    expect(overlayHost()).toBeNull();
  });

  it('shows no overlay between YouScout pages, under either spelling, but does on entering and leaving', async () => {
    const router = renderLayout();
    vi.useFakeTimers();
    await act(() => router.navigate('/you-scout'));
    expect(overlayHost()).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(TRANSITION_OVERLAY_MS + 10));
    expect(overlayHost()).toBeNull();

    await act(() => router.navigate('/you-scout/leaderboard'));
    expect(screen.getByText('YouScout leaderboard')).toBeInTheDocument();
    expect(overlayHost()).toBeNull();
    await act(() => router.navigate('/youscout/nomination/abc'));
    expect(screen.getByText('A nomination')).toBeInTheDocument();
    expect(overlayHost()).toBeNull();

    await act(() => router.navigate('/privacy-policy'));
    expect(overlayHost()).not.toBeNull();
  });

  it('starts a new page at the top, unless the address names a place on it', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = renderLayout();
    scrollTo.mockClear();
    await act(() => router.navigate('/terms-of-service#governing-law'));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/privacy-policy'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});

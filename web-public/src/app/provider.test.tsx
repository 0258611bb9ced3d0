import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { toast } from '@/lib/notify';
import { mediaQueryList } from '@/test-utils/match-media';

/** A screen as wide as the query says: phones match `max-width: 47.99em`. */
function screenWidth(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) =>
    mediaQueryList(query, phone && query.includes('max-width: 47.99em')),
  );
}

afterEach(() => vi.unstubAllGlobals());

const showToast = async () => {
  render(
    <AppProvider>
      <button type="button" onClick={() => toast({ title: 'Logged out' })}>
        Sign out
      </button>
    </AppProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  return screen.findByText('Logged out');
};

describe('toasts', () => {
  it.each([
    ['a desktop', false, 'bottom-right'],
    ['a phone', true, 'bottom-center'],
  ])('on %s stand at the bottom, away from the header', async (_screen, phone, position) => {
    screenWidth(phone);
    const title = await showToast();
    await waitFor(() =>
      expect(title.closest('[data-position]')).toHaveAttribute('data-position', position),
    );
  });
});

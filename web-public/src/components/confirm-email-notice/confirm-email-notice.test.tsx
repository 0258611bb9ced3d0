import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/lib/auth';
import { render, screen } from '@/test-utils/render';
import { ConfirmEmailNotice } from './confirm-email-notice';

afterEach(() => vi.unstubAllGlobals());

const member = (emailConfirmed: boolean): User => ({
  id: 'u1',
  username: 'dana',
  email: 'dana@example.com',
  role: 'fan',
  createdAt: '2026-12-02T00:00:00.000Z',
  emailConfirmed,
});

describe('the notice to confirm an address', () => {
  it('tells an unconfirmed member their votes wait for it, and sends the link again', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'We sent a confirmation link.' }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<ConfirmEmailNotice user={member(false)} />);
    expect(await screen.findByText(/your votes on the NOLA 100 and on YouScout/)).toHaveTextContent(
      'dana@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We sent a confirmation link.');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/confirm-email/resend',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeDisabled();
  });

  it('shows nothing once the address is confirmed', async () => {
    render(
      <>
        <span>ready</span>
        <ConfirmEmailNotice user={member(true)} />
      </>,
    );
    await screen.findByText('ready');
    expect(screen.queryByText('Confirm your e-mail address')).not.toBeInTheDocument();
  });
});

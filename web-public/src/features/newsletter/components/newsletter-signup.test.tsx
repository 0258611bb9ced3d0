import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsletterSignup } from '@/features/newsletter/components/newsletter-signup';
import { render, screen } from '@/test-utils/render';

/** Typing through whole forms is slow on a busy machine; jsdom's default 5 s is too tight. */
const FORM_TEST_TIMEOUT = 20_000;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('newsletter sign-up', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('given a bad address, then the message and no call', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<NewsletterSignup />);
    await userEvent.type(screen.getByLabelText('Email address'), 'dana@nola');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('given an address, then POST /api/newsletter and the server’s thanks', async () => {
    const fetchMock = vi.fn(async () =>
      json({ id: 'n1', message: 'Thank you for subscribing to our newsletter' }, 201),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<NewsletterSignup />);
    await userEvent.type(screen.getByLabelText('Email address'), ' dana@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText('Thank you for subscribing to our newsletter'),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/newsletter',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ email: 'dana@example.com' }),
      }),
    );
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it('given a failure, then a destructive toast with the reason', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'Too many forms sent from this address' }, 429)),
    );
    render(<NewsletterSignup />);
    await userEvent.type(screen.getByLabelText('Email address'), 'dana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscription failed')).toBeInTheDocument();
    expect(screen.getByText('Too many forms sent from this address')).toBeInTheDocument();
  });
});

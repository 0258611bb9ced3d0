import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsletterSignup } from '@/features/intake/newsletter/components/newsletter-signup';
import { createQueryClient } from '@/lib/react-query';
import { json } from '@/test-utils/mock-api';
import { render, screen } from '@/test-utils/render';
import { theme } from '@/theme';

/** Typing through whole forms is slow on a busy machine; jsdom's default 5 s is too tight. */
const FORM_TEST_TIMEOUT = 20_000;

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

  it('given an address typed into the served page before the app took it over, then that address is sent', async () => {
    const fetchMock = vi.fn(async () =>
      json({ id: 'n1', message: 'Thank you for subscribing to our newsletter' }, 201),
    );
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createQueryClient();
    const page = (
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <Notifications />
          <NewsletterSignup />
        </QueryClientProvider>
      </MantineProvider>
    );
    // The prerendered markup, and the visitor's typing, which no script saw.
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page);
    const field = screen.getByLabelText('Email address') as HTMLInputElement;
    field.value = 'early@example.com';

    await act(async () => void hydrateRoot(container, page));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(
      await screen.findByText('Thank you for subscribing to our newsletter'),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/newsletter',
      expect.objectContaining({ body: JSON.stringify({ email: 'early@example.com' }) }),
    );
    container.remove();
  });
});

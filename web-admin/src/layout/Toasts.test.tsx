import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { AdminContext, defaultI18nProvider, useNotify } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from './Toasts';

const Saved = () => {
  const notify = useNotify();
  useEffect(() => notify('Prospect updated successfully', { type: 'success' }), [notify]);
  return null;
};

afterEach(() => vi.useRealTimers());

describe('toasts (document 2 §9)', () => {
  it('stay 5 seconds', async () => {
    vi.useFakeTimers();
    render(
      <AdminContext i18nProvider={defaultI18nProvider}>
        <Saved />
        <Toasts />
      </AdminContext>,
    );
    const toast = () => screen.getByRole('alert');
    await act(() => vi.advanceTimersByTimeAsync(4_500));
    expect(toast()).toHaveTextContent('Prospect updated successfully');
    expect(toast().style.opacity).not.toBe('0');
    // Then it fades out (jsdom keeps the faded element: no transition ever ends there).
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(toast().style.opacity).toBe('0');
  });
});

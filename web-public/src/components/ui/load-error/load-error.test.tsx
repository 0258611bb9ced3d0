import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { render, screen } from '@/test-utils/render';
import { LoadError } from './load-error';

describe('a read that failed', () => {
  it("shows the server's message under its title, and Try again asks again", async () => {
    const onRetry = vi.fn();
    render(
      <LoadError
        title="The order could not be shown"
        error={new ApiError(503, JSON.stringify({ message: 'The shop is resting.' }))}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText('The order could not be shown')).toBeInTheDocument();
    expect(screen.getByText('The shop is resting.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says it could not be loaded when the server said nothing', () => {
    render(
      <LoadError title="Activity" error={new TypeError('Failed to fetch')} onRetry={vi.fn()} />,
    );
    expect(
      screen.getByText('It could not be loaded. Check your connection and try again.'),
    ).toBeInTheDocument();
  });
});

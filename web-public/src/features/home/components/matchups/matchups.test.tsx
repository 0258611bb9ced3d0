import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Matchups } from '@/features/home/components/matchups/matchups';
import { mediaQueryList } from '@/test-utils/match-media';
import { act, renderRoutes, screen, waitFor, within } from '@/test-utils/render';

const renderSection = () =>
  renderRoutes({ '/': <Matchups />, '/matchups': <p>The Matchups module</p> }, '/');

/** Answers `prefers-reduced-motion: reduce` as asked; every other query false, as set-up does. */
function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) =>
    mediaQueryList(query, reduce && query.includes('prefers-reduced-motion: reduce')),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the Matchups section', { timeout: 20_000 }, () => {
  it('leads to the module with Explore Matchups Module', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole('link', { name: 'Explore Matchups Module' }));
    expect(await screen.findByText('The Matchups module')).toBeInTheDocument();
  });

  it('plays the walkthrough in a modal on Watch Demo, step by step, and Escape closes it', async () => {
    reducedMotion(true);
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Watch Demo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Matchups in one minute' });
    expect(within(dialog).getByText('Step 1 of 6')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('heading', { name: 'An athlete builds a profile' }),
    ).toBeInTheDocument();
    // Reduced motion: it waits for the visitor, and offers no Play.
    expect(
      within(dialog).queryByRole('button', { name: /Play the tour|Pause the tour/ }),
    ).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Next step' }));
    expect(within(dialog).getByText('Step 2 of 6')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Records a metric' })).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('button', { name: 'Step 6: The performance report' }),
    );
    expect(within(dialog).getByRole('button', { name: 'Next step' })).toBeDisabled();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('plays by itself, one step after another, until paused', async () => {
    reducedMotion(false);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Watch Demo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Matchups in one minute' });
    expect(within(dialog).getByText('Step 1 of 6')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4600));
    expect(within(dialog).getByText('Step 2 of 6')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pause the tour' }));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(within(dialog).getByText('Step 2 of 6')).toBeInTheDocument();
  });
});

import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@/test-utils/render';
import { TOOLTIP_OPEN_DELAY_MS } from '@/theme';
import { useLazyTooltip } from './use-lazy-tooltip';

const LABEL = 'Vote for this prospect to boost their community ranking';

function Target() {
  const { targetProps, tooltip } = useLazyTooltip<HTMLButtonElement>(LABEL);
  return (
    <>
      <button type="button" {...targetProps}>
        VOTE
      </button>
      {tooltip}
    </>
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const label = () => screen.queryByText(LABEL);

describe('useLazyTooltip', () => {
  it('opens once the pointer has rested for the delay, and closes when it leaves', async () => {
    render(<Target />);
    const button = screen.getByRole('button', { name: 'VOTE' });
    await userEvent.hover(button);
    await pause(TOOLTIP_OPEN_DELAY_MS / 2);
    expect(label()).toBeNull();
    expect(await screen.findByText(LABEL, {}, { timeout: 3000 })).toBeInTheDocument();

    await userEvent.unhover(button);
    await waitFor(() => expect(label()).toBeNull());
    // A second visit opens it again.
    await userEvent.hover(button);
    expect(await screen.findByText(LABEL, {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('does not open when the pointer passes through before the delay', async () => {
    render(<Target />);
    const button = screen.getByRole('button', { name: 'VOTE' });
    await userEvent.hover(button);
    await pause(TOOLTIP_OPEN_DELAY_MS / 3);
    await userEvent.unhover(button);
    await pause(TOOLTIP_OPEN_DELAY_MS);
    expect(label()).toBeNull();
  });

  it('closes on Escape', async () => {
    render(<Target />);
    await userEvent.hover(screen.getByRole('button', { name: 'VOTE' }));
    await screen.findByText(LABEL, {}, { timeout: 3000 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(label()).toBeNull());
  });

  it('does not open under a touch', async () => {
    render(<Target />);
    fireEvent.pointerOver(screen.getByRole('button', { name: 'VOTE' }), { pointerType: 'touch' });
    await pause(TOOLTIP_OPEN_DELAY_MS * 1.5);
    expect(label()).toBeNull();
  });
});

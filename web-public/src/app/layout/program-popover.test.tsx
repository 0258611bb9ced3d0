import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProgramPopover } from '@/app/layout/program-popover';
import { render, screen } from '@/test-utils/render';

describe('a program in the footer', () => {
  it('shows its summary on the first click, keeps the focus on its name, and closes again', async () => {
    render(<ProgramPopover title="Elite Training" summary="Year-round skills work." />);
    const name = () => screen.getByRole('button', { name: 'Elite Training' });
    expect(name()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(name());
    expect(await screen.findByText('Year-round skills work.')).toBeInTheDocument();
    expect(name()).toHaveAttribute('aria-expanded', 'true');
    expect(name()).toHaveFocus();

    await userEvent.click(name());
    expect(name()).toHaveAttribute('aria-expanded', 'false');
  });
});

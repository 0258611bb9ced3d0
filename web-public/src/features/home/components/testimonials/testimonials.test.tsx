import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@/test-utils/render';
import { Testimonials } from './testimonials';

// The carousel loads lazily; its live region says which slide is shown.
const shown = async (n: number) =>
  expect(await screen.findByText(`Slide ${n} of 3`)).toHaveAttribute('role', 'status');

describe('Testimonials', () => {
  it('shows the first story with five stars and an initials avatar', async () => {
    render(<Testimonials />);

    await shown(1);
    expect(screen.getByRole('group', { name: '1 of 3' })).toHaveAttribute(
      'aria-roledescription',
      'slide',
    );
    expect(screen.getByRole('group', { name: '1 of 3' })).toHaveTextContent('Denise Broussard');
    expect(
      screen.getAllByRole('img', { name: 'Rated 5 out of 5 stars' }).length,
    ).toBeGreaterThanOrEqual(1);
    expect(screen.getAllByText('DB').length).toBeGreaterThanOrEqual(1);
  });

  it('slides forward on next and backward on previous, wrapping both ways', async () => {
    const user = userEvent.setup();
    render(<Testimonials />);
    await shown(1);

    await user.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    await shown(3);
    expect(screen.getByRole('group', { name: '3 of 3' })).toHaveTextContent('Renee Castille');

    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    await shown(1);
  });

  it('jumps to a dot', async () => {
    const user = userEvent.setup();
    render(<Testimonials />);
    await shown(1);

    await user.click(screen.getByRole('button', { name: 'Show testimonial 3 of 3' }));
    await shown(3);
    expect(screen.getByRole('button', { name: 'Show testimonial 3 of 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Show testimonial 2 of 3' }));
    await shown(2);
    expect(screen.getByRole('group', { name: '2 of 3' })).toHaveTextContent('Andre Kilpatrick');
  });

  it('shows the first story and loads the carousel only once the page has loaded', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    render(<Testimonials />);
    expect(screen.getByText('Denise Broussard')).toBeInTheDocument();
    // Give a lazy import every chance to come in: none was asked for.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Next testimonial' })).not.toBeInTheDocument();

    readyState.mockRestore();
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    await shown(1);
    expect(screen.getByRole('button', { name: 'Next testimonial' })).toBeInTheDocument();
  });
});

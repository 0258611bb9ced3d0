import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@/test-utils/render';
import { Testimonials } from './testimonials';

const slide = () => screen.getByRole('figure');

describe('Testimonials', () => {
  it('shows the first story with five stars and an initials avatar', () => {
    render(<Testimonials />);

    expect(slide()).toHaveAccessibleName('1 of 3');
    expect(screen.getByText('Denise Broussard')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('DB')).toBeInTheDocument();
  });

  it('slides forward on next and backward on previous, wrapping both ways', async () => {
    const user = userEvent.setup();
    render(<Testimonials />);

    await user.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(screen.getByText('Renee Castille')).toBeInTheDocument();
    expect(slide()).toHaveAttribute('data-direction', 'previous');

    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(screen.getByText('Denise Broussard')).toBeInTheDocument();
    expect(slide()).toHaveAttribute('data-direction', 'next');
  });

  it('jumps to a dot, forward when ahead and backward when behind', async () => {
    const user = userEvent.setup();
    render(<Testimonials />);

    await user.click(screen.getByRole('button', { name: 'Show testimonial 3 of 3' }));
    expect(screen.getByText('Renee Castille')).toBeInTheDocument();
    expect(slide()).toHaveAttribute('data-direction', 'next');
    expect(screen.getByRole('button', { name: 'Show testimonial 3 of 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Show testimonial 2 of 3' }));
    expect(screen.getByText('Andre Kilpatrick')).toBeInTheDocument();
    expect(slide()).toHaveAttribute('data-direction', 'previous');
  });
});

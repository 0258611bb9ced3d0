import { describe, expect, it } from 'vitest';
import { Matchups } from '@/features/home/components/matchups/matchups';
import { render, screen } from '@/test-utils/render';

describe('the Matchups section', () => {
  it('says plainly that the demo and module are coming soon, with no buttons that do nothing', () => {
    render(<Matchups />);
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(
      screen.getByText('The Matchups demo and module open to coaches later this season.'),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByText('Watch Demo')).not.toBeInTheDocument();
  });
});

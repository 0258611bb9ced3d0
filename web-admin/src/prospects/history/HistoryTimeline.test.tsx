import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { added, rankChange, updated, vote } from '@/test-utils/history';
import { HistoryTimeline } from './HistoryTimeline';

const ADA = 'prospect-ada';
const entries = [
  added('2026-11-01T12:00:00Z', { gradYear: 2027 }),
  updated('2026-11-02T12:00:00Z', {
    school: { from: 'Jesuit High School', to: 'Brother Martin High School' },
  }),
  rankChange('2026-11-03T12:00:00Z', 12, 11, {
    action: 'moved down',
    prospectId: 'bea',
    prospectName: 'Bea Picou',
  }),
  vote('2026-11-03T13:00:00Z'),
];

describe('the history timeline', () => {
  it('shows each field change before → after, and each rank change with its cause', () => {
    render(<HistoryTimeline entries={entries} prospectId={ADA} />);
    const list = screen.getByRole('list', { name: 'Changes, oldest first' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Added to the board');
    expect(items[0]).toHaveTextContent('Graduation year: 2027');
    expect(items[1]).toHaveTextContent('School: Jesuit High School → Brother Martin High School');
    expect(items[1]).toHaveTextContent('by coach_admin');
    expect(items[2]).toHaveTextContent('Rank #12 → #11');
    expect(items[2]).toHaveTextContent('Cause: Bea Picou moved down');
  });

  it('filters to rank changes or field changes', async () => {
    render(<HistoryTimeline entries={entries} prospectId={ADA} />);
    await userEvent.click(screen.getByRole('button', { name: 'Rank changes' }));
    expect(screen.queryByText(/Brother Martin/)).not.toBeInTheDocument();
    expect(screen.getByText('Rank #12 → #11')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Field changes' }));
    expect(screen.getByText(/Brother Martin/)).toBeInTheDocument();
    expect(screen.queryByText('Rank #12 → #11')).not.toBeInTheDocument();
  });
});

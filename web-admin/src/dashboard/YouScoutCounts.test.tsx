import { render, screen, within } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Stats } from '@/types';
import { YouScoutCounts } from './YouScoutCounts';

const youScout: Stats['youScout'] = {
  pendingReview: 4,
  approved: 12,
  public: 10,
  heldComments: 2,
  reportedComments: 1,
  votesLast7Days: 1530,
};

describe('the dashboard’s YouScout card', () => {
  it('shows each count under its label, and links what waits for staff to its list', async () => {
    render(
      <AdminContext dataProvider={testDataProvider()}>
        <YouScoutCounts stats={{ youScout } as Stats} />
      </AdminContext>,
    );
    const pairs = (await screen.findAllByRole('term')).map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent ?? term.previousElementSibling?.textContent,
    ]);
    expect(Object.fromEntries(pairs)).toEqual({
      'Pending review': '4',
      Approved: '12',
      'Shown publicly': '10',
      'Held comments': '2',
      'Reported comments': '1',
      'Votes, last 7 days': '1,530',
    });
    const pending = screen.getByRole('link', { name: 'Pending review' });
    expect(decodeURIComponent(pending.getAttribute('href') ?? '')).toMatch(
      /\/you-scout\/nominations\?filter=\{"status":"pending"\}$/,
    );
    const held = screen.getByRole('link', { name: 'Held comments' });
    expect(decodeURIComponent(held.getAttribute('href') ?? '')).toMatch(
      /\/you-scout\/comments\?filter=\{"status":"held"\}$/,
    );
    expect(within(screen.getByText('Votes, last 7 days')).queryByRole('link')).toBeNull();
  });
});

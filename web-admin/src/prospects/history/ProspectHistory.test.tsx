import { render, screen } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { added, vote } from '@/test-utils/history';
import type { HistoryAnswer } from '@/types';
import { ProspectHistory } from './ProspectHistory';

/** Given: a history whose log holds one vote no reader can parse (issue 20). */
const answer: HistoryAnswer = {
  data: [added('2026-11-01T15:00:00Z'), vote('2026-11-02T15:00:00Z')],
  unreadable: [
    {
      position: '812.7',
      eventId: '0c6e7823-db24-4ac6-8adc-c46b93f84c30',
      type: 'VoteCast',
      stream: 'vote-p1-poison',
      recordedAt: '2026-11-03T15:00:00Z',
      occurredAt: null,
      reason: 'data.voterKey: Invalid input: expected string, received number',
    },
  ],
};
const dataProvider = { ...testDataProvider(), prospectHistory: async () => answer };

describe('a prospect’s history with an unreadable event in the log', () => {
  it('warns that it may be incomplete, naming the event and why', async () => {
    render(
      <AdminContext dataProvider={dataProvider}>
        <ProspectHistory prospectId="p1" />
      </AdminContext>,
    );
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('1 event in the log could not be read');
    expect(warning).toHaveTextContent(
      'VoteCast at position 812.7 (event 0c6e7823-db24-4ac6-8adc-c46b93f84c30',
    );
    expect(warning).toHaveTextContent('data.voterKey: Invalid input: expected string');
    expect(screen.getByText(/1 vote\./)).toBeInTheDocument();
  });
});

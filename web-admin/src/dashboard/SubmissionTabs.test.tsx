import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { FormRecords } from '@/dataProvider';
import type { EvaluationRequest } from '@/types';
import { SubmissionTabs } from './SubmissionTabs';

const request: EvaluationRequest = {
  id: 'r1',
  createdAt: '2026-11-01T15:00:00Z',
  playerName: 'Luc Landry',
  playerAge: 15,
  position: 'SS',
  gradYear: null,
  school: 'Jesuit High School',
  parentName: 'Marie Landry',
  parentEmail: 'marie@example.com',
  parentPhone: '504-555-0199',
  status: 'pending',
};

/** Given: the contact list fails, nobody subscribed, one request without notes. */
const dataProvider = {
  ...testDataProvider(),
  formRecords: async (kind: keyof FormRecords) => {
    if (kind === 'contact') throw new Error('500: Internal Server Error');
    return kind === 'newsletter' ? [] : [request];
  },
};

describe('the dashboard’s three tabs (document 1 §2, §8)', () => {
  it('shows each tab’s error box, empty message or table, in order', async () => {
    render(
      <AdminContext dataProvider={dataProvider}>
        <SubmissionTabs />
      </AdminContext>,
    );
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Contact Form Submissions',
      'Newsletter Subscriptions',
      'Prospect Evaluations',
    ]);
    expect(
      await screen.findByText('Error loading contact submissions. Please try again later.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Newsletter Subscriptions' }));
    expect(await screen.findByText('No newsletter subscriptions yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Prospect Evaluations' }));
    expect(await screen.findByRole('link', { name: 'Luc Landry' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'No additional notes' })).toBeInTheDocument();
  });
});

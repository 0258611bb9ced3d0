import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, type GetListParams, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin, SLOW } from '../testing';
import type { CommentRecord } from '../types';
import { CommentList } from './CommentList';

afterEach(() => vi.restoreAllMocks());

const held: CommentRecord = {
  id: '3c2b1a09-8f7e-4d6c-9b5a-0f1e2d3c4b5a',
  nominationId: '6f0c3c52-3a4e-4b8e-9d7e-1b2c3d4e5f60',
  userId: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  authorName: 'A fan',
  text: 'Call me at 504-555-0100',
  status: 'held',
  heldFor: ['contact-details'],
  hiddenReason: null,
  reports: 1,
  postedAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
};

describe('the comments list', () => {
  it('offers the moderation queue (held or reported) as a status, and asks the server for it', async () => {
    const asked: GetListParams[] = [];
    const dataProvider = {
      ...testDataProvider(),
      getList: async (_resource: string, params: GetListParams) => {
        asked.push(params);
        return { data: [held], total: 1 };
      },
      getMany: async () => ({ data: [] }),
    } as DataProvider;
    renderInAdmin(<CommentList />, { dataProvider, resource: 'you-scout/comments' });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Status' }, SLOW));
    const options = await screen.findByRole('listbox', {}, SLOW);
    expect(
      within(options)
        .getAllByRole('option')
        .map((o) => o.textContent?.trim()),
    ).toEqual([
      '',
      'Needs review (held or reported)',
      'Held for review',
      'Reported',
      'Hidden',
      'Shown',
    ]);
    await userEvent.click(within(options).getByRole('option', { name: /^Needs review/ }));
    await waitFor(() => expect(asked.at(-1)?.filter).toEqual({ status: 'review' }), SLOW);
    expect(await screen.findByText('Held: contact details', {}, SLOW)).toBeInTheDocument();
  });
});

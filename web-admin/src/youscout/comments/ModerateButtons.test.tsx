import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin, SLOW, serverCalls } from '../testing';
import type { CommentRecord } from '../types';
import { ModerateButtons } from './CommentList';

afterEach(() => vi.restoreAllMocks());

const comment = (overrides: Partial<CommentRecord> = {}): CommentRecord => ({
  id: '3c2b1a09-8f7e-4d6c-9b5a-0f1e2d3c4b5a',
  nominationId: '6f0c3c52-3a4e-4b8e-9d7e-1b2c3d4e5f60',
  userId: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  authorName: 'A fan',
  text: 'What a game that was!',
  status: 'shown',
  heldFor: [],
  hiddenReason: null,
  reports: 0,
  postedAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  ...overrides,
});

const buttons = () =>
  ['Hide', 'Restore', 'Release'].filter((name) => screen.queryByRole('button', { name }));

describe('moderating a comment', () => {
  it.each([
    ['shown', ['Hide']],
    ['hidden', ['Restore']],
    ['held', ['Hide', 'Release']],
  ] as const)('a %s comment offers %j', async (status, expected) => {
    renderInAdmin(<ModerateButtons />, {
      record: comment({ status, heldFor: status === 'held' ? ['contact-details'] : [] }),
      resource: 'you-scout/comments',
    });
    await screen.findByRole('button', { name: expected[0] }, SLOW);
    expect(buttons()).toEqual(expected);
  });

  it('hides with a reason (required), and toasts the server’s message', async () => {
    const calls = serverCalls(() => ({ json: { message: 'Comment hidden' } }));
    const record = comment({ reports: 2 });
    renderInAdmin(<ModerateButtons />, { record, resource: 'you-scout/comments' });
    await userEvent.click(await screen.findByRole('button', { name: 'Hide' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this comment?' }, SLOW);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(within(dialog).getByText('A reason is required')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Off topic');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Comment hidden', {}, SLOW)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        url: `/api/admin/you-scout/comments/${record.id}/hide`,
        method: 'POST',
        body: { reason: 'Off topic' },
      },
    ]);
  });

  it('releases a held comment through restore', async () => {
    const calls = serverCalls(() => ({ json: { message: 'Comment restored' } }));
    const record = comment({ status: 'held', heldFor: ['profanity'] });
    renderInAdmin(<ModerateButtons />, { record, resource: 'you-scout/comments' });
    await userEvent.click(await screen.findByRole('button', { name: 'Release' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Show this comment again?' }, SLOW);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Not profanity');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show again' }));
    expect(await screen.findByText('Comment restored', {}, SLOW)).toBeInTheDocument();
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      [`/api/admin/you-scout/comments/${record.id}/restore`, { reason: 'Not profanity' }],
    ]);
  });
});

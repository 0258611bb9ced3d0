import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nomination, renderInAdmin, SLOW, serverCalls } from '../testing';
import { VoidVotesButton, windowProblems } from './VoidVotesDialog';

afterEach(() => vi.restoreAllMocks());

describe('the void-votes window', () => {
  it('needs a start, an end after it, and a reason', () => {
    expect(windowProblems('', '', '')).toEqual({
      from: 'Give the start of the time',
      to: 'Give the end of the time',
      reason: 'A reason is required',
    });
    expect(windowProblems('2026-11-01T18:00', '2026-11-01T17:00', 'burst').to).toBe(
      'The end of the time must be after its start',
    );
    expect(windowProblems('2026-11-01T17:00', '2026-11-01T18:00', 'burst')).toEqual({});
  });
});

describe('voiding votes from the nomination', () => {
  it('sends the window as instants and the reason, and toasts how many were voided', async () => {
    const calls = serverCalls(() => ({ json: { message: '3 votes voided' } }));
    const record = nomination({ status: 'approved', allowedTransitions: ['feature', 'archive'] });
    renderInAdmin(<VoidVotesButton />, { record });
    await userEvent.click(await screen.findByRole('button', { name: 'Void votes' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Void votes' }, SLOW);
    fireEvent.change(within(dialog).getByLabelText(/^From/), {
      target: { value: '2026-11-01T17:00' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^To/), {
      target: { value: '2026-11-01T16:00' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void the votes' }));
    expect(
      within(dialog).getByText('The end of the time must be after its start'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('A reason is required')).toBeInTheDocument();
    expect(calls).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^To/), {
      target: { value: '2026-11-01T18:30' },
    });
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'A burst from one place');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void the votes' }));
    expect(await screen.findByText('3 votes voided', {}, SLOW)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        url: `/api/admin/you-scout/nominations/${record.id}/void-votes`,
        method: 'POST',
        body: {
          from: new Date('2026-11-01T17:00').toISOString(),
          to: new Date('2026-11-01T18:30').toISOString(),
          reason: 'A burst from one place',
        },
      },
    ]);
  });

  it('is not offered on a removed nomination', async () => {
    renderInAdmin(
      <>
        <span>ready</span>
        <VoidVotesButton />
      </>,
      { record: nomination({ status: 'removed', allowedTransitions: [] }) },
    );
    await screen.findByText('ready', {}, SLOW);
    expect(screen.queryByRole('button', { name: 'Void votes' })).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nomination, renderInAdmin, SLOW, serverCalls } from '../testing';
import type { NominationDetail } from '../types';
import { ReviewActions } from './ReviewActions';

afterEach(() => vi.restoreAllMocks());

const reviewButtons = () =>
  ['Approve', 'Reject', 'Feature', 'Archive', 'Withdraw'].filter(
    (name) => screen.queryByRole('button', { name }) !== null,
  );

// The server's allowedTransitions per status (decide.ts), withdraw included where it sends it.
const CASES: [NominationDetail['status'], NominationDetail['allowedTransitions'], string[]][] = [
  ['pending', ['approve', 'reject', 'withdraw'], ['Approve', 'Reject']],
  ['approved', ['feature', 'archive'], ['Feature', 'Archive']],
  ['featured', ['archive'], ['Archive']],
  ['rejected', [], []],
  ['archived', [], []],
  ['withdrawn', [], []],
  ['removed', [], []],
];

describe('the review buttons: only the transitions allowed from the status', () => {
  it.each(CASES)('%s offers %j → %j', async (status, allowedTransitions, expected) => {
    renderInAdmin(<ReviewActions />, { record: nomination({ status, allowedTransitions }) });
    await screen.findByRole('heading', { name: 'Review' }, SLOW);
    expect(reviewButtons()).toEqual(expected);
    if (expected.length === 0)
      expect(screen.getByText('No review is possible from this status.')).toBeInTheDocument();
    // Removal is offered until the nomination is removed.
    expect(screen.queryByRole('button', { name: 'Remove and erase' }) !== null).toBe(
      status !== 'removed',
    );
  });

  it('approves with one click: POST …/approve, and the server’s message as a toast', async () => {
    const calls = serverCalls(() => ({
      json: { message: 'Nomination approved', status: 'approved' },
    }));
    const record = nomination();
    renderInAdmin(<ReviewActions />, { record });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }, SLOW));
    expect(await screen.findByText('Nomination approved', {}, SLOW)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        url: `/api/admin/you-scout/nominations/${record.id}/approve`,
        method: 'POST',
        body: undefined,
      },
    ]);
  });

  it('shows the server’s refusal', async () => {
    serverCalls(() => ({
      status: 409,
      json: { message: 'This nomination is approved already' },
    }));
    renderInAdmin(<ReviewActions />, { record: nomination() });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }, SLOW));
    expect(
      await screen.findByText(
        'Error: could not approve this nomination: This nomination is approved already',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  });
});

describe('rejecting asks for the reason the nominator reads', () => {
  it('refuses an empty reason, then sends the reason given', async () => {
    const calls = serverCalls(() => ({
      json: { message: 'Nomination rejected', status: 'rejected' },
    }));
    const record = nomination();
    renderInAdmin(<ReviewActions />, { record });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this nomination?' }, SLOW);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('A reason is required')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/Reason/), '  Not enough detail  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Nomination rejected', {}, SLOW)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        url: `/api/admin/you-scout/nominations/${record.id}/reject`,
        method: 'POST',
        body: { reason: 'Not enough detail' },
      },
    ]);
  });
});

describe('removal', () => {
  it('asks to confirm, then POSTs the removal (the athlete’s data erased)', async () => {
    const calls = serverCalls(() => ({
      json: { message: "Nomination removed; the athlete's personal data has been erased" },
    }));
    const record = nomination({ status: 'approved', allowedTransitions: ['feature', 'archive'] });
    renderInAdmin(<ReviewActions />, { record });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove and erase' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this nomination?' }, SLOW);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Remove and erase' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', {}, SLOW)).getByRole('button', { name: 'Remove' }),
    );
    expect(
      await screen.findByText(
        "Nomination removed; the athlete's personal data has been erased",
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      { url: `/api/you-scout/nominations/${record.id}/removal`, method: 'POST', body: undefined },
    ]);
  });
});

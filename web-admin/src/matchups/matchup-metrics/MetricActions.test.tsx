import { VIDEO_URL_MESSAGE } from '@server/videos/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { metric, renderInAdmin, SLOW, serverCalls } from '../testing';
import type { AdminMetric } from '../types';
import { MetricActions } from './MetricActions';

afterEach(() => vi.restoreAllMocks());

const decisions = () =>
  ['Verify', 'Reject'].filter((name) => screen.queryByRole('button', { name }) !== null);

const CASES: [AdminMetric['status'], string[], string | null][] = [
  ['self_reported', ['Verify', 'Reject'], null],
  ['verified', [], 'Verified: no decision is left to make.'],
  ['rejected', [], 'Rejected: no decision is left to make.'],
];

describe('the decisions: only those NEXT_METRIC_MOVES allows from the status', () => {
  it.each(CASES)('%s offers %j', async (status, expected, final) => {
    renderInAdmin(<MetricActions />, { record: metric({ status }) });
    await screen.findByRole('heading', { name: 'Decision' }, SLOW);
    expect(decisions()).toEqual(expected);
    if (final) expect(screen.getByText(final)).toBeInTheDocument();
  });
});

describe('verifying asks for the evidence', () => {
  it('sends a video link', async () => {
    const record = metric();
    const calls = serverCalls(() => ({ json: { ...record, status: 'verified' } }));
    renderInAdmin(<MetricActions />, { record });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Verify this value?' }, SLOW);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    // The server's own message for a missing link; nothing sent.
    expect(within(dialog).getByText(VIDEO_URL_MESSAGE)).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Video link/ }),
      ' https://youtu.be/dQw4w9WgXcQ ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Value verified', {}, SLOW)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        url: `/api/matchups/metrics/${record.id}/verify`,
        method: 'POST',
        body: { evidence: { kind: 'video', url: 'https://youtu.be/dQw4w9WgXcQ' } },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
  });

  it('or the event: each field with the server schema’s rule', async () => {
    const record = metric();
    const calls = serverCalls(() => ({ json: { ...record, status: 'verified' } }));
    renderInAdmin(<MetricActions />, { record });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Verify this value?' }, SLOW);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Event' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(within(dialog).getByText('Name the event')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Event date must be a date like 2026-04-30'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Say where the event was')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/Event name/), 'Fall Showcase');
    await userEvent.type(within(dialog).getByLabelText(/Event date/), '2026-04-30');
    await userEvent.type(within(dialog).getByLabelText(/Place/), 'Kirsch-Rooney Stadium');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Value verified', {}, SLOW)).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([
      {
        evidence: {
          kind: 'event',
          name: 'Fall Showcase',
          date: '2026-04-30',
          place: 'Kirsch-Rooney Stadium',
        },
      },
    ]);
  });

  it('shows the server’s message when the value was decided meanwhile (409)', async () => {
    serverCalls(() => ({ status: 409, json: { message: 'This value was verified already' } }));
    renderInAdmin(<MetricActions />, { record: metric() });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Verify this value?' }, SLOW);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Video link/ }),
      'https://youtu.be/dQw4w9WgXcQ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('This value was verified already');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
  });
});

describe('rejecting needs a reason', () => {
  it('refuses an empty reason, then sends the reason given', async () => {
    const record = metric();
    const calls = serverCalls(() => ({ json: { ...record, status: 'rejected' } }));
    renderInAdmin(<MetricActions />, { record });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this value?' }, SLOW);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Give a reason')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/Reason/), '  The video shows 78 mph  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Value rejected', {}, SLOW)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        url: `/api/matchups/metrics/${record.id}/reject`,
        method: 'POST',
        body: { reason: 'The video shows 78 mph' },
      },
    ]);
  });
});

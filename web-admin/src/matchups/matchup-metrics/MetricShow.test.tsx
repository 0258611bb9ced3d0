import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { metric, PARENT_ID, renderInAdmin, SLOW, STAFF_ID, serverCalls } from '../testing';
import type { AdminMetric } from '../types';
import { MetricShow } from './MetricShow';

afterEach(() => vi.restoreAllMocks());

const USERS = [
  { id: PARENT_ID, username: 'jamie_parent' },
  { id: STAFF_ID, username: 'coach_admin' },
];

/** GET /api/admin/matchup-metrics/{id} answers what `current()` says, and counts the reads. */
function server(current: () => AdminMetric) {
  const reads = { count: 0 };
  const dataProvider = {
    ...testDataProvider(),
    getOne: async (resource: string) => {
      expect(resource).toBe('matchup-metrics');
      reads.count += 1;
      return { data: current() };
    },
    getMany: async (resource: string, { ids }: { ids: unknown[] }) => ({
      data: resource === 'users' ? USERS.filter((u) => ids.includes(u.id)) : [],
    }),
  } as unknown as DataProvider;
  return { reads, dataProvider };
}

const decided = metric({
  status: 'rejected',
  decidedBy: STAFF_ID,
  decidedByRole: 'staff',
  decidedAt: '2026-05-02T15:30:00.000Z',
  rejectionReason: 'The video shows 78 mph',
});

describe('a metric value’s page', () => {
  it('shows the whole provenance: recorded by and when, notes, video, the decision and its reason', async () => {
    const { dataProvider } = server(() => decided);
    renderInAdmin(<MetricShow id={decided.id} />, { dataProvider });
    const recorded = await screen.findByRole('region', { name: 'Recorded' }, SLOW);
    expect(await within(recorded).findByText('jamie_parent', {}, SLOW)).toBeInTheDocument();
    expect(recorded).toHaveTextContent('Measured at the fall showcase');
    expect(within(recorded).getByRole('link', { name: decided.videoUrl ?? '' })).toHaveAttribute(
      'href',
      decided.videoUrl,
    );
    const decision = screen.getByRole('region', { name: 'Decided' });
    expect(await within(decision).findByText('coach_admin', {}, SLOW)).toBeInTheDocument();
    expect(decision).toHaveTextContent('(staff)');
    expect(decision).toHaveTextContent('The video shows 78 mph');
    const value = screen.getByRole('region', { name: 'Value' });
    expect(within(value).getByRole('link', { name: 'Jamie Broussard' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`/matchup-athletes/${decided.athleteId}/show$`)),
    );
    expect(value).toHaveTextContent('88.5 mph');
    // Decided: nothing left to offer.
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(screen.getByRole('link', { name: 'All values of this athlete' })).toHaveAttribute(
      'href',
      expect.stringContaining(
        `/matchup-metrics?filter=${encodeURIComponent(JSON.stringify({ athleteId: decided.athleteId }))}`,
      ),
    );
  });

  it('reads the value again after verifying it: verified, with its evidence, nothing left to offer', async () => {
    let current = metric();
    const evidence = { kind: 'video' as const, url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' };
    const calls = serverCalls(() => {
      current = metric({
        status: 'verified',
        decidedBy: STAFF_ID,
        decidedByRole: 'staff',
        decidedAt: '2026-05-02T15:30:00.000Z',
        evidence,
      });
      return { json: current };
    });
    const { reads, dataProvider } = server(() => current);
    renderInAdmin(<MetricShow id={current.id} />, { dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Verify this value?' }, SLOW);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Video link/ }), evidence.url);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(reads.count).toBe(2), SLOW);
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      [`/api/matchups/metrics/${current.id}/verify`, { evidence }],
    ]);
    expect(
      await screen.findByText('Verified: no decision is left to make.', {}, SLOW),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Decided' })).toHaveTextContent(
      `Video: ${evidence.url}`,
    );
  });
});

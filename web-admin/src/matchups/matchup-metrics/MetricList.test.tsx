import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, type GetListParams, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaQueryList } from '../../../../web-public/src/test-utils/match-media';
import { metric, renderInAdmin, SLOW } from '../testing';
import type { AdminMetric } from '../types';
import { MetricList } from './MetricList';

afterEach(() => vi.restoreAllMocks());

/** A desktop's width: MUI's media queries are max-width ones below a breakpoint. */
function desktop() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, /min-width/.test(query)),
  );
}

const waiting = metric();
const verified = metric({
  id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4e',
  metricType: 'sixty_yard_dash',
  value: 6.9,
  unit: 's',
  status: 'verified',
});
const removed = metric({
  id: '8a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4f',
  athleteName: '',
  athleteErased: true,
});

/** The server's list, filtered by status as it would be; every call recorded. */
function serverList(rows: AdminMetric[]) {
  const asked: GetListParams[] = [];
  const dataProvider = {
    ...testDataProvider(),
    getList: async (resource: string, params: GetListParams) => {
      expect(resource).toBe('matchup-metrics');
      asked.push(params);
      const data = rows.filter((r) => !params.filter.status || r.status === params.filter.status);
      return { data, total: data.length };
    },
  } as DataProvider;
  return { asked, dataProvider };
}

describe('the verification queue', () => {
  it('lists the self-reported values first, newest first, each with its metric, value and status', async () => {
    desktop();
    const { asked, dataProvider } = serverList([waiting, verified, removed]);
    renderInAdmin(<MetricList />, { dataProvider });
    const table = await screen.findByRole('table', {}, SLOW);
    const link = await within(table).findByRole('link', { name: 'Jamie Broussard' }, SLOW);
    expect(link.getAttribute('href')).toMatch(new RegExp(`/matchup-metrics/${waiting.id}/show$`));
    const cells = within(link.closest('tr') as HTMLElement);
    expect(cells.getByText('Exit velocity (mph)')).toBeInTheDocument();
    expect(cells.getByText('88.5 mph')).toBeInTheDocument();
    expect(cells.getByText('Apr 30, 2026')).toBeInTheDocument();
    expect(cells.getByText('Self-reported')).toBeInTheDocument();
    // An erased athlete's value stays, as a number, under "Removed".
    expect(within(table).getByRole('link', { name: 'Removed' })).toBeInTheDocument();
    expect(within(table).queryByText('6.90 s')).toBeNull();
    expect(asked[0]?.filter).toEqual({ status: 'self_reported' });
    expect(asked[0]?.sort).toEqual({ field: 'recordedAt', order: 'DESC' });
  });

  it('filters by status and by metric', async () => {
    desktop();
    const { asked, dataProvider } = serverList([waiting, verified]);
    renderInAdmin(<MetricList />, { dataProvider });
    await screen.findByRole('link', { name: 'Jamie Broussard' }, SLOW);
    expect(screen.getByRole('combobox', { name: 'Metric' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Verified' }, SLOW));
    expect(await screen.findByText('6.90 s', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(asked.at(-1)?.filter).toEqual({ status: 'verified' }), SLOW);
    expect(screen.queryByText('88.5 mph')).toBeNull();

    await userEvent.click(screen.getByRole('combobox', { name: 'Metric' }));
    await userEvent.click(await screen.findByRole('option', { name: '60-yard dash' }, SLOW));
    await waitFor(
      () =>
        expect(asked.at(-1)?.filter).toEqual({ status: 'verified', metricType: 'sixty_yard_dash' }),
      SLOW,
    );
  });
});

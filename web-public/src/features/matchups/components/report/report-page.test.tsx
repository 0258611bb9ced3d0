import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ATHLETE, athlete, metric, verified } from '@/features/matchups/testing';
import { json, mockApi } from '@/test-utils/mock-api';
import { renderRoutes, screen, within } from '@/test-utils/render';
import { ReportPage } from './report-page';

afterEach(() => vi.unstubAllGlobals());

describe('/matchups/athletes/:athleteId/report', { timeout: 30_000 }, () => {
  it('shows the verified bests against the cohort and the verified trend, and prints', async () => {
    mockApi({
      [`GET /api/matchups/athletes/${ATHLETE}`]: () => json(athlete()),
      [`GET /api/matchups/athletes/${ATHLETE}/metrics`]: () =>
        json([
          verified({ value: 86, measuredOn: '2026-01-10' }),
          metric({ value: 99, measuredOn: '2026-02-10' }),
          verified({ value: 91.2, measuredOn: '2026-03-10' }),
        ]),
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    renderRoutes({ '/r': <ReportPage athleteId={ATHLETE} /> }, '/r');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jordan1 B.' }),
    ).toBeInTheDocument();
    const row = within(screen.getByRole('row', { name: /Exit velocity/ }));
    expect(row.getByText('91.2 mph')).toBeInTheDocument();
    expect(row.getByText('87th percentile of 31')).toBeInTheDocument();

    const trend = within(await screen.findByRole('article', { name: 'Exit velocity trend' }));
    expect(trend.getByText('+5.2 mph since Jan 10, 2026')).toBeInTheDocument();
    // The self-reported 99 mph is no part of the report.
    expect(trend.getByRole('img').getAttribute('aria-label')).not.toContain('99.0');

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });
});

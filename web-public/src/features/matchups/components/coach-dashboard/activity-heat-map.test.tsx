import { MESSAGES } from '@server/matchups/constants';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heatMap } from '@/features/matchups/testing';
import { json, mockApi } from '@/test-utils/mock-api';
import { render, screen, waitFor, within } from '@/test-utils/render';
import { ActivityHeatMap } from './activity-heat-map';

// The tests run in UTC (vitest.config.ts), a zone the browser reports and the select offers.
const URL_OF = (zone: string) => `/api/matchups/heat-map?timeZone=${encodeURIComponent(zone)}`;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The table's cell for a day and an hour, by its row and column heads. */
function cell(table: HTMLElement, day: string, hour: number) {
  const row = within(table).getByRole('rowheader', { name: day }).closest('tr');
  return row?.querySelectorAll('td')[hour];
}

describe('the activity heat map', () => {
  it('draws 7 days by 24 hours with each count, and says when the athletes are most active', async () => {
    mockApi({ [`GET ${URL_OF('UTC')}`]: () => json(heatMap({ timeZone: 'UTC' })) });
    render(<ActivityHeatMap />);
    const table = await screen.findByRole('table', {
      name: 'Values your watched athletes recorded, by day and hour (UTC), the last 90 days',
    });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual([
      'MonMonday',
      'TueTuesday',
      'WedWednesday',
      'ThuThursday',
      'FriFriday',
      'SatSaturday',
      'SunSunday',
    ]);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(24);
    expect(within(table).getByRole('columnheader', { name: '9 am' })).toBeInTheDocument();
    expect(within(table).getAllByRole('cell')).toHaveLength(7 * 24 + 1);
    expect(cell(table, 'Saturday', 9)).toHaveTextContent('5');
    expect(cell(table, 'Saturday', 9)).toHaveAttribute('data-shade', '4');
    expect(cell(table, 'Monday', 18)).toHaveTextContent('2');
    expect(cell(table, 'Sunday', 23)).toHaveAttribute('title', 'Sunday 11 pm–12 am: 1 value');
    // An hour without activity still says 0 to a screen reader.
    expect(cell(table, 'Tuesday', 3)).toHaveTextContent('0');
    expect(cell(table, 'Tuesday', 3)).toHaveAttribute('data-shade', '0');
    expect(
      screen.getByText('Most active: Saturday 9–10 am · 8 values in the last 90 days'),
    ).toBeInTheDocument();
    // On a phone the grid scrolls inside its own region, which the keyboard can reach.
    expect(screen.getByRole('region', { name: 'Activity by hour' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('asks again in the time zone chosen', async () => {
    const fetch = mockApi({
      [`GET ${URL_OF('UTC')}`]: () => json(heatMap({ timeZone: 'UTC' })),
      [`GET ${URL_OF('America/Chicago')}`]: () =>
        json(heatMap({ timeZone: 'America/Chicago', cells: [{ day: 5, hour: 4, count: 5 }] })),
    });
    const user = userEvent.setup();
    render(<ActivityHeatMap />);
    expect(await screen.findByText(/Most active: Saturday 9–10 am/)).toBeInTheDocument();
    expect(screen.getByLabelText('Time zone')).toHaveValue('UTC');
    await user.selectOptions(screen.getByLabelText('Time zone'), 'America/Chicago');
    expect(await screen.findByText(/Most active: Saturday 4–5 am/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /\(America\/Chicago\)/ })).toBeInTheDocument();
    const asked = fetch.mock.calls.map(([url]) => String(url));
    expect(asked).toEqual([URL_OF('UTC'), URL_OF('America/Chicago')]);
    expect(asked[1]).toBe('/api/matchups/heat-map?timeZone=America%2FChicago');
  });

  it("starts in the browser's zone, or New York's when the browser's is not an IANA zone", async () => {
    const zone = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    zone.mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: 'Mars/Olympus',
    });
    const fetch = mockApi({ [`GET ${URL_OF('America/New_York')}`]: () => json(heatMap()) });
    render(<ActivityHeatMap />);
    expect(await screen.findByText(/Most active/)).toBeInTheDocument();
    expect(screen.getByLabelText('Time zone')).toHaveValue('America/New_York');
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([URL_OF('America/New_York')]);
  });

  it('says so when the watched athletes recorded nothing', async () => {
    mockApi({
      [`GET ${URL_OF('UTC')}`]: () => json(heatMap({ timeZone: 'UTC', athletes: 0, cells: [] })),
    });
    render(<ActivityHeatMap />);
    expect(
      await screen.findByText(
        'No values recorded by the athletes you watch in the last 90 days. Watch athletes from a search to see when they are active.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says why there is no map while fewer than five watched athletes were active', async () => {
    mockApi({
      [`GET ${URL_OF('UTC')}`]: () => json(heatMap({ timeZone: 'UTC', athletes: 2, cells: [] })),
    });
    render(<ActivityHeatMap />);
    expect(
      await screen.findByText(
        'The heat map shows once at least 5 athletes you watch have recorded values in the last 90 days (2 so far): a map of fewer would show one athlete’s own routine.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the server’s refusal to an account that is not a coach’s or scout’s', async () => {
    mockApi({
      [`GET ${URL_OF('UTC')}`]: () => json({ message: MESSAGES.notCoachOrScout }, 403),
    });
    render(<ActivityHeatMap />);
    expect(await screen.findByText(MESSAGES.notCoachOrScout)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
  });
});

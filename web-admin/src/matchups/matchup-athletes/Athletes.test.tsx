import { screen, within } from '@testing-library/react';
import {
  type DataProvider,
  type GetListParams,
  type GetManyReferenceParams,
  testDataProvider,
} from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaQueryList } from '../../../../web-public/src/test-utils/match-media';
import { ATHLETES } from '../resources';
import { athlete, metric, renderInAdmin, SLOW } from '../testing';
import { AthleteList } from './AthleteList';
import { AthleteShow } from './AthleteShow';

afterEach(() => vi.restoreAllMocks());

function desktop() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, /min-width/.test(query)),
  );
}

describe('the athletes list', () => {
  it('shows each profile with its counts, filters by name, year, position and state', async () => {
    desktop();
    const asked: GetListParams[] = [];
    const removed = athlete({
      id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      firstName: '',
      lastName: '',
      erased: true,
    });
    const dataProvider = {
      ...testDataProvider(),
      getList: async (resource: string, params: GetListParams) => {
        expect(resource).toBe(ATHLETES);
        asked.push(params);
        return { data: [athlete(), removed], total: 2 };
      },
    } as DataProvider;
    renderInAdmin(<AthleteList />, { dataProvider, resource: ATHLETES });
    const table = await screen.findByRole('table', {}, SLOW);
    const link = await within(table).findByRole('link', { name: 'Jamie Broussard' }, SLOW);
    const cells = within(link.closest('tr') as HTMLElement);
    for (const text of ['13-15', 'SS/2B', '2029', 'LA', 'Verified', '3', '2'])
      expect(cells.getByText(text)).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Removed' })).toBeInTheDocument();
    for (const filter of ['Graduation year', 'Position', 'State'])
      expect(screen.getByRole('combobox', { name: filter })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    expect(asked[0]?.sort).toEqual({ field: 'updatedAt', order: 'DESC' });
  });
});

describe('an athlete’s page', () => {
  it('shows the profile and the history of its metric values, with a link to them in the list', async () => {
    desktop();
    const record = athlete();
    const asked: [string, GetManyReferenceParams][] = [];
    const dataProvider = {
      ...testDataProvider(),
      getOne: async () => ({ data: record }),
      getManyReference: async (resource: string, params: GetManyReferenceParams) => {
        asked.push([resource, params]);
        return {
          data: [
            metric(),
            metric({ id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4e', value: 84, status: 'verified' }),
          ],
          total: 2,
        };
      },
    } as unknown as DataProvider;
    renderInAdmin(<AthleteShow id={record.id} />, { dataProvider, resource: ATHLETES });
    const profile = await screen.findByRole('region', { name: 'Profile' }, SLOW);
    expect(profile).toHaveTextContent('Jamie Broussard');
    expect(profile).toHaveTextContent('5 ft 6 in');
    const values = screen.getByRole('region', { name: 'Metric values' });
    expect(await within(values).findByText('88.5 mph', {}, SLOW)).toBeInTheDocument();
    expect(within(values).getByText('84.0 mph')).toBeInTheDocument();
    expect(asked[0]?.[0]).toBe('matchup-metrics');
    expect(asked[0]?.[1]).toMatchObject({ target: 'athleteId', id: record.id });
    expect(
      within(values).getByRole('link', { name: 'Open them in the metric values list' }),
    ).toHaveAttribute('href', expect.stringContaining('/matchup-metrics?filter='));
  });

  it('shows an erased athlete as removed, without a profile', async () => {
    const record = athlete({ firstName: '', lastName: '', erased: true });
    const dataProvider = {
      ...testDataProvider(),
      getOne: async () => ({ data: record }),
      getManyReference: async () => ({ data: [], total: 0 }),
    } as unknown as DataProvider;
    renderInAdmin(<AthleteShow id={record.id} />, { dataProvider, resource: ATHLETES });
    expect(
      await screen.findByText(
        /This athlete was removed at their or their guardian’s request/,
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Profile' })).toBeNull();
  });
});

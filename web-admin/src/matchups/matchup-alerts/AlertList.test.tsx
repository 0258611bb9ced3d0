import { screen, within } from '@testing-library/react';
import { type DataProvider, type GetListParams, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaQueryList } from '../../../../web-public/src/test-utils/match-media';
import { ALERTS } from '../resources';
import { alert, renderInAdmin, SLOW, STAFF_ID } from '../testing';
import { AlertList } from './AlertList';

afterEach(() => vi.restoreAllMocks());

describe('the coaches’ alerts', () => {
  it('shows each alert’s coach, metric, condition, criteria, frequency and whether it is on', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      mediaQueryList(query, /min-width/.test(query)),
    );
    const asked: GetListParams[] = [];
    const dataProvider = {
      ...testDataProvider(),
      getList: async (resource: string, params: GetListParams) => {
        expect(resource).toBe(ALERTS);
        asked.push(params);
        return { data: [alert()], total: 1 };
      },
    } as DataProvider;
    renderInAdmin(<AlertList />, { dataProvider, resource: ALERTS });
    const coach = await screen.findByRole('link', { name: 'Dana Coach' }, SLOW);
    expect(coach.getAttribute('href')).toMatch(new RegExp(`/users/${STAFF_ID}$`));
    const cells = within(coach.closest('tr') as HTMLElement);
    for (const text of ['Exit velocity (mph)', '>= 85.0 mph', 'SS', '2029', 'Any', 'Daily digest'])
      expect(cells.getByText(text)).toBeInTheDocument();
    expect(cells.getByText('Active')).toBeInTheDocument();
    for (const filter of ['Metric', 'Active'])
      expect(screen.getByRole('combobox', { name: filter })).toBeInTheDocument();
    expect(asked[0]?.sort).toEqual({ field: 'createdAt', order: 'DESC' });
  });
});

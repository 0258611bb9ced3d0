import { METRIC_TYPES } from '@server/matchups/constants';
import { screen, within } from '@testing-library/react';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaQueryList } from '../../../../web-public/src/test-utils/match-media';
import { METRIC_TYPES_RESOURCE } from '../resources';
import { renderInAdmin, SLOW } from '../testing';
import { MetricTypeList } from './MetricTypeList';

afterEach(() => vi.restoreAllMocks());

describe('the metric catalogue', () => {
  it('lists each type with its unit, which way is better and its plausible range, read-only', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      mediaQueryList(query, /min-width/.test(query)),
    );
    const dataProvider = {
      ...testDataProvider(),
      getList: async () => ({
        data: METRIC_TYPES.map((m) => ({ ...m, id: m.key })),
        total: METRIC_TYPES.length,
      }),
    } as DataProvider;
    renderInAdmin(<MetricTypeList />, { dataProvider, resource: METRIC_TYPES_RESOURCE });
    const row = (await screen.findByText('60-yard dash', {}, SLOW)).closest('tr') as HTMLElement;
    for (const text of ['s', 'Lower', '5.8–12 s'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(METRIC_TYPES.length + 1);
    expect(screen.queryByRole('button', { name: /create|edit|delete/i })).toBeNull();
  });
});

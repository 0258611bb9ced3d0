import { render, screen } from '@testing-library/react';
import {
  AdminContext,
  type DataProvider,
  defaultI18nProvider,
  ResourceContextProvider,
  testDataProvider,
} from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Prospect } from '@/types';
import { mediaQueryList } from '../../../web-public/src/test-utils/match-media';
import { ProspectList } from './ProspectList';

// A busy two-core machine renders react-admin slowly; wait for it, not react's default 1 s.
const SLOW = { timeout: 10_000 };

const prospect: Prospect = {
  id: 'p1',
  firstName: 'Remy',
  lastName: 'Fontenot',
  school: 'Jesuit High School',
  teamName: '',
  positionPrimary: 'SS',
  positionSecondary: '2B',
  battingThrowingHand: 'R/R',
  gradYear: 2027,
  nolaRank: 1,
  nolaEvaluated: false,
  communityVotes: 12,
  version: 1,
  rankVersion: 1,
  createdAt: '2026-11-01T12:00:00Z',
  updatedAt: '2026-11-01T12:00:00Z',
};

/** A window this wide: MUI's media queries are max-width ones below a breakpoint. */
function windowWidth(px: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches =
      (!max || px <= Number(max[1])) && (!min || px >= Number(min[1])) && Boolean(max || min);
    return mediaQueryList(query, matches);
  });
}

function renderList() {
  const dataProvider = {
    ...testDataProvider(),
    getList: async () => ({ data: [prospect], total: 1 }),
  } as DataProvider;
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={defaultI18nProvider}>
      <ResourceContextProvider value="prospects">
        <ProspectList />
      </ResourceContextProvider>
    </AdminContext>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the prospect list at a phone’s width', () => {
  it('is a simple list: one row per prospect that opens it, and no table', async () => {
    windowWidth(375);
    renderList();
    const row = await screen.findByRole('link', { name: /#1 Remy Fontenot/ }, SLOW);
    expect(row.getAttribute('href')).toContain('/prospects/p1');
    expect(row).toHaveTextContent('SS/2B · R/R · Jesuit High School · 2027');
    expect(row).toHaveTextContent('12 votes');
    expect(screen.queryByRole('table')).toBeNull();
    // "Add new prospect" is a toolbar link with its words, never a floating button over rows.
    expect(screen.getByRole('link', { name: 'Add new prospect' })).toHaveTextContent(
      'Add new prospect',
    );
    expect(document.querySelector('.MuiFab-root')).toBeNull();
  });

  it('is the table on a desktop', async () => {
    windowWidth(1440);
    renderList();
    await screen.findByRole('table', {}, SLOW);
    expect(screen.getByRole('columnheader', { name: /Update Rank/ })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { type DataProvider, type GetListParams, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaQueryList } from '../../../../web-public/src/test-utils/match-media';
import { nomination, renderInAdmin, SLOW } from '../testing';
import { consentOf } from './ConsentChip';
import { NominationList } from './NominationList';

afterEach(() => vi.restoreAllMocks());

/** A desktop's width: MUI's media queries are max-width ones below a breakpoint. */
function desktop() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, /min-width/.test(query)),
  );
}

describe('the nominations list', () => {
  it('shows each nomination with its status chip and a link to it, newest first, with filters', async () => {
    desktop();
    const asked: GetListParams[] = [];
    const {
      history: _,
      votes: __,
      ...row
    } = nomination({ communityVotes: 12, age: 11, ageGroup: '10-12' });
    const dataProvider = {
      ...testDataProvider(),
      getList: async (resource: string, params: GetListParams) => {
        expect(resource).toBe('you-scout/nominations');
        asked.push(params);
        return { data: [row], total: 1 };
      },
    } as DataProvider;
    renderInAdmin(<NominationList />, { dataProvider });
    const table = await screen.findByRole('table', {}, SLOW);
    const link = await within(table).findByRole('link', { name: 'Jamie Broussard' }, SLOW);
    expect(link.getAttribute('href')).toMatch(new RegExp(`/you-scout/nominations/${row.id}/show$`));
    const cells = within(link.closest('tr') as HTMLElement);
    expect(cells.getByText('Pending review')).toBeInTheDocument();
    expect(cells.getByText('SS/2B')).toBeInTheDocument();
    expect(cells.getByText('12')).toBeInTheDocument();
    expect(cells.getByText('Awaiting guardian consent')).toBeInTheDocument();
    expect(asked[0]?.sort).toEqual({ field: 'createdAt', order: 'DESC' });
    for (const filter of ['Status', 'Sport', 'Age group', 'State'])
      expect(screen.getByRole('combobox', { name: filter })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  });
});

describe('the consent column', () => {
  it('says what a child under 13 waits for, and that 13 and over need none', () => {
    expect(consentOf({ age: 12, consentOnRecord: false }).label).toBe('Awaiting guardian consent');
    expect(consentOf({ age: 12, consentOnRecord: true }).label).toBe(
      'Verified guardian consent on record',
    );
    expect(consentOf({ age: 13, consentOnRecord: false }).label).toBe('Consent not needed (13+)');
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, type GetListParams, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin, SLOW, serverCalls } from '../testing';
import type { BadgeRecord } from '../types';
import { AwardButton, RetireButton } from './BadgeActions';
import { badgeFields } from './BadgeInputs';

afterEach(() => vi.restoreAllMocks());

const badge = (overrides: Partial<BadgeRecord> = {}): BadgeRecord => ({
  id: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
  name: 'Scout of the month',
  description: 'Chosen by staff',
  icon: 'star',
  requirements: 'Staff give it by hand',
  rule: null,
  retired: false,
  awarded: 0,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  retiredAt: null,
  ...overrides,
});
const MEMBER = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
const OTHER = '1e2d3c4b-5a69-4788-9a0b-c1d2e3f4a5b6';

/** The users resource as the server searches it: every username containing the words. */
function usersNamed(asked: GetListParams[] = []): DataProvider {
  const users = [
    { id: MEMBER, username: 'coachlandry' },
    { id: OTHER, username: 'coachlandry2' },
  ];
  return {
    ...testDataProvider(),
    getList: async (resource: string, params: GetListParams) => {
      expect(resource).toBe('users');
      asked.push(params);
      const q = String(params.filter.q).toLowerCase();
      const data = users.filter((u) => u.username.includes(q));
      return { data, total: data.length } as never;
    },
  };
}

describe('awarding a badge by hand', () => {
  it('asks for a user, then POSTs { userId, reason } to the badge’s award call', async () => {
    const calls = serverCalls(() => ({ status: 201, json: { message: 'Badge awarded' } }));
    const record = badge();
    renderInAdmin(<AwardButton />, { record, resource: 'you-scout/badges' });
    await userEvent.click(await screen.findByRole('button', { name: 'Award' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Award "Scout of the month"' }, SLOW);
    // Typed at once: a busy machine types a UUID key by key too slowly.
    const type = (label: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Award' }));
    expect(within(dialog).getByText('Enter a username or a user id')).toBeInTheDocument();
    expect(calls).toEqual([]);

    type(/^User/, ` ${MEMBER} `);
    type(/Reason/, 'Ran the spring tryouts');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Award' }));
    expect(
      await screen.findByText('Badge awarded: "Scout of the month"', {}, SLOW),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      {
        url: `/api/admin/you-scout/badges/${record.id}/award`,
        method: 'POST',
        body: { userId: MEMBER, reason: 'Ran the spring tryouts' },
      },
    ]);
  });

  it('sends no reason when none is given, and shows the server’s refusal', async () => {
    const calls = serverCalls(() => ({
      status: 409,
      json: { message: 'This member has this badge already' },
    }));
    renderInAdmin(<AwardButton />, { record: badge(), resource: 'you-scout/badges' });
    await userEvent.click(await screen.findByRole('button', { name: 'Award' }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    fireEvent.change(within(dialog).getByLabelText(/^User/), { target: { value: MEMBER } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Award' }));
    expect(
      await screen.findByText(
        'Error awarding the badge: This member has this badge already',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([{ userId: MEMBER }]);
  });

  it('finds the account by its exact username, any case, and refuses a name no one has', async () => {
    const calls = serverCalls(() => ({ status: 201, json: { message: 'Badge awarded' } }));
    const asked: GetListParams[] = [];
    const record = badge();
    renderInAdmin(<AwardButton />, {
      record,
      resource: 'you-scout/badges',
      dataProvider: usersNamed(asked),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Award' }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    const user = within(dialog).getByLabelText(/^User/);
    // A part of a name is nobody: "coachland" must not pick coachlandry.
    fireEvent.change(user, { target: { value: 'coachland' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Award' }));
    expect(await within(dialog).findByText('No user is named coachland', {}, SLOW)).toBeVisible();
    expect(calls).toEqual([]);

    fireEvent.change(user, { target: { value: '@CoachLandry' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Award' }));
    expect(
      await screen.findByText('Badge awarded: "Scout of the month"', {}, SLOW),
    ).toBeInTheDocument();
    expect(asked.at(-1)?.filter).toEqual({ q: 'CoachLandry' });
    expect(calls).toEqual([
      {
        url: `/api/admin/you-scout/badges/${record.id}/award`,
        method: 'POST',
        body: { userId: MEMBER },
      },
    ]);
  });

  it('offers neither award nor retire for a retired badge', async () => {
    renderInAdmin(
      <>
        <span>ready</span>
        <AwardButton />
        <RetireButton />
      </>,
      { record: badge({ retired: true }), resource: 'you-scout/badges' },
    );
    await screen.findByText('ready', {}, SLOW);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('retiring a badge', () => {
  it('asks first, then POSTs …/retire', async () => {
    const calls = serverCalls(() => ({ json: { ...badge(), retired: true } }));
    const record = badge();
    renderInAdmin(<RetireButton />, { record, resource: 'you-scout/badges' });
    await userEvent.click(await screen.findByRole('button', { name: 'Retire' }, SLOW));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Retire "Scout of the month"?' },
      SLOW,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retire' }));
    expect(
      await screen.findByText('Badge "Scout of the month" retired', {}, SLOW),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      { url: `/api/admin/you-scout/badges/${record.id}/retire`, method: 'POST', body: undefined },
    ]);
  });
});

describe('the badge form’s body', () => {
  it('sends only the catalogue’s fields (the server refuses others), a blank rule as none', () => {
    expect(badgeFields({ ...badge(), rule: '' })).toEqual({
      name: 'Scout of the month',
      description: 'Chosen by staff',
      icon: 'star',
      requirements: 'Staff give it by hand',
      rule: null,
    });
    expect(badgeFields({ ...badge(), rule: 'first-nomination' }).rule).toBe('first-nomination');
  });
});

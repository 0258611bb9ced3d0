import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nomination, renderInAdmin, SLOW, serverCalls } from '../testing';
import { NominationHistory } from './NominationHistory';
import { NotesPanel } from './NotesPanel';

afterEach(() => vi.restoreAllMocks());

const STAFF = '1e2d3c4b-5a69-4788-9a0b-c1d2e3f4a5b6';
const users = {
  ...testDataProvider(),
  getMany: async (resource: string, { ids }: { ids: unknown[] }) => ({
    data:
      resource === 'users'
        ? [{ id: STAFF, username: 'coach_admin' }].filter((u) => ids.includes(u.id))
        : [],
  }),
} as unknown as DataProvider;

describe('the nomination’s history', () => {
  it('lists every status change with who made it, when, and the reason', async () => {
    const record = nomination({
      status: 'rejected',
      history: [
        { status: 'pending', actor: null, reason: null, at: '2026-11-01T12:00:00.000Z' },
        {
          status: 'rejected',
          actor: STAFF,
          reason: 'Not enough detail about the game',
          at: '2026-11-02T15:30:00.000Z',
        },
      ],
    });
    renderInAdmin(<NominationHistory />, { record, dataProvider: users });
    const list = await screen.findByRole('list', { name: 'Status history, oldest first' }, SLOW);
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Submitted (pending review)');
    expect(rows[0]).toHaveTextContent('by system');
    expect(rows[1]).toHaveTextContent('Rejected');
    expect(rows[1]).toHaveTextContent('Reason: Not enough detail about the game');
    await within(rows[1] as HTMLElement).findByText(/by coach_admin/, {}, SLOW);
  });

  it('waits for the record when react-admin shows the list’s copy first (no history in it)', async () => {
    const { history: _, votes: __, ...listCopy } = nomination();
    renderInAdmin(
      <>
        <span>ready</span>
        <NominationHistory />
      </>,
      { record: listCopy, dataProvider: users },
    );
    await screen.findByText('ready', {}, SLOW);
    expect(screen.getByLabelText('Loading the history')).toBeInTheDocument();
  });
});

describe('staff notes', () => {
  it('shows the notes and adds one', async () => {
    const calls = serverCalls(() => ({ status: 201, json: { message: 'Note added' } }));
    const record = nomination({
      adminNotes: [
        { by: STAFF, note: 'Called the coach: confirmed', addedAt: '2026-11-02T10:00:00.000Z' },
      ],
    });
    renderInAdmin(<NotesPanel />, { record, dataProvider: users });
    const notes = await screen.findByRole('list', { name: 'Staff notes, oldest first' }, SLOW);
    expect(notes).toHaveTextContent('Called the coach: confirmed');
    const add = screen.getByRole('button', { name: 'Add note' });
    expect(add).toBeDisabled();
    await userEvent.type(screen.getByLabelText('New note'), 'Video checked');
    await userEvent.click(add);
    expect(await screen.findByText('Note added', {}, SLOW)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        url: `/api/admin/you-scout/nominations/${record.id}/notes`,
        method: 'POST',
        body: { note: 'Video checked' },
      },
    ]);
  });
});

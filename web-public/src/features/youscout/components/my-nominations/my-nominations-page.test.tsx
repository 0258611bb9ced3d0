import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyNomination } from '@/features/youscout/api/get-my-nominations';
import { json, mockApi } from '@/test-utils/mock-api';
import { renderRoutes, screen, waitFor, within } from '@/test-utils/render';
import { MyNominationsPage } from './my-nominations-page';

const nomination = (change: Partial<MyNomination>): MyNomination => ({
  id: crypto.randomUUID(),
  name: 'Jalen B.',
  status: 'pending',
  isPublic: false,
  communityVotes: 0,
  commentCount: 0,
  rejectionReason: null,
  allowedTransitions: [],
  createdAt: '2026-04-30T15:00:00.000Z',
  statusChangedAt: '2026-04-30T15:00:00.000Z',
  ...change,
});

const LIST = '/api/you-scout/my-nominations';

function renderPage() {
  return renderRoutes(
    {
      '/you-scout/my-nominations': <MyNominationsPage />,
      '/you-scout/nominate': <p>Nominate page</p>,
      '/you-scout/nomination/:id': <p>Public page</p>,
    },
    '/you-scout/my-nominations',
  );
}

const card = (name: string) => within(screen.getByRole('article', { name }));

afterEach(() => vi.unstubAllGlobals());

describe('/you-scout/my-nominations', { timeout: 20_000 }, () => {
  it('shows each nomination with its status, votes, comments and what the nominator may do', async () => {
    const approved = nomination({
      name: 'Maya T.',
      status: 'approved',
      isPublic: true,
      communityVotes: 27,
      commentCount: 1,
    });
    mockApi({
      [`GET ${LIST}`]: () =>
        json({
          data: [
            nomination({ name: 'Jalen B.', allowedTransitions: ['withdraw'] }),
            approved,
            nomination({
              name: 'Chris D.',
              status: 'rejected',
              rejectionReason: 'The video link does not show the game described.',
            }),
          ],
        }),
    });
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByRole('article', { name: 'Jalen B.' })).toBeInTheDocument();
    expect(card('Jalen B.').getByText('Pending review')).toBeInTheDocument();
    expect(card('Jalen B.').getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(card('Jalen B.').queryByRole('link', { name: 'View public page' })).toBeNull();

    expect(card('Maya T.').getByText('Approved')).toBeInTheDocument();
    expect(card('Maya T.').getByText('27 community votes')).toBeInTheDocument();
    expect(card('Maya T.').getByText('1 comment')).toBeInTheDocument();
    expect(card('Maya T.').queryByRole('button', { name: 'Withdraw' })).toBeNull();

    expect(card('Chris D.').getByText('Not approved')).toBeInTheDocument();
    expect(
      card('Chris D.').getByText('The video link does not show the game described.'),
    ).toBeInTheDocument();

    await user.click(card('Maya T.').getByRole('link', { name: 'View public page' }));
    expect(await screen.findByText('Public page')).toBeInTheDocument();
  });

  it('says an approved nomination under 13 waits for the guardian before it is public', async () => {
    mockApi({
      [`GET ${LIST}`]: () => json({ data: [nomination({ status: 'approved', isPublic: false })] }),
    });
    renderPage();
    expect(
      await screen.findByText(/waiting for a parent or guardian to confirm/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View public page' })).toBeNull();
  });

  it('given none, then an empty state that leads to the form', async () => {
    mockApi({ [`GET ${LIST}`]: () => json({ data: [] }) });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('No nominations yet')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Nominate an athlete' }));
    expect(await screen.findByText('Nominate page')).toBeInTheDocument();
  });

  it('given the list fails, then an error with Try Again that reads it again', async () => {
    let fail = true;
    mockApi({
      [`GET ${LIST}`]: () =>
        fail ? json({ message: 'down' }, 500) : json({ data: [nomination({ name: 'Ana R.' })] }),
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Could not load your nominations')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Ana R.' })).toBeInTheDocument();
  });

  it('withdraws only after confirming, then toasts and reads the list again', async () => {
    const pending = nomination({ name: 'Jalen B.', allowedTransitions: ['withdraw'] });
    let status: MyNomination['status'] = 'pending';
    const fetchMock = mockApi({
      [`GET ${LIST}`]: () =>
        json({
          data: [
            {
              ...pending,
              status,
              allowedTransitions: status === 'pending' ? ['withdraw'] : [],
            },
          ],
        }),
      [`POST /api/you-scout/nominations/${pending.id}/withdraw`]: () => {
        status = 'withdrawn';
        return json({ message: 'Nomination withdrawn', status: 'withdrawn' });
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this nomination?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    const withdrawals = () =>
      fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').length;
    expect(withdrawals()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await user.click(await screen.findByRole('button', { name: 'Withdraw nomination' }));
    expect(await screen.findByText('Nomination withdrawn')).toBeInTheDocument();
    expect(withdrawals()).toBe(1);
    expect(await card('Jalen B.').findByText('Withdrawn')).toBeInTheDocument();
    expect(card('Jalen B.').queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('given the server refuses the withdrawal, then its reason in a toast', async () => {
    const pending = nomination({ allowedTransitions: ['withdraw'] });
    mockApi({
      [`GET ${LIST}`]: () => json({ data: [pending] }),
      [`POST /api/you-scout/nominations/${pending.id}/withdraw`]: () =>
        json(
          { message: 'Only a pending nomination can be withdrawn; this one was approved already' },
          409,
        ),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await user.click(await screen.findByRole('button', { name: 'Withdraw nomination' }));
    expect(
      await screen.findByText(
        'Only a pending nomination can be withdrawn; this one was approved already',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Withdraw this nomination?' })).toBeNull(),
    );
  });
});

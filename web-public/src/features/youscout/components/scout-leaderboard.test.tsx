import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScoutLeaderboard } from '@/features/youscout/components/scout-leaderboard';
import { card, ID, json, mockApi, signedOut } from '@/features/youscout/testing';
import type { NominationCard } from '@/features/youscout/types';
import { render, screen, waitFor, within } from '@/test-utils/render';

afterEach(() => vi.unstubAllGlobals());

const page = (data: NominationCard[], total = data.length, totalAll = total) =>
  json({ data, total, totalAll });
const rows = () => screen.getAllByTestId('nomination-row');
const LIST = 'GET /api/you-scout/nominations';

describe('the YouScout leaderboard', () => {
  it('shows skeleton rows while loading', () => {
    mockApi({ ...signedOut, [LIST]: () => new Promise<Response>(() => {}) });
    render(<ScoutLeaderboard />, { route: '/you-scout/leaderboard' });
    expect(screen.getByRole('status', { name: 'Loading nominations' })).toBeInTheDocument();
  });

  it('says the list failed to load with the server message, and Try Again loads it', async () => {
    let fail = true;
    mockApi({
      ...signedOut,
      [LIST]: () =>
        fail ? json({ message: 'Something went wrong on our side' }, 500) : page([card(1)]),
    });
    render(<ScoutLeaderboard />);
    expect(await screen.findByText('Error loading nominations')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Athlete1 K.')).toBeInTheDocument();
  });

  it('lists the nominations by community votes with their 7-day movement, a link each, and the count', async () => {
    mockApi({
      ...signedOut,
      [LIST]: () =>
        page(
          [card(1, { movement7d: 3 }), card(2, { movement7d: -1 }), card(3, { movement7d: null })],
          3,
          12,
        ),
    });
    render(<ScoutLeaderboard />, { route: '/you-scout/leaderboard' });
    await screen.findByText('Athlete1 K.');
    expect(rows().map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Athlete1 K.',
      'Athlete2 K.',
      'Athlete3 K.',
    ]);
    expect(
      within(rows()[0] as HTMLElement).getByText('Up 3 places in the last 7 days'),
    ).toBeInTheDocument();
    expect(
      within(rows()[1] as HTMLElement).getByText('Down 1 place in the last 7 days'),
    ).toBeInTheDocument();
    expect(
      within(rows()[2] as HTMLElement).getByText('New to the rankings in the last 7 days'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Athlete2 K.' })).toHaveAttribute(
      'href',
      `/you-scout/nomination/${ID(2)}`,
    );
    expect(screen.getByText('Showing 3 nominations out of 12 total')).toBeInTheDocument();
  });

  it('keeps the /youscout spelling in its links when the visitor came in on it', async () => {
    mockApi({ ...signedOut, [LIST]: () => page([card(1)]) });
    render(<ScoutLeaderboard />, { route: '/youscout/leaderboard' });
    expect(await screen.findByRole('link', { name: 'Athlete1 K.' })).toHaveAttribute(
      'href',
      `/youscout/nomination/${ID(1)}`,
    );
  });

  it('asks the server for the sport, age group, position and search chosen, from page 1', async () => {
    const calls = mockApi({ ...signedOut, [LIST]: () => page([card(1)]) });
    render(<ScoutLeaderboard />);
    await screen.findByText('Athlete1 K.');
    await userEvent.selectOptions(screen.getByLabelText('Sport'), 'softball');
    await userEvent.selectOptions(screen.getByLabelText('Age group'), '10-12');
    await userEvent.selectOptions(screen.getByLabelText('Position'), 'C');
    await userEvent.type(screen.getByLabelText('Search'), 'Maya');
    await waitFor(() => {
      const last = new URL(calls.at(-1)?.url ?? '', 'http://x').searchParams;
      expect(Object.fromEntries(last)).toEqual({
        sport: 'softball',
        ageGroup: '10-12',
        position: 'C',
        q: 'Maya',
        page: '1',
        perPage: '25',
      });
    });
    expect(
      within(screen.getByLabelText('Age group'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All ages', 'Ages 6-9', 'Ages 10-12', 'Ages 13-15', 'Ages 16-18']);
  });

  it('pages through a long list', async () => {
    const calls = mockApi({
      ...signedOut,
      [LIST]: ({ url }) => {
        const p = Number(new URL(url, 'http://x').searchParams.get('page'));
        return page([card(p === 1 ? 1 : 26)], 30, 30);
      },
    });
    render(<ScoutLeaderboard />);
    await screen.findByText('Athlete1 K.');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Athlete26 K.')).toBeInTheDocument();
    expect(calls.at(-1)?.url).toContain('page=2');
  });

  it('with nothing matching, says so and Clear filters lifts them', async () => {
    mockApi({
      ...signedOut,
      [LIST]: ({ url }) => (url.includes('sport=') ? page([], 0, 5) : page([card(1)], 1, 5)),
    });
    render(<ScoutLeaderboard />);
    await screen.findByText('Athlete1 K.');
    await userEvent.selectOptions(screen.getByLabelText('Sport'), 'softball');
    expect(
      await screen.findByText('No nominations found. Try adjusting your filters.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Athlete1 K.')).toBeInTheDocument();
    expect(screen.getByLabelText('Sport')).toHaveValue('');
  });

  it('with no public nomination at all, says the leaderboard is empty', async () => {
    mockApi({ ...signedOut, [LIST]: () => page([], 0, 0) });
    render(<ScoutLeaderboard />);
    expect(
      await screen.findByText('No nominations are on the leaderboard yet.'),
    ).toBeInTheDocument();
  });

  it('VOTE: "Vote Recorded!" and the new count; a second vote: "Already Voted" with the reason', async () => {
    let votes = 10;
    let voted = false;
    const calls = mockApi({
      ...signedOut,
      [LIST]: () => page([card(1, { communityVotes: votes })]),
      [`POST /api/you-scout/nominations/${ID(1)}/vote`]: () => {
        if (voted) return json({ message: 'You have already voted for this nomination' }, 409);
        voted = true;
        votes += 1;
        return json({ message: 'Vote recorded', nominationId: ID(1), communityVotes: votes }, 201);
      },
    });
    render(<ScoutLeaderboard />);
    await screen.findByText('Athlete1 K.');
    expect(screen.getByTestId('votes')).toHaveTextContent('10');
    await userEvent.click(screen.getByRole('button', { name: 'VOTE for Athlete1 K.' }));
    expect(await screen.findByText('Vote Recorded!')).toBeInTheDocument();
    expect(screen.getByText('Thank you for supporting this athlete!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('votes')).toHaveTextContent('11'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'VOTE for Athlete1 K.' }));
    expect(await screen.findByText('Already Voted')).toBeInTheDocument();
    expect(screen.getByText('You have already voted for this nomination')).toBeInTheDocument();
  });
});

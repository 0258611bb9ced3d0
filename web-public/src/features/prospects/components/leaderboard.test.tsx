import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Prospect } from '@/features/prospects/api/get-prospects';
import { Leaderboard } from '@/features/prospects/components/leaderboard';
import { render, screen, waitFor, within } from '@/test-utils/render';

// The rows render in a background pass after the board arrives (leaderboard.tsx); on a busy
// machine the first, cold one can take longer than testing-library's default second.

const prospect = (n: number, fields: Partial<Prospect> = {}): Prospect => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  firstName: 'Player',
  lastName: `Number${n}`,
  school: 'Jesuit High School',
  teamName: '',
  positionPrimary: 'SS',
  positionSecondary: '',
  battingThrowingHand: 'R/R',
  gradYear: 2026,
  nolaEvaluated: false,
  nolaRank: n,
  communityVotes: 10 * n,
  rankChange: 0,
  communityRank: 1,
  ...fields,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;
let handler: Handler;
const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
  Promise.resolve(handler(String(input), init)),
);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const rowNames = () =>
  screen.getAllByTestId('prospect-row').map((row) => within(row).getByText(/^Player /).textContent);

describe('the board', () => {
  it('shows skeleton rows while loading', () => {
    handler = () => new Promise<Response>(() => {});
    render(<Leaderboard />);
    expect(screen.getByRole('status', { name: 'Loading prospects' })).toBeInTheDocument();
  });

  it('says the board failed to load, and Try Again loads it', async () => {
    handler = () => json(500, { message: 'Something went wrong on our side' });
    render(<Leaderboard />);
    expect(await screen.findByText('Error loading prospect data')).toBeInTheDocument();

    handler = () => json(200, { data: [prospect(1)] });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Player Number1')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('lists the prospects in official order and counts them', async () => {
    handler = () => json(200, { data: [prospect(2), prospect(1), prospect(3, { school: '' })] });
    render(<Leaderboard />);
    await screen.findByText('Player Number1');
    expect(rowNames()).toEqual(['Player Number1', 'Player Number2', 'Player Number3']);
    expect(screen.getByText('Showing 3 prospects out of 3 total')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/prospects', expect.anything());
  });

  it('official mode lists the ranked prospects only; community mode lists the unranked too', async () => {
    handler = () =>
      json(200, {
        data: [prospect(1), prospect(2), prospect(3, { nolaRank: null, communityVotes: 5 })],
      });
    render(<Leaderboard />);
    await screen.findByText('Player Number1');
    expect(rowNames()).toEqual(['Player Number1', 'Player Number2']);
    expect(screen.getByText('Showing 2 prospects out of 2 total')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Community Rankings'));
    expect(rowNames()).toEqual(['Player Number2', 'Player Number1', 'Player Number3']);
    expect(screen.getByText('Showing 3 prospects out of 3 total')).toBeInTheDocument();
  });

  it('the year filter offers the classes document 1 names, 2024 to 2029, and filters by one', async () => {
    handler = () => json(200, { data: [prospect(1), prospect(2, { gradYear: 2029 })] });
    render(<Leaderboard />);
    await screen.findByText('Player Number1');
    const years = within(screen.getByLabelText('Grad year')).getAllByRole('option');
    expect(years.map((option) => option.textContent)).toEqual([
      'All years',
      '2024',
      '2025',
      '2026',
      '2027',
      '2028',
      '2029',
    ]);
    await userEvent.selectOptions(screen.getByLabelText('Grad year'), '2029');
    expect(rowNames()).toEqual(['Player Number2']);
  });

  it('community mode orders by votes', async () => {
    handler = () => json(200, { data: [prospect(1), prospect(2), prospect(3)] });
    render(<Leaderboard />);
    await screen.findByText('Player Number1');
    await userEvent.click(screen.getByText('Community Rankings'));
    expect(rowNames()).toEqual(['Player Number3', 'Player Number2', 'Player Number1']);
    expect(screen.getAllByText('Fan Favorite')).toHaveLength(3);
  });

  it('with nothing matching, each clear button lifts its own filter', async () => {
    handler = () =>
      json(200, { data: [prospect(1), prospect(2, { positionPrimary: 'C', gradYear: 2027 })] });
    render(<Leaderboard />);
    await screen.findByText('Player Number1');
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Search'), 'nobody');
    expect(screen.getByText('No prospects found. Try adjusting your filters.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 prospects out of 2 total')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(rowNames()).toHaveLength(2);

    await user.selectOptions(screen.getByLabelText('Position'), 'C');
    await user.selectOptions(screen.getByLabelText('Grad year'), '2026');
    expect(screen.getByText('No prospects found. Try adjusting your filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear year filter' }));
    expect(rowNames()).toEqual(['Player Number2']);

    await user.selectOptions(screen.getByLabelText('Grad year'), '2026');
    await user.click(screen.getByRole('button', { name: 'Clear position filter' }));
    expect(rowNames()).toEqual(['Player Number1']);
  });

  it('shows each row its 7-day movement in words', async () => {
    handler = () =>
      json(200, {
        data: [
          prospect(1, { rankChange: 3 }),
          prospect(2, { rankChange: -2 }),
          prospect(3, { rankChange: null }),
        ],
      });
    render(<Leaderboard />);
    await screen.findByText('Player Number1');
    expect(screen.getByText('Up 3 places in the last 7 days')).toBeInTheDocument();
    expect(screen.getByText('Down 2 places in the last 7 days')).toBeInTheDocument();
    expect(screen.getByText('New to the rankings in the last 7 days')).toBeInTheDocument();
  });
});

describe('voting', () => {
  it('VOTE explains itself in a tooltip', async () => {
    handler = () => json(200, { data: [prospect(1)] });
    render(<Leaderboard />);
    await screen.findByText('Player Number1');
    await userEvent.hover(screen.getByRole('button', { name: 'VOTE for Player Number1' }));
    // It opens after the 700 ms delay of document 1 §9.
    expect(
      await screen.findByText(
        'Vote for this prospect to boost their community ranking',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it('reads Voting... while pending, thanks the voter and refetches the board', async () => {
    let votes = 10;
    let release: () => void = () => {};
    handler = (_url, init) => {
      if (init?.method === 'POST') {
        return new Promise<Response>((resolve) => {
          release = () => {
            votes += 1;
            resolve(
              json(201, { message: 'Vote recorded', prospectId: 'x', communityVotes: votes }),
            );
          };
        });
      }
      return json(200, { data: [prospect(1, { communityVotes: votes })] });
    };
    render(<Leaderboard />);
    await screen.findByText('Player Number1');
    await userEvent.click(screen.getByRole('button', { name: 'VOTE for Player Number1' }));

    const pending = await screen.findByRole('button', { name: 'Voting...' });
    expect(pending).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/prospects/00000000-0000-4000-8000-000000000001/vote',
      expect.objectContaining({ method: 'POST' }),
    );
    release();

    expect(await screen.findByText('Vote Recorded!')).toBeInTheDocument();
    expect(screen.getByText('Thank you for supporting this prospect!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('votes')).toHaveTextContent('11'));
  });

  it('a repeat vote says Already Voted with the server message', async () => {
    handler = (_url, init) =>
      init?.method === 'POST'
        ? json(409, { message: 'You have already voted for this prospect' })
        : json(200, { data: [prospect(1)] });
    render(<Leaderboard />);
    await screen.findByText('Player Number1');
    await userEvent.click(screen.getByRole('button', { name: 'VOTE for Player Number1' }));
    expect(await screen.findByText('Already Voted')).toBeInTheDocument();
    expect(screen.getByText('You have already voted for this prospect')).toBeInTheDocument();
  });
});

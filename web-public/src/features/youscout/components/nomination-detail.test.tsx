import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NominationDetail } from '@/features/youscout/components/nomination-detail';
import {
  comment,
  ID,
  json,
  mockApi,
  nomination,
  signedIn,
  signedOut,
} from '@/features/youscout/testing';
import type { ScoutComment } from '@/features/youscout/types';
import { HELD_NOTE } from '@/features/youscout/utils/messages';
import { render, screen, waitFor, within } from '@/test-utils/render';

afterEach(() => vi.unstubAllGlobals());

const ONE = `GET /api/you-scout/nominations/${ID(1)}`;
const COMMENTS = `GET /api/you-scout/nominations/${ID(1)}/comments`;
const comments = (data: ScoutComment[]) => () => json({ data, total: data.length });
const show = () =>
  render(<NominationDetail id={ID(1)} />, { route: `/you-scout/nomination/${ID(1)}` });

describe('a nomination', () => {
  it('shows a skeleton while loading', () => {
    mockApi({ ...signedOut, [ONE]: () => new Promise<Response>(() => {}) });
    show();
    expect(screen.getByRole('status', { name: 'Loading the nomination' })).toBeInTheDocument();
  });

  it('not public (the API 404s): a clear "Nomination not found" page', async () => {
    mockApi({ ...signedOut, [ONE]: () => json({ message: 'Nomination not found' }, 404) });
    show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nomination not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the leaderboard' })).toHaveAttribute(
      'href',
      '/you-scout/leaderboard',
    );
  });

  it('any other failure says so, and Try Again loads it', async () => {
    let fail = true;
    mockApi({
      ...signedOut,
      [ONE]: () => (fail ? json({ message: 'Server error' }, 500) : json(nomination())),
      [COMMENTS]: comments([]),
    });
    show();
    expect(await screen.findByText('Error loading the nomination')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Athlete1 K.' }),
    ).toBeInTheDocument();
  });

  it("shows the athlete's public facts, the performance, the video in the no-cookie player and the votes", async () => {
    mockApi({
      ...signedOut,
      [ONE]: () =>
        json(
          nomination({
            communityVotes: 42,
            athlete: {
              ...nomination().athlete,
              video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
            },
          }),
        ),
      [COMMENTS]: comments([]),
    });
    show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Athlete1 K.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Baseball · SS / P · Ages 13-15 · LA')).toBeInTheDocument();
    expect(screen.getByText(/Went four for four/)).toBeInTheDocument();
    const player = screen.getByTitle('Video of Athlete1 K.');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(player.getAttribute('allow')).not.toMatch(/autoplay/);
    expect(screen.getByTestId('votes')).toHaveTextContent('42 votes');
    expect(screen.getByRole('button', { name: 'VOTE for Athlete1 K.' })).toBeInTheDocument();
    // The nominator is shown only when the answer names them.
    expect(screen.queryByText('Nominated by')).not.toBeInTheDocument();
    // A guardian or the athlete finds the removal request, for this nomination.
    expect(
      screen.getByRole('link', { name: 'Ask for this nomination to be removed' }),
    ).toHaveAttribute('href', `/you-scout/removal?nomination=${ID(1)}`);
  });

  it('shows the nominator with their badges when the answer carries them', async () => {
    mockApi({
      ...signedOut,
      [ONE]: () =>
        json(
          nomination({
            nominator: {
              userId: ID(50),
              username: 'coach_mike',
              badges: [
                {
                  id: 'b1',
                  name: 'Talent Spotter',
                  description: 'First approved',
                  icon: 'binoculars',
                  awardedAt: '2026-11-02T12:00:00.000Z',
                },
              ],
            },
          }),
        ),
      [COMMENTS]: comments([]),
    });
    show();
    const section = await screen.findByRole('region', { name: 'Nominated by' });
    expect(section).toHaveTextContent('coach_mike');
    expect(within(section).getByText('Talent Spotter')).toBeInTheDocument();
  });

  it('VOTE: "Vote Recorded!" and the count again; already voted: "Already Voted"', async () => {
    let votes = 5;
    let voted = false;
    mockApi({
      ...signedOut,
      [ONE]: () => json(nomination({ communityVotes: votes })),
      [COMMENTS]: comments([]),
      [`POST /api/you-scout/nominations/${ID(1)}/vote`]: () => {
        if (voted) return json({ message: 'You have already voted for this nomination' }, 409);
        voted = true;
        votes += 1;
        return json({ message: 'Vote recorded', nominationId: ID(1), communityVotes: votes }, 201);
      },
    });
    show();
    const button = await screen.findByRole('button', { name: 'VOTE for Athlete1 K.' });
    await userEvent.click(button);
    expect(await screen.findByText('Vote Recorded!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('votes')).toHaveTextContent('6 votes'));
    await userEvent.click(screen.getByRole('button', { name: 'VOTE for Athlete1 K.' }));
    expect(await screen.findByText('Already Voted')).toBeInTheDocument();
  });
});

describe("a nomination's comments", () => {
  it("shows the comments, a hidden one's placeholder, and to a visitor a sign-in link and no Report", async () => {
    mockApi({
      ...signedOut,
      // The server counts the shown comments only, as My nominations shows them.
      [ONE]: () => json(nomination({ commentCount: 1 })),
      [COMMENTS]: comments([
        comment(1),
        comment(2, { status: 'hidden', text: 'removed by a moderator: personal details' }),
      ]),
    });
    show();
    expect(await screen.findByText('Great game number 1!')).toBeInTheDocument();
    expect(screen.getByText('removed by a moderator: personal details')).toBeInTheDocument();
    // The placeholder is listed, not counted (issue 36: it said "Comments (2)").
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Add a comment')).not.toBeInTheDocument();
  });

  it('with none, invites the first', async () => {
    mockApi({ ...signedOut, [ONE]: () => json(nomination()), [COMMENTS]: comments([]) });
    show();
    expect(
      await screen.findByText('No comments yet. Be the first to cheer this athlete on.'),
    ).toBeInTheDocument();
  });

  it("shows its author a held comment with the note that it waits for review, and offers no Report on one's own", async () => {
    mockApi({
      ...signedIn,
      [ONE]: () => json(nomination()),
      [COMMENTS]: comments([comment(1, { status: 'held', mine: true, text: 'call me 555-0100' })]),
    });
    show();
    expect(await screen.findByText('call me 555-0100')).toBeInTheDocument();
    expect(screen.getByText(HELD_NOTE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });

  it('posts a comment; a held one says it waits for a moderator', async () => {
    const posted: ScoutComment[] = [];
    const calls = mockApi({
      ...signedIn,
      [ONE]: () => json(nomination()),
      [COMMENTS]: () => json({ data: posted, total: posted.length }),
      [`POST /api/you-scout/nominations/${ID(1)}/comments`]: ({ body }) => {
        const text = (body as { comment: string }).comment;
        const held = text.includes('@');
        posted.push(
          comment(posted.length + 1, { text, mine: true, status: held ? 'held' : 'shown' }),
        );
        return json({ id: ID(200 + posted.length), status: held ? 'held' : 'shown' }, 201);
      },
    });
    show();
    const box = await screen.findByLabelText('Add a comment');
    await userEvent.type(box, 'What a throw!');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('What a throw!')).toBeInTheDocument();
    expect(screen.getByText('Your comment is posted.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ comment: 'What a throw!' });
    expect(box).toHaveValue('');

    await userEvent.type(box, 'dm me @coach');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(
      await screen.findByText(
        'Your comment is waiting for a moderator to review it. Until then only you can see it.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText(HELD_NOTE)).toBeInTheDocument();
  });

  it("shows the server's message beside the box when a comment is refused", async () => {
    mockApi({
      ...signedIn,
      [ONE]: () => json(nomination()),
      [COMMENTS]: comments([]),
      [`POST /api/you-scout/nominations/${ID(1)}/comments`]: () =>
        json({ message: 'Validation failed', errors: { comment: 'Comment is required' } }, 400),
    });
    show();
    await userEvent.type(await screen.findByLabelText('Add a comment'), '   x');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Comment is required')).toBeInTheDocument();
  });

  it("reports another's comment: the thanks; reported already: the server's 409 message", async () => {
    let reported = false;
    mockApi({
      ...signedIn,
      [ONE]: () => json(nomination()),
      [COMMENTS]: comments([comment(1), comment(2)]),
      [`POST /api/you-scout/comments/${ID(101)}/report`]: () =>
        json({ message: 'Thank you: a moderator will look at this comment' }),
      [`POST /api/you-scout/comments/${ID(102)}/report`]: () => {
        if (reported) return json({ message: 'never' });
        reported = true;
        return json({ message: 'You have already reported this comment' }, 409);
      },
    });
    show();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Report the comment by fan1' }),
    );
    expect(
      await screen.findByText('Thank you: a moderator will look at this comment'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Report the comment by fan2' }));
    expect(await screen.findByText('You have already reported this comment')).toBeInTheDocument();
  });
});

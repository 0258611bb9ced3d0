import { afterEach, describe, expect, it, vi } from 'vitest';
import { YouScoutHome } from '@/features/youscout/components/you-scout-home';
import { card, ID, json, mockApi, signedOut } from '@/features/youscout/testing';
import { render, screen, within } from '@/test-utils/render';

afterEach(() => vi.unstubAllGlobals());

const TOP = 'GET /api/you-scout/nominations/top-week';
const BADGES = 'GET /api/you-scout/badges';
const badge = {
  id: 'b1',
  name: 'Talent Spotter',
  description: 'Your first nomination was approved',
  icon: 'binoculars',
  requirements: 'Have a nomination approved by our staff',
  rule: 'first-approved-nomination',
};

describe('YouScout home', () => {
  it('says what YouScout is, and calls to nominate', () => {
    mockApi({
      ...signedOut,
      [TOP]: () => new Promise<Response>(() => {}),
      [BADGES]: () => new Promise<Response>(() => {}),
    });
    render(<YouScoutHome />, { route: '/you-scout' });
    expect(screen.getByRole('heading', { level: 1, name: 'YouScout' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /Coaches, parents and fans nominate baseball and softball athletes, the community votes, and our staff review/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Staff review' })).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Nominate an athlete' }))
      expect(link).toHaveAttribute('href', '/you-scout/nominate');
    expect(
      screen.getByRole('status', { name: "Loading this week's top nominations" }),
    ).toBeInTheDocument();
  });

  it("lists this week's top nominations with their week's votes, and how each badge is earned", async () => {
    mockApi({
      ...signedOut,
      [TOP]: () =>
        json({
          data: [
            { ...card(2), votesThisWeek: 31 },
            { ...card(1), votesThisWeek: 12 },
          ],
        }),
      [BADGES]: () => json({ data: [badge] }),
    });
    render(<YouScoutHome />, { route: '/youscout' });
    const rows = await screen.findAllByTestId('top-week');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Athlete2 K.',
      'Athlete1 K.',
    ]);
    expect(rows[0]).toHaveTextContent('+31 this week');
    expect(within(rows[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/youscout/nomination/${ID(2)}`,
    );
    expect(await screen.findByText('Talent Spotter')).toBeInTheDocument();
    expect(
      screen.getByText('How to earn it: Have a nomination approved by our staff'),
    ).toBeInTheDocument();
  });

  it('with no votes this week, points to the leaderboard; a failed load says so', async () => {
    mockApi({
      ...signedOut,
      [TOP]: () => json({ data: [] }),
      [BADGES]: () => json({ message: 'Server error' }, 500),
    });
    render(<YouScoutHome />);
    expect(await screen.findByText(/No votes yet this week/)).toBeInTheDocument();
    expect(await screen.findByText('The badges could not be loaded')).toBeInTheDocument();
  });
});

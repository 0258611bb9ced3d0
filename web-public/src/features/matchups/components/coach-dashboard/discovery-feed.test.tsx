import { MESSAGES } from '@server/matchups/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { card, feedItem } from '@/features/matchups/testing';
import { json, mockApi } from '@/test-utils/mock-api';
import { render, screen, within } from '@/test-utils/render';
import { DiscoveryFeed } from './discovery-feed';

const feed = (body: unknown, status = 200) =>
  mockApi({ 'GET /api/matchups/feed': () => json(body, status) });

afterEach(() => vi.unstubAllGlobals());

describe('the discovery feed', () => {
  it('shows each kind of item with a link to the athlete, the value and when', async () => {
    const first = feedItem('value_rose', 1);
    feed({
      personalised: true,
      items: [
        first,
        feedItem('verified_best', 2, {
          metricType: 'sixty_yard_dash',
          value: 6.85,
          at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
        }),
        feedItem('value_rose', 3, { metricType: 'sixty_yard_dash', value: 6.8, previous: 7.1 }),
        feedItem('new_athlete', 4, { athlete: card(4, { positions: ['C'], state: 'TX' }) }),
      ],
    });
    render(<DiscoveryFeed />);
    const list = within(await screen.findByRole('list', { name: 'Discovery feed' }));
    const [rose, best, faster, fresh] = list.getAllByRole('listitem');
    expect(rose).toHaveTextContent('Improved');
    expect(rose).toHaveTextContent('Jordan1 B.: Exit velocity 93.0 mph, rose from 91.2 mph');
    expect(rose).toHaveTextContent('2 days ago');
    expect(best).toHaveTextContent('Verified best');
    expect(best).toHaveTextContent('Jordan2 B.: 60-yard dash 6.85 s, first verified best');
    expect(best).toHaveTextContent('3 hours ago');
    // A dash is better lower: it improves rather than rises.
    expect(faster).toHaveTextContent('60-yard dash 6.80 s, improved from 7.10 s');
    expect(fresh).toHaveTextContent('Jordan4 B.: new athlete · C · Class of 2028 · TX');
    expect(within(rose as HTMLElement).getByRole('link', { name: 'Jordan1 B.' })).toHaveAttribute(
      'href',
      `/matchups/athletes/${card(1).id}`,
    );
    expect(within(rose as HTMLElement).getByText('2 days ago')).toHaveAttribute(
      'dateTime',
      first.at,
    );
    // Personalised: no hint to save preferences.
    expect(screen.queryByRole('link', { name: 'Save your discovery preferences' })).toBeNull();
  });

  it('says plainly when there is nothing new among the athletes the preferences name', async () => {
    feed({ personalised: true, items: [] });
    render(<DiscoveryFeed />);
    expect(
      await screen.findByText(
        'Nothing new in the last 14 days among the athletes your preferences name. Widen them to see more.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Discovery feed' })).toBeNull();
  });

  it('without saved preferences, says it is everyone’s news and points to the preferences', async () => {
    feed({ personalised: false, items: [feedItem('new_athlete', 5)] });
    render(<DiscoveryFeed />);
    expect(await screen.findByText(/This is what is new across Matchups/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Save your discovery preferences' })).toHaveAttribute(
      'href',
      '#preferences',
    );
    expect(screen.getByRole('link', { name: 'Jordan5 B.' })).toBeInTheDocument();
  });

  it('empty and without preferences, says nothing is new on Matchups', async () => {
    feed({ personalised: false, items: [] });
    render(<DiscoveryFeed />);
    expect(
      await screen.findByText('Nothing new on Matchups in the last 14 days.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Save your discovery preferences' }),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal to an account that is not a coach’s or scout’s', async () => {
    feed({ message: MESSAGES.notCoachOrScout }, 403);
    render(<DiscoveryFeed />);
    expect(await screen.findByText('Your feed could not be loaded')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.notCoachOrScout)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

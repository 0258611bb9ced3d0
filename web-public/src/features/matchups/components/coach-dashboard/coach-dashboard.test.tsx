import { MantineProvider } from '@mantine/core';
import { MESSAGES } from '@server/matchups/constants';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  alert,
  bodyOf,
  card,
  feedItem,
  heatMap,
  ID,
  signedInAs,
  viewer,
  watch,
} from '@/features/matchups/testing';
import { type ApiHandler, json, mockApi } from '@/test-utils/mock-api';
import { renderRoutes, screen, waitFor, within } from '@/test-utils/render';
import { theme } from '@/theme';
import { CoachDashboard } from './coach-dashboard';

const PREFERENCES = { positions: [], graduationYears: [], states: [], metricTypes: [] };

function api(routes: Record<string, ApiHandler> = {}, who = viewer()) {
  return mockApi({
    ...signedInAs(who.role),
    'GET /api/matchups/me': () => json(who),
    'GET /api/matchups/watchlist': () => json([]),
    'GET /api/matchups/alerts': () => json([]),
    'GET /api/matchups/preferences': () => json(PREFERENCES),
    'GET /api/matchups/feed': () => json({ personalised: false, items: [] }),
    // The tests run in UTC (vitest.config.ts): the heat map starts in the browser's zone.
    'GET /api/matchups/heat-map?timeZone=UTC': () => json(heatMap({ timeZone: 'UTC' })),
    ...routes,
  });
}

// env="test" keeps Mantine from hiding a popover whose target jsdom reports as off-screen.
const renderPage = () =>
  renderRoutes(
    {
      '/matchups/coach-dashboard': (
        <MantineProvider theme={theme} env="test">
          <CoachDashboard />
        </MantineProvider>
      ),
    },
    '/matchups/coach-dashboard',
  );

afterEach(() => vi.unstubAllGlobals());

describe('/matchups/coach-dashboard', { timeout: 30_000 }, () => {
  it('tells an unverified coach why they cannot verify and how to get verified', async () => {
    api({}, viewer({ verification: 'pending', mayVerify: false }));
    renderPage();
    expect(await screen.findByText('Your coach verification is pending.')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.notVerifiedCoach)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    // Searching is still theirs.
    expect(screen.getByRole('form', { name: 'Search athletes' })).toBeInTheDocument();
  });

  it('given an account that is not a coach or scout, then says discovery is theirs, and where to go', async () => {
    api({}, viewer({ role: 'parent', verification: null, maySearch: false, mayVerify: false }));
    renderPage();
    expect(await screen.findByText(MESSAGES.notCoachOrScout)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Search athletes' })).toBeNull();
  });

  it('searches with each threshold its own threshold= and shows the cards with percentiles', async () => {
    const searched: string[] = [];
    const fetch = api({});
    fetch.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith('/api/matchups/search?')) {
        searched.push(url);
        return json({ athletes: [card(1), card(2, { bests: [] })], total: 2, page: 1, limit: 12 });
      }
      const routes: Record<string, () => Response> = {
        'GET /api/user': () =>
          json({ id: 'u', username: 'coach', email: null, role: 'coach', createdAt: '' }),
        'GET /api/matchups/me': () => json(viewer()),
        'GET /api/matchups/watchlist': () => json([]),
        'GET /api/matchups/alerts': () => json([]),
        'GET /api/matchups/preferences': () => json(PREFERENCES),
      };
      return routes[`${init?.method ?? 'GET'} ${url}`]?.() ?? json({ message: 'Not found' }, 404);
    });
    const user = userEvent.setup();
    renderPage();
    const form = within(await screen.findByRole('form', { name: 'Search athletes' }));
    await user.type(form.getByLabelText('Name or school'), 'jon');
    await user.selectOptions(form.getByLabelText('Position'), 'SS');
    await user.click(form.getByRole('button', { name: 'Add a threshold' }));
    await user.type(form.getByLabelText('Value (mph)'), '85');
    await user.click(form.getByRole('button', { name: 'Add a threshold' }));
    const second = within(form.getByRole('group', { name: 'Threshold 2' }));
    await user.selectOptions(second.getByLabelText('Metric'), 'sixty_yard_dash');
    await user.selectOptions(second.getByLabelText('Operator'), '<=');
    await user.type(second.getByLabelText('Value (s)'), '7.2');
    await user.click(form.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('2 athletes match')).toBeInTheDocument();
    const params = new URL(searched[0] ?? '', 'http://x').searchParams;
    expect(params.get('q')).toBe('jon');
    expect(params.get('position')).toBe('SS');
    expect(params.getAll('threshold')).toEqual(['exit_velocity>=85', 'sixty_yard_dash<=7.2']);
    const first = within(screen.getByRole('article', { name: 'Jordan1 B.' }));
    expect(first.getByText('87th percentile of 31')).toBeInTheDocument();
    expect(first.getByText('91.2 mph')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Jordan2 B.' })).getByText(
        'No verified values yet',
      ),
    ).toBeInTheDocument();
  });

  it('moves a card with its Move to, and puts it back when the server refuses', async () => {
    const moves: unknown[] = [];
    let refuse = false;
    api({
      'GET /api/matchups/watchlist': () =>
        json([watch(1), watch(2, { stage: 'contacted', priority: 'high', notes: 'Strong arm' })]),
      [`POST /api/matchups/watchlist/${ID(1)}/stage`]: (init) => {
        moves.push(bodyOf(init));
        return refuse
          ? json({ message: MESSAGES.sameStage }, 409)
          : json(watch(1, { stage: 'evaluating' }));
      },
    });
    const user = userEvent.setup();
    renderPage();
    const column = (name: string) => within(screen.getByRole('region', { name }));
    await screen.findByRole('region', { name: 'Identified' });
    expect(
      await column('Identified').findByRole('listitem', { name: 'Jordan1 B.' }),
    ).toBeInTheDocument();
    expect(column('Contacted').getByText('Strong arm')).toBeInTheDocument();
    expect(column('Contacted').getByText('high priority')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Move Jordan1 B. to'), 'evaluating');
    expect(
      await column('Evaluating').findByRole('listitem', { name: 'Jordan1 B.' }),
    ).toBeInTheDocument();
    expect(moves).toEqual([{ stage: 'evaluating' }]);
    expect(await screen.findByText('Jordan1 B. moved to Evaluating')).toBeInTheDocument();

    refuse = true;
    await user.selectOptions(screen.getByLabelText('Move Jordan1 B. to'), 'offered');
    expect(await screen.findByText(MESSAGES.sameStage)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        column('Evaluating').getByRole('listitem', { name: 'Jordan1 B.' }),
      ).toBeInTheDocument(),
    );
    expect(column('Offered').queryByRole('listitem')).toBeNull();
    // Every card has a drag handle the keyboard can pick up, too.
    expect(screen.getByRole('button', { name: 'Drag Jordan1 B.' })).toBeInTheDocument();
  });

  it('watches an athlete with a priority and notes', async () => {
    const watched: unknown[] = [];
    const fetch = api();
    const base = fetch.getMockImplementation();
    fetch.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/matchups/search?'))
        return json({ athletes: [card(3)], total: 1, page: 1, limit: 12 });
      if (url === `/api/matchups/watchlist/${ID(3)}` && init?.method === 'PUT') {
        watched.push(bodyOf(init));
        return json(watch(3, { priority: 'high', notes: 'Saw him at the showcase' }));
      }
      return base ? base(input, init) : json({}, 404);
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    const result = within(await screen.findByRole('article', { name: 'Jordan3 B.' }));
    await user.click(result.getByRole('button', { name: 'Watch' }));
    const form = within(await screen.findByRole('form', { name: 'Watch Jordan3 B.' }));
    await user.click(form.getByText('High'));
    await user.type(form.getByLabelText('Notes'), 'Saw him at the showcase');
    await user.click(form.getByRole('button', { name: 'Watch Jordan3 B.' }));
    await waitFor(() =>
      expect(watched).toEqual([{ priority: 'high', notes: 'Saw him at the showcase' }]),
    );
  });

  it('lists alerts, turns one off, and refuses a target outside the range in place', async () => {
    const changes: unknown[] = [];
    const existing = alert();
    api({
      'GET /api/matchups/alerts': () => json([existing]),
      [`PUT /api/matchups/alerts/${existing.id}`]: (init) => {
        changes.push(bodyOf(init));
        return json({ ...existing, isActive: false });
      },
      'POST /api/matchups/alerts': () =>
        json(
          {
            message: 'Invalid input',
            errors: { targetValue: 'Exit velocity must be between 30 and 120 mph' },
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderPage();
    const list = within(await screen.findByRole('list', { name: 'Your alerts' }));
    expect(
      list.getByText('Exit velocity ≥ 85.0 mph · Class of 2028 · LA · Real time'),
    ).toBeInTheDocument();
    await user.click(list.getByRole('switch'));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]).toMatchObject({
      metricType: 'exit_velocity',
      operator: '>=',
      targetValue: 85,
      isActive: false,
    });
    expect(await list.findByText('Off')).toBeInTheDocument();

    const form = within(screen.getByRole('form', { name: 'New alert' }));
    await user.type(form.getByLabelText(/Target/), '150');
    await user.click(form.getByRole('button', { name: 'Create alert' }));
    expect(
      await form.findByText('Exit velocity must be between 30 and 120 mph'),
    ).toBeInTheDocument();
  });

  it('saves the discovery preferences', async () => {
    const saved: unknown[] = [];
    api({
      'GET /api/matchups/preferences': () => json({ ...PREFERENCES, states: ['LA'] }),
      'PUT /api/matchups/preferences': (init) => {
        saved.push(bodyOf(init));
        return json(bodyOf(init));
      },
    });
    const user = userEvent.setup();
    renderPage();
    const form = within(await screen.findByRole('form', { name: 'Discovery preferences' }));
    await user.click(form.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(saved).toEqual([{ ...PREFERENCES, states: ['LA'] }]));
    expect(await screen.findByText('Preferences saved')).toBeInTheDocument();
  });

  it('reads the discovery feed again once the preferences are saved', async () => {
    let saved = false;
    api({
      'GET /api/matchups/feed': () =>
        json(
          saved
            ? { personalised: true, items: [feedItem('verified_best', 7)] }
            : { personalised: false, items: [] },
        ),
      'PUT /api/matchups/preferences': (init) => {
        saved = true;
        return json(bodyOf(init));
      },
    });
    const user = userEvent.setup();
    renderPage();
    const feed = within(await screen.findByRole('region', { name: 'Discovery feed' }));
    expect(
      await feed.findByText('Nothing new on Matchups in the last 14 days.'),
    ).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Discovery preferences' }));
    await user.click(form.getByRole('button', { name: 'Save preferences' }));
    expect(await feed.findByRole('link', { name: 'Jordan7 B.' })).toBeInTheDocument();
    expect(feed.queryByRole('link', { name: 'Save your discovery preferences' })).toBeNull();
  });

  it('shows when the watched athletes are active', async () => {
    api();
    renderPage();
    const part = within(
      await screen.findByRole('region', { name: 'When your athletes are active' }),
    );
    expect(await part.findByText(/Most active: Saturday 9–10 am/)).toBeInTheDocument();
    expect(part.getByRole('table')).toBeInTheDocument();
  });

  it('shows the parts of the next release as plain empty states', async () => {
    api();
    renderPage();
    const feed = await screen.findByRole('region', { name: '1v1 matchups' });
    expect(feed).toHaveTextContent('Coming in the next release.');
    expect(within(feed).queryByRole('button')).toBeNull();
  });
});

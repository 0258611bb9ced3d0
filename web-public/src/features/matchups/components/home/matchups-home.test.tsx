import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserFlows } from '@/features/matchups/components/user-flows';
import { signedOut } from '@/features/matchups/testing';
import { json, mockApi } from '@/test-utils/mock-api';
import { render, renderRoutes, screen, within } from '@/test-utils/render';
import { MatchupsHome } from './matchups-home';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('/matchups', { timeout: 30_000 }, () => {
  it('shows the live counters from the read models, and where each role starts', async () => {
    mockApi({
      ...signedOut,
      'GET /api/matchups/counters': () =>
        json({ activeAlerts: 12, liveMatchups: 0, athletesTracked: 2341 }),
    });
    const user = userEvent.setup();
    renderRoutes({ '/matchups': <MatchupsHome />, '/auth': <p>Auth page</p> }, '/matchups');
    const live = within(screen.getByRole('region', { name: 'Live on Matchups' }));
    expect(await live.findByText('2,341')).toBeInTheDocument();
    expect(live.getByText('12')).toBeInTheDocument();
    expect(live.getByText('0')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Athlete dashboard' })).toHaveAttribute(
      'href',
      '/matchups/athlete-dashboard',
    );
    expect(screen.getByRole('link', { name: 'Coach dashboard' })).toHaveAttribute(
      'href',
      '/matchups/coach-dashboard',
    );

    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Auth page')).toBeInTheDocument();
    // A stored path under /matchups is what shows /auth's Matchups variant.
    expect(sessionStorage.getItem('redirectAfterLogin')).toContain('/matchups');
  });

  it('given the counters fail, then says so with Try again', async () => {
    mockApi({ ...signedOut, 'GET /api/matchups/counters': () => json({ message: 'down' }, 500) });
    render(<MatchupsHome />);
    expect(await screen.findByText('The live counters could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('/matchups/user-flows', () => {
  it('walks each role through, step by step, each step linking to its screen', () => {
    render(<UserFlows />);
    const athletes = within(screen.getByRole('region', { name: 'For athletes and parents' }));
    const coaches = within(screen.getByRole('region', { name: 'For coaches and scouts' }));
    expect(athletes.getAllByRole('listitem')).toHaveLength(5);
    expect(coaches.getAllByRole('listitem')).toHaveLength(5);
    for (const link of athletes.getAllByRole('link'))
      expect(link.getAttribute('href')).toMatch(/^\/matchups\/athlete-dashboard/);
    expect(
      coaches.getByRole('link', { name: 'Coach dashboard: Pipeline' }).getAttribute('href'),
    ).toMatch(/^\/matchups\/coach-dashboard/);
  });
});

import { MESSAGES } from '@server/matchups/constants';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ATHLETE,
  athlete,
  bodyOf,
  metric,
  signedInAs,
  signedOut,
  verified,
  viewer,
} from '@/features/matchups/testing';
import { type ApiHandler, json, mockApi } from '@/test-utils/mock-api';
import { renderRoutes, screen, waitFor, within } from '@/test-utils/render';
import { AthletePage } from './athlete-page';

const PENDING = metric({
  id: '10000000-0000-4000-8000-000000000001',
  value: 88.5,
  measuredOn: '2026-04-05',
});
const DONE = verified({
  id: '10000000-0000-4000-8000-000000000002',
  value: 90.1,
  measuredOn: '2026-03-05',
});

function api(routes: Record<string, ApiHandler>) {
  return mockApi({
    [`GET /api/matchups/athletes/${ATHLETE}`]: () => json(athlete()),
    [`GET /api/matchups/athletes/${ATHLETE}/metrics`]: () => json([DONE, PENDING]),
    ...routes,
  });
}

const renderPage = () =>
  renderRoutes(
    { '/matchups/athletes/:athleteId': <AthletePage athleteId={ATHLETE} /> },
    `/matchups/athletes/${ATHLETE}`,
  );

afterEach(() => vi.unstubAllGlobals());

describe('/matchups/athletes/:athleteId', { timeout: 30_000 }, () => {
  it('shows the athlete as the server gives them, bests with percentiles, and no review to a visitor', async () => {
    api(signedOut);
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jordan1 B.' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Broussard/)).toBeNull();
    const best = within(screen.getByRole('article', { name: 'Exit velocity' }));
    expect(best.getByText('87th percentile of 31')).toBeInTheDocument();
    expect(await screen.findAllByTestId('metric-value')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Verify/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Performance report' })).toHaveAttribute(
      'href',
      `/matchups/athletes/${ATHLETE}/report`,
    );
  });

  it('says when a child is free only to verified coaches, and lists the windows to them', async () => {
    api({
      ...signedOut,
      [`GET /api/matchups/athletes/${ATHLETE}`]: () =>
        json(athlete({ availability: null, timeZone: null })),
    });
    const { unmount } = renderPage();
    expect(await screen.findByText('Shown to verified coaches only.')).toBeInTheDocument();
    unmount();
    api({
      ...signedOut,
      [`GET /api/matchups/athletes/${ATHLETE}`]: () =>
        json(athlete({ availability: [{ day: 'tue', start: '16:00', end: '18:30' }] })),
    });
    renderPage();
    expect(await screen.findByText(/16:00–18:30/)).toBeInTheDocument();
    expect(screen.getByText('Times in America/New_York')).toBeInTheDocument();
  });

  it('plays a highlight video in its provider’s privacy-enhanced player, never auto-playing', async () => {
    api({
      ...signedOut,
      [`GET /api/matchups/athletes/${ATHLETE}`]: () =>
        json(
          athlete({
            videos: [
              {
                id: '20000000-0000-4000-8000-000000000001',
                url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
                title: 'Fall showcase at bats',
                link: {
                  provider: 'youtube',
                  id: 'dQw4w9WgXcQ',
                  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
                  embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
                },
              },
            ],
          }),
        ),
    });
    renderPage();
    const player = await screen.findByTitle('Fall showcase at bats');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(player.getAttribute('allow')).not.toMatch(/autoplay/);
  });

  it('gives a verified coach Verify and Reject on a self-reported value only, and verifies with an event', async () => {
    const verifies: unknown[] = [];
    api({
      ...signedInAs('coach'),
      'GET /api/matchups/me': () => json(viewer()),
      'GET /api/matchups/watchlist': () => json([]),
      [`POST /api/matchups/metrics/${PENDING.id}/verify`]: (init) => {
        verifies.push(bodyOf(init));
        return json(verified({ id: PENDING.id }));
      },
    });
    const user = userEvent.setup();
    renderPage();
    const verify = await screen.findByRole('button', {
      name: 'Verify Exit velocity 88.5 mph on Apr 5, 2026',
    });
    expect(screen.getAllByRole('button', { name: /^Verify / })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Reject / })).toHaveLength(1);
    await user.click(verify);
    const dialog = within(await screen.findByRole('dialog', { name: 'Verify a value' }));
    await user.type(dialog.getByLabelText(/Event name/), 'Fall Showcase');
    await user.type(dialog.getByLabelText(/Place/), 'Metairie');
    await user.click(dialog.getByRole('button', { name: 'Verify value' }));
    await waitFor(() =>
      expect(verifies).toEqual([
        {
          evidence: { kind: 'event', name: 'Fall Showcase', date: '2026-04-05', place: 'Metairie' },
        },
      ]),
    );
    expect(await screen.findByText('Value verified')).toBeInTheDocument();
  });

  it("rejects with a reason, and shows the server's refusal", async () => {
    api({
      ...signedInAs('coach'),
      'GET /api/matchups/me': () => json(viewer()),
      'GET /api/matchups/watchlist': () => json([]),
      [`POST /api/matchups/metrics/${PENDING.id}/reject`]: () =>
        json({ message: MESSAGES.alreadyVerified }, 409),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /^Reject / }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject a value' }));
    await user.type(dialog.getByLabelText(/Reason/), 'Not the athlete in the video');
    await user.click(dialog.getByRole('button', { name: 'Reject value' }));
    expect(await dialog.findByText(MESSAGES.alreadyVerified)).toBeInTheDocument();
  });

  it('tells an unverified coach why there is nothing to verify, and offers none', async () => {
    api({
      ...signedInAs('coach'),
      'GET /api/matchups/me': () => json(viewer({ verification: 'rejected', mayVerify: false })),
      'GET /api/matchups/watchlist': () => json([]),
    });
    renderPage();
    expect(await screen.findByText(MESSAGES.notVerifiedCoach)).toBeInTheDocument();
    await screen.findAllByTestId('metric-value');
    expect(screen.queryByRole('button', { name: /^Verify / })).toBeNull();
  });

  it('given no such athlete (or one not shown), then a page that says so under its heading', async () => {
    mockApi({
      [`GET /api/matchups/athletes/${ATHLETE}`]: () =>
        json({ message: MESSAGES.athleteNotFound }, 404),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.athleteNotFound }),
    ).toBeInTheDocument();
    expect(screen.getByText(/not shown here/)).toBeInTheDocument();
  });
});

import { MESSAGES } from '@server/matchups/constants';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ATHLETE,
  bodyOf,
  ID,
  metric,
  ownAthlete,
  signedInAs,
  signedOut,
  verified,
  viewer,
} from '@/features/matchups/testing';
import { json, mockApi } from '@/test-utils/mock-api';
import { renderRoutes, screen, waitFor, within } from '@/test-utils/render';
import { AthleteDashboard } from './athlete-dashboard';

const OWN = `/api/matchups/athletes/${ATHLETE}/own`;
const me = (athletes = [{ id: ATHLETE, name: 'Jordan Broussard', ownAccount: false }]) => ({
  'GET /api/matchups/me': () =>
    json(
      viewer({ role: 'parent', verification: null, maySearch: false, mayVerify: false, athletes }),
    ),
});

function renderPage() {
  return renderRoutes(
    { '/matchups/athlete-dashboard': <AthleteDashboard />, '/auth': <p>Auth page</p> },
    '/matchups/athlete-dashboard',
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('/matchups/athlete-dashboard', { timeout: 30_000 }, () => {
  it('given a signed-out visitor, then a sign-in prompt that comes back here through the Matchups variant', async () => {
    mockApi(signedOut);
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Sign in to your athlete dashboard' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByText('Auth page')).toBeInTheDocument();
    expect(sessionStorage.getItem('redirectAfterLogin')).toBe('/matchups/athlete-dashboard');
    expect(sessionStorage.getItem('authTab')).toBe('register');
  });

  it('given an account with no athlete, then says who the page is for and leads to Family', async () => {
    mockApi({ ...signedInAs('coach'), ...me([]) });
    renderPage();
    expect(await screen.findByText('No athlete profile on this account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Family page' })).toHaveAttribute(
      'href',
      '/profile/family',
    );
  });

  it('shows the meter with what is missing, and each value with its provenance, never a self-reported one as verified', async () => {
    mockApi({
      ...signedInAs('parent'),
      ...me(),
      [`GET ${OWN}`]: () =>
        json(
          ownAthlete({
            metrics: [
              metric({ value: 86, measuredOn: '2026-03-01' }),
              verified({ value: 90.5, measuredOn: '2026-04-01' }),
              metric({
                value: 99,
                measuredOn: '2026-04-10',
                status: 'rejected',
                decidedBy: 'Staff member',
                decidedByRole: 'staff',
                rejectionReason: 'The video shows a different athlete',
                decidedAt: '2026-04-11T10:00:00.000Z',
              }),
            ],
          }),
        ),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Profile 60% complete' }),
    ).toBeInTheDocument();
    expect(screen.getByText('A highlight video')).toBeInTheDocument();
    const meter = within(screen.getByRole('region', { name: 'Profile 60% complete' }));
    expect(meter.getByText('Availability')).toBeInTheDocument();

    const history = within(screen.getByRole('article', { name: 'Exit velocity' }));
    expect(history.getByRole('img', { name: /Exit velocity over time/ })).toBeInTheDocument();
    const rows = history.getAllByTestId('metric-value');
    const row = (value: string) =>
      within(rows.find((r) => r.textContent?.includes(value)) as HTMLElement);
    expect(row('86.0 mph').getByText('Self-reported')).toBeInTheDocument();
    expect(row('86.0 mph').queryByText('Verified')).toBeNull();
    expect(row('90.5 mph').getByText('Verified')).toBeInTheDocument();
    expect(row('90.5 mph').getByText(/Verified by a verified coach on/)).toBeInTheDocument();
    expect(
      row('90.5 mph').getByText('Evidence: Fall Showcase, Metairie, Apr 1, 2026'),
    ).toBeInTheDocument();
    expect(row('99.0 mph').getByText('Rejected')).toBeInTheDocument();
    expect(row('99.0 mph').getByText(/The video shows a different athlete/)).toBeInTheDocument();

    // Part 2 is said plainly, with nothing to press.
    expect(screen.getByRole('region', { name: '1v1 matchups' })).toHaveTextContent(
      'Coming in the next release.',
    );
    expect(
      within(screen.getByRole('region', { name: 'Messages' })).queryByRole('button'),
    ).toBeNull();
  });

  it('saves the profile, and shows each field the server refuses beside it', async () => {
    const saves: unknown[] = [];
    mockApi({
      ...signedInAs('parent'),
      ...me(),
      [`GET ${OWN}`]: () =>
        json(ownAthlete({ profile: null, completeness: { percent: 0, missing: [] } })),
      [`PUT /api/matchups/athletes/${ATHLETE}/profile`]: (init) => {
        saves.push(bodyOf(init));
        return json(
          {
            message: 'Check the highlighted fields',
            errors: {
              birthDate: 'Birth date must be a date like 2026-04-30',
              positions: 'Choose at least one position',
            },
          },
          400,
        );
      },
    });
    const user = userEvent.setup();
    renderPage();
    // A child not saved yet starts from the family's name.
    expect(await screen.findByLabelText(/First name/)).toHaveValue('Jordan');
    expect(screen.getByLabelText(/Last name/)).toHaveValue('Broussard');
    expect(
      screen.getByText(`${MESSAGES.profileMissing}: save the profile above, then record values.`),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Graduation year/), '2028');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(
      await screen.findByText('Birth date must be a date like 2026-04-30'),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose at least one position')).toBeInTheDocument();
    expect(saves[0]).toMatchObject({
      firstName: 'Jordan',
      lastName: 'Broussard',
      graduationYear: 2028,
      timeZone: 'America/New_York',
      positions: [],
    });
  });

  it('refuses a value outside the plausible range in place, with the range, and records one inside it', async () => {
    const posts: unknown[] = [];
    let profile = ownAthlete();
    mockApi({
      ...signedInAs('athlete'),
      ...me([{ id: ATHLETE, name: 'Jordan Broussard', ownAccount: true }]),
      [`GET ${OWN}`]: () => json(profile),
      [`POST /api/matchups/athletes/${ATHLETE}/metrics`]: (init) => {
        posts.push(bodyOf(init));
        const saved = metric({ value: 92.5 });
        profile = ownAthlete({ metrics: [saved] });
        return json(saved, 201);
      },
    });
    const user = userEvent.setup();
    renderPage();
    const form = within(await screen.findByRole('form', { name: 'Record a metric' }));
    expect(form.getByText('Plausible range: 30–120 mph · Higher is better')).toBeInTheDocument();
    await user.type(form.getByLabelText(/Value \(mph\)/), '150');
    await user.click(form.getByRole('button', { name: 'Record value' }));
    expect(
      await form.findByText('Exit velocity must be between 30 and 120 mph'),
    ).toBeInTheDocument();
    expect(posts).toEqual([]);

    await user.clear(form.getByLabelText(/Value \(mph\)/));
    await user.type(form.getByLabelText(/Value \(mph\)/), '92.5');
    console.log(
      'VALUE',
      (form.getByLabelText(/Value \(mph\)/) as HTMLInputElement).value,
      document.body.textContent?.includes('must be between'),
    );
    await user.click(form.getByRole('button', { name: 'Record value' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ metricType: 'exit_velocity', value: 92.5 });
    const history = within(await screen.findByRole('article', { name: 'Exit velocity' }));
    const row = within(await history.findByTestId('metric-value'));
    expect(row.getByText('92.5 mph')).toBeInTheDocument();
    expect(row.getByText('Self-reported')).toBeInTheDocument();
  });

  it("shows the server's refusal of a value in place (a date in the future)", async () => {
    mockApi({
      ...signedInAs('athlete'),
      ...me(),
      [`GET ${OWN}`]: () => json(ownAthlete()),
      [`POST /api/matchups/athletes/${ATHLETE}/metrics`]: () =>
        json({ message: 'Invalid input', errors: { measuredOn: MESSAGES.futureDate } }, 400),
    });
    const user = userEvent.setup();
    renderPage();
    const form = within(await screen.findByRole('form', { name: 'Record a metric' }));
    await user.selectOptions(form.getByLabelText('Metric'), 'sixty_yard_dash');
    expect(form.getByText('Plausible range: 5.8–12 s · Lower is better')).toBeInTheDocument();
    await user.type(form.getByLabelText(/Value \(s\)/), '6.9');
    await user.click(form.getByRole('button', { name: 'Record value' }));
    expect(await form.findByText(MESSAGES.futureDate)).toBeInTheDocument();
  });

  it('adds and removes achievements and videos, and saves availability in New Orleans time by default', async () => {
    const calls: { method: string; body: unknown }[] = [];
    const record =
      (method: string, answer = ownAthlete()) =>
      (init?: RequestInit) => {
        calls.push({ method, body: bodyOf(init) });
        return json(answer, method.startsWith('POST') ? 201 : 200);
      };
    mockApi({
      ...signedInAs('athlete'),
      ...me(),
      [`GET ${OWN}`]: () =>
        json(ownAthlete({ achievements: [{ id: ID(60), title: 'Tournament MVP', year: 2025 }] })),
      [`POST /api/matchups/athletes/${ATHLETE}/achievements`]: record(
        'POST achievement',
        ownAthlete({
          achievements: [
            { id: ID(60), title: 'Tournament MVP', year: 2025 },
            { id: ID(61), title: 'Honour roll', year: null },
          ],
        }),
      ),
      [`DELETE /api/matchups/athletes/${ATHLETE}/achievements/${ID(60)}`]:
        record('DELETE achievement'),
      [`POST /api/matchups/athletes/${ATHLETE}/videos`]: record(
        'POST video',
        ownAthlete({
          videos: [
            { id: ID(70), url: 'https://youtu.be/abc', title: 'Spring highlights', link: null },
          ],
        }),
      ),
      [`PUT /api/matchups/athletes/${ATHLETE}/availability`]: record('PUT availability'),
    });
    const user = userEvent.setup();
    renderPage();
    const achievements = within(await screen.findByRole('form', { name: 'Add an achievement' }));
    await user.type(achievements.getByLabelText(/Achievement/), 'Honour roll');
    await user.click(achievements.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Honour roll')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Tournament MVP' }));
    await waitFor(() => expect(calls.map((c) => c.method)).toContain('DELETE achievement'));

    const videos = within(screen.getByRole('form', { name: 'Add a highlight video' }));
    await user.type(videos.getByLabelText(/Video link/), 'https://youtu.be/abc');
    await user.type(videos.getByLabelText(/Title/), 'Spring highlights');
    await user.click(videos.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('link', { name: 'Spring highlights' })).toHaveAttribute(
      'href',
      'https://youtu.be/abc',
    );

    const availability = within(screen.getByRole('form', { name: 'Availability' }));
    await user.click(availability.getByRole('button', { name: 'Add a window' }));
    await user.click(availability.getByRole('button', { name: 'Save availability' }));
    await waitFor(() => expect(calls.map((c) => c.method)).toContain('PUT availability'));
    expect(calls.find((c) => c.method === 'PUT availability')?.body).toEqual({
      windows: [{ day: 'sat', start: '09:00', end: '12:00' }],
      timeZone: 'America/New_York',
    });
    expect(calls[0]).toEqual({
      method: 'POST achievement',
      body: { title: 'Honour roll', year: null },
    });
  });

  it('given a parent of two, then switches between the children', async () => {
    const second = ID(2);
    mockApi({
      ...signedInAs('parent'),
      ...me([
        { id: ATHLETE, name: 'Jordan Broussard', ownAccount: false },
        { id: second, name: 'Maya Broussard', ownAccount: false },
      ]),
      [`GET ${OWN}`]: () => json(ownAthlete()),
      [`GET /api/matchups/athletes/${second}/own`]: () =>
        json(
          ownAthlete({
            id: second,
            profile: null,
            familyName: 'Maya Broussard',
            familyBirthDate: '2014-09-02',
            completeness: { percent: 0, missing: [] },
          }),
        ),
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByLabelText(/First name/)).toHaveValue('Jordan');
    await user.click(screen.getByText('Maya Broussard'));
    await waitFor(() => expect(screen.getByLabelText(/First name/)).toHaveValue('Maya'));
    // Family's birth date, the only one the server takes for a child profile.
    expect(screen.getByLabelText(/Birth date/)).toHaveValue('2014-09-02');
  });
});

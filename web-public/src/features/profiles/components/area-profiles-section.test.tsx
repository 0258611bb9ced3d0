import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AreaProfilesSection } from '@/features/profiles/components/area-profiles-section';
import type { ConnectProfile, MatchupProfile } from '@/features/profiles/types';
import { json, mockApi } from '@/test-utils/mock-api';
import { render, screen, waitFor, within } from '@/test-utils/render';

/** Typing through a form is slow on a busy machine; jsdom's default 5 s is too tight. */
const FORM_TEST_TIMEOUT = 20_000;

const matchups: MatchupProfile = {
  userId: 'u1',
  role: 'coach',
  organization: 'Jesuit High School',
  title: null,
  sport: 'baseball',
  level: 'high_school',
  verified: false,
  isActive: true,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

const connect: ConnectProfile = {
  userId: 'u1',
  userType: 'sponsor',
  companyName: 'Bayou Bats Co.',
  biography: null,
  website: 'https://bayoubats.example',
  socialLinks: { twitter: null, instagram: null, facebook: null, linkedin: null, website: null },
  preferredCategories: ['tournaments'],
  targetAudience: null,
  geographicFocus: ['New Orleans'],
  typicalBudgetMin: 50_000,
  typicalBudgetMax: 250_000,
  isVerified: false,
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
};

const areas = (data: { matchups: MatchupProfile | null; connect: ConnectProfile | null }) => () =>
  json({ data });

const section = async () =>
  within(await screen.findByRole('region', { name: 'Your area profiles' }));

afterEach(() => vi.unstubAllGlobals());

describe('the area profiles on the profile page', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('given a Matchups registration, then its profile, and an offer to add Connect', async () => {
    mockApi({ 'GET /api/user-profile/areas': areas({ matchups, connect: null }) });
    render(<AreaProfilesSection />);
    const card = within(await (await section()).findByRole('article', { name: 'Matchups' }));
    expect(card.getByText('Coach')).toBeInTheDocument();
    expect(card.getByText('Jesuit High School')).toBeInTheDocument();
    expect(card.getByText('High school')).toBeInTheDocument();
    expect(card.getByText('Not verified yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a Connect profile' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Connect' })).not.toBeInTheDocument();
  });

  it('given both profiles, then both cards, the budget in dollars, and no offer', async () => {
    mockApi({ 'GET /api/user-profile/areas': areas({ matchups, connect }) });
    render(<AreaProfilesSection />);
    const card = within(await screen.findByRole('article', { name: 'Connect' }));
    expect(card.getByText('Sponsor')).toBeInTheDocument();
    expect(card.getByText('$500 – $2,500')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Matchups' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a Connect profile' })).not.toBeInTheDocument();
  });

  it('adds a Connect profile: messages beside the fields, then budgets sent in cents', async () => {
    const fetchMock = mockApi({
      'GET /api/user-profile/areas': areas({ matchups: null, connect: null }),
      'POST /api/user-profile/connect': () =>
        json({ success: true, data: connect, message: 'Connect profile added' }, 201),
    });
    render(<AreaProfilesSection />);
    expect(await screen.findByText('You have no area profiles yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a Connect profile' }));
    const form = within(await screen.findByRole('form', { name: 'Add a Connect profile' }));

    await userEvent.type(form.getByLabelText('Website'), 'javascript:alert(1)');
    await userEvent.type(form.getByLabelText('Typical budget (minimum)'), '2500');
    await userEvent.type(form.getByLabelText('Typical budget (maximum)'), '500');
    await userEvent.click(form.getByRole('button', { name: 'Add Connect profile' }));
    expect(
      await form.findByText('Choose whether you are a sponsor, organizer, athlete'),
    ).toBeInTheDocument();
    expect(
      form.getByText('Website must be a link starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(
      form.getByText('The maximum budget must not be less than the minimum'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.click(form.getByRole('radio', { name: 'Sponsor' }));
    await userEvent.clear(form.getByLabelText('Website'));
    await userEvent.type(form.getByLabelText('Website'), 'https://bayoubats.example');
    await userEvent.clear(form.getByLabelText('Typical budget (maximum)'));
    await userEvent.type(form.getByLabelText('Typical budget (maximum)'), '2500');
    await userEvent.type(form.getByLabelText('Geographic focus'), 'New Orleans, , Metairie');
    await userEvent.click(form.getByRole('button', { name: 'Add Connect profile' }));

    expect(await screen.findByRole('article', { name: 'Connect' })).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      userType: 'sponsor',
      companyName: null,
      biography: null,
      website: 'https://bayoubats.example',
      targetAudience: null,
      preferredCategories: [],
      geographicFocus: ['New Orleans', 'Metairie'],
      typicalBudgetMin: 250_000,
      typicalBudgetMax: 250_000,
    });
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Add a Connect profile' })).not.toBeInTheDocument(),
    );
  });

  it("shows the server's refusal beside its field", async () => {
    mockApi({
      'GET /api/user-profile/areas': areas({ matchups: null, connect: null }),
      'POST /api/user-profile/connect': () =>
        json(
          {
            message: 'Company or organization name must be at most 100 characters',
            errors: { companyName: 'Company or organization name must be at most 100 characters' },
          },
          400,
        ),
    });
    render(<AreaProfilesSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a Connect profile' }));
    const form = within(await screen.findByRole('form', { name: 'Add a Connect profile' }));
    await userEvent.click(form.getByRole('radio', { name: 'Organizer' }));
    await userEvent.click(form.getByRole('button', { name: 'Add Connect profile' }));
    const input = form.getByLabelText('Company or organization name');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(
      form.getAllByText('Company or organization name must be at most 100 characters').length,
    ).toBeGreaterThan(0);
  });
});

import { fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfilePage } from '@/features/profiles/components/profile-page';
import type { Profile } from '@/features/profiles/types';
import { json } from '@/test-utils/mock-api';
import { render, screen, waitFor, within } from '@/test-utils/render';

/** Typing through whole forms is slow on a busy machine; jsdom's default 5 s is too tight. */
const FORM_TEST_TIMEOUT = 20_000;

function mockApi(routes: Record<string, (init?: RequestInit) => Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input).replace(/\?.*$/, '');
    const handler = routes[`${init?.method ?? 'GET'} ${url}`];
    return handler ? handler(init) : json({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const userOf = (role: string) => () =>
  json({
    id: 'u1',
    username: 'dana',
    email: 'd@example.com',
    role,
    createdAt: '',
    emailConfirmed: true,
  });
const noProfile = () => json({ message: 'You have not created a profile yet' }, 404);
const noActivity = () => json({ data: [], page: 1, pageSize: 10, total: 0 });

const coachProfile = (overrides: Partial<Profile> = {}): Profile => ({
  userId: 'u1',
  displayName: 'Dana Broussard',
  bio: 'Head coach of the Bombers.',
  location: 'Metairie, LA',
  teamName: 'Crescent City Bombers',
  teamPosition: 'strength_coach',
  photoUrl: null,
  socialLinks: { twitter: '@dana', instagram: null, facebook: null, linkedin: null, website: null },
  notificationPreferences: {
    emailNotifications: true,
    nominationAlerts: true,
    votingReminders: true,
    newsletterSubscription: false,
    evaluationUpdates: true,
    verificationUpdates: true,
    securityNotices: true,
  },
  verificationStatus: 'verified',
  createdAt: '',
  updatedAt: '',
  ...overrides,
});

const settings = async () => within(await screen.findByRole('form', { name: 'Profile settings' }));

afterEach(() => vi.unstubAllGlobals());

describe('profile header card', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('given no profile yet, then defaults: the username, initials and the role badge', async () => {
    mockApi({
      'GET /api/user': userOf('parent'),
      'GET /api/user-profile': noProfile,
      'GET /api/user-activity': noActivity,
    });
    render(<ProfilePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'dana' })).toBeInTheDocument();
    expect(screen.getByTestId('profile-avatar')).toHaveTextContent('DA');
    expect(screen.getByText('Parent')).toBeInTheDocument();
    expect(screen.queryByText('Error Loading Profile')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Verification/)).not.toBeInTheDocument();
  });

  it.each([
    ['verified', 'Verified', 'green'],
    ['pending', 'Verification Pending', 'yellow'],
    ['rejected', 'Verification Failed', 'red'],
  ] as const)('given a %s coach, then the %s badge in %s', async (status, label, color) => {
    mockApi({
      'GET /api/user': userOf('coach'),
      'GET /api/user-profile': () => json({ data: coachProfile({ verificationStatus: status }) }),
      'GET /api/user-activity': noActivity,
    });
    render(<ProfilePage />);
    const badge = (await screen.findByText(label)).closest('[data-status]');
    expect(badge).toHaveAttribute('data-status', status);
    expect(badge?.getAttribute('style')).toContain(`--mantine-color-${color}`);
    expect(screen.getByTestId('profile-avatar')).toHaveTextContent('DB');
    expect(screen.getByText('Crescent City Bombers')).toBeInTheDocument();
    expect(screen.getByTestId('team-position')).toHaveTextContent(/^Strength & Conditioning$/);
    expect(screen.getByRole('link', { name: 'Twitter' })).toHaveAttribute(
      'href',
      'https://x.com/dana',
    );
  });

  it('given the profile cannot load, then the error card', async () => {
    mockApi({ 'GET /api/user': userOf('fan'), 'GET /api/user-profile': () => json({}, 500) });
    render(<ProfilePage />);
    expect(await screen.findByText('Error Loading Profile')).toBeInTheDocument();
  });
});

describe('profile settings', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('given a short display name and a long bio, then document 2 §5 messages', async () => {
    mockApi({
      'GET /api/user': userOf('fan'),
      'GET /api/user-profile': noProfile,
      'GET /api/user-activity': noActivity,
    });
    render(<ProfilePage />);
    const form = await settings();
    const name = await form.findByLabelText(/^Display name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'D');
    fireEvent.change(form.getByLabelText(/^Bio/), {
      target: { value: 'b'.repeat(501) },
    });
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Display name must be at least 2 characters'),
    ).toBeInTheDocument();
    expect(screen.getByText('Bio must be less than 500 characters')).toBeInTheDocument();
  });

  it('shows Coach information to coaches only', async () => {
    mockApi({
      'GET /api/user': userOf('fan'),
      'GET /api/user-profile': noProfile,
      'GET /api/user-activity': noActivity,
    });
    const { unmount } = render(<ProfilePage />);
    let form = await settings();
    expect(await form.findByLabelText(/^Display name/)).toBeInTheDocument();
    expect(form.queryByText('Coach information')).not.toBeInTheDocument();
    unmount();

    mockApi({
      'GET /api/user': userOf('coach'),
      'GET /api/user-profile': () => json({ data: coachProfile() }),
      'GET /api/user-activity': noActivity,
    });
    render(<ProfilePage />);
    form = await settings();
    expect(await form.findByText('Coach information')).toBeInTheDocument();
    expect(form.getByLabelText('Position')).toHaveValue('Strength & Conditioning');
  });

  it('given a save, then empty values go as null and the banner shows', async () => {
    const fetchMock = mockApi({
      'GET /api/user': userOf('fan'),
      'GET /api/user-profile': noProfile,
      'GET /api/user-activity': noActivity,
      'POST /api/user-profile': (init) => {
        const body = JSON.parse(String(init?.body));
        return json({
          success: true,
          data: { ...coachProfile(), ...body, teamName: null, teamPosition: null },
        });
      },
    });
    render(<ProfilePage />);
    const form = await settings();
    await userEvent.type(await form.findByLabelText(/^Location/), 'New Orleans');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      displayName: 'dana',
      bio: null,
      location: 'New Orleans',
      teamName: null,
      teamPosition: null,
      photoUrl: null,
    });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('dana'),
    );
  });

  it('given the session ended, then "Authentication Error"', async () => {
    mockApi({
      'GET /api/user': userOf('fan'),
      'GET /api/user-profile': noProfile,
      'GET /api/user-activity': noActivity,
      'POST /api/user-profile': () =>
        json({ message: 'You must be logged in to update your profile' }, 401),
    });
    render(<ProfilePage />);
    const form = await settings();
    await userEvent.click(await form.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Authentication Error')).toBeInTheDocument();
    expect(screen.getByText('You must be logged in to update your profile')).toBeInTheDocument();
  });

  it('given a photo over 5 MB, then it is refused before sending', async () => {
    const fetchMock = mockApi({
      'GET /api/user': userOf('fan'),
      'GET /api/user-profile': noProfile,
      'GET /api/user-activity': noActivity,
    });
    render(<ProfilePage />);
    const form = await settings();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    expect(await form.findByText('File size exceeds the maximum limit of 5MB')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/upload'))).toBe(false);
  });
});

describe('activity history', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('lists what happened, newest first', async () => {
    mockApi({
      'GET /api/user': userOf('fan'),
      'GET /api/user-profile': noProfile,
      'GET /api/user-activity': () =>
        json({
          data: [
            {
              id: 'a2',
              activityType: 'vote',
              activityData: { prospectName: 'Jalen Pierre' },
              createdAt: new Date().toISOString(),
            },
            {
              id: 'a1',
              activityType: 'profile_update',
              activityData: {},
              createdAt: '2025-04-24T12:00:00Z',
            },
          ],
          page: 1,
          pageSize: 10,
          total: 2,
        }),
    });
    render(<ProfilePage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Activity History' }));
    const list = await screen.findByRole('list', { name: 'Activity history' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('You voted for Jalen Pierre on the NOLA 100.');
    expect(items[1]).toHaveTextContent('Profile updated');
  });

  it('given it cannot load, then "Error loading activity"', async () => {
    mockApi({
      'GET /api/user': userOf('fan'),
      'GET /api/user-profile': noProfile,
      'GET /api/user-activity': () => json({}, 500),
    });
    render(<ProfilePage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Activity History' }));
    expect(await screen.findByText('Error loading activity')).toBeInTheDocument();
  });
});

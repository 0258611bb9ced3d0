import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACK_OFFICE_YOUSCOUT, backOffice } from '@/lib/back-office';
import { json, mockApi } from '@/test-utils/mock-api';
import { renderRoutes, screen, waitFor } from '@/test-utils/render';
import { AdminLoginPage } from './admin-login-page';

const account = (role: string) => ({
  id: 'u1',
  username: 'staffer',
  email: null,
  role,
  createdAt: '2026-01-01T00:00:00.000Z',
});

function renderPage() {
  return renderRoutes(
    {
      '/admin-login': <AdminLoginPage />,
      '/': <p>Home page</p>,
    },
    '/admin-login',
  );
}

async function signIn(user: UserEvent, username: string, password: string) {
  if (username) await user.type(screen.getByLabelText(/^Username/), username);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in as admin' }));
}

/** Leaving for the back office (a full page load), recorded instead. */
const opened = () => vi.spyOn(backOffice, 'open').mockImplementation(() => {});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/admin-login', { timeout: 20_000 }, () => {
  it.each([
    ['no username', '', 'secret1'],
    ['no password', 'staffer', ''],
  ])(
    'given %s, then "Please enter both username and password" and nothing is sent',
    async (_case, username, password) => {
      const fetchMock = mockApi({});
      const user = userEvent.setup();
      renderPage();
      await signIn(user, username, password);
      expect(
        await screen.findByText('Please enter both username and password'),
      ).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('given an admin the server confirms, then "Admin login successful" and the back office\'s YouScout screen 500 ms later', async () => {
    const open = opened();
    let checkedAt = 0;
    const fetchMock = mockApi({
      'POST /api/login': () => json(account('admin')),
      'GET /api/check-admin': () => {
        checkedAt = Date.now();
        return json({ isAdmin: true, message: 'Admin check passed' });
      },
    });
    const user = userEvent.setup();
    renderPage();
    await signIn(user, 'staffer', 'batting-cage');
    expect(await screen.findByText('Admin login successful')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    await waitFor(() => expect(open).toHaveBeenCalledWith(BACK_OFFICE_YOUSCOUT));
    expect(Date.now() - checkedAt).toBeGreaterThanOrEqual(500);
    expect(open).toHaveBeenCalledTimes(1);
    const login = fetchMock.mock.calls.find(([url]) => url === '/api/login');
    expect(JSON.parse(String(login?.[1]?.body))).toEqual({
      username: 'staffer',
      password: 'batting-cage',
    });
  });

  it('given a signed-in user the server does not confirm as admin, then Access Denied and home', async () => {
    const open = opened();
    mockApi({
      // Even an answer claiming the admin role: only the server's check decides.
      'POST /api/login': () => json(account('admin')),
      'GET /api/check-admin': () =>
        json({ isAdmin: false, message: 'You do not have administrator privileges' }, 403),
    });
    const user = userEvent.setup();
    renderPage();
    await signIn(user, 'staffer', 'batting-cage');
    expect(
      await screen.findByText('You need administrator privileges to access this area.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Access Denied')).toBeInTheDocument();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('given a failed login, then "Admin login failed. Please check your credentials." and it stays', async () => {
    const fetchMock = mockApi({
      'POST /api/login': () => json({ message: 'Invalid username or password' }, 401),
    });
    const user = userEvent.setup();
    renderPage();
    await signIn(user, 'staffer', 'wrong-pass');
    expect(
      await screen.findByText('Admin login failed. Please check your credentials.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in as admin' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/check-admin')).toBe(false);
  });
});

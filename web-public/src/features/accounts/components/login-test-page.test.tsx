import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '@/test-utils/mock-api';
import { render, screen, within } from '@/test-utils/render';
import { LoginTestPage } from './login-test-page';

const dana = {
  id: 'u7',
  username: 'dana',
  email: 'dana@example.com',
  role: 'coach',
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** A server with one session: signed out until a login with the right password. */
function mockServer() {
  let session: typeof dana | null = null;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const route = `${init?.method ?? 'GET'} ${String(input)}`;
    if (route === 'GET /api/user')
      return session ? json(session) : json({ message: 'Not authenticated' }, 401);
    if (route === 'GET /api/auth-test')
      return json({
        isAuthenticated: session !== null,
        user: session && { username: session.username, role: session.role },
      });
    if (route === 'POST /api/login') {
      const { password } = JSON.parse(String(init?.body));
      if (password !== 'batting-cage')
        return json({ message: 'Invalid username or password' }, 401);
      session = dana;
      return json(dana);
    }
    if (route === 'POST /api/logout') {
      session = null;
      return json({ message: 'Logged out' });
    }
    return json({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const answer = () => screen.findByTestId('auth-test-answer');

afterEach(() => vi.unstubAllGlobals());

describe('/test-login and /you-scout/login-test', { timeout: 20_000 }, () => {
  it('shows what /api/auth-test answers, signs in, shows the new answer, and signs out', async () => {
    mockServer();
    const user = userEvent.setup();
    render(<LoginTestPage />);
    expect(await answer()).toHaveTextContent('"isAuthenticated": false');
    expect(await answer()).toHaveTextContent('"user": null');

    await user.type(screen.getByLabelText(/^Username/), 'dana');
    await user.type(screen.getByLabelText(/^Password/), 'batting-cage');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Signed in as @dana')).toBeInTheDocument();
    expect(await screen.findByText('dana (coach)')).toBeInTheDocument();
    expect(await answer()).toHaveTextContent('"isAuthenticated": true');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(
      await screen.findByText('"isAuthenticated": false', { exact: false }),
    ).toBeInTheDocument();
  });

  it('given a missing field, then "Missing fields" and nothing is sent', async () => {
    const fetchMock = mockServer();
    const user = userEvent.setup();
    render(<LoginTestPage />);
    await answer();
    await user.type(screen.getByLabelText(/^Username/), 'dana');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const toast = (await screen.findByText('Missing fields')).closest('[role="alert"]');
    expect(toast).not.toBeNull();
    expect(within(toast as HTMLElement).getByText('Please enter both username and password'));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/login')).toBe(false);
  });

  it('given a wrong password, then the server’s message and still signed out', async () => {
    mockServer();
    const user = userEvent.setup();
    render(<LoginTestPage />);
    await answer();
    await user.type(screen.getByLabelText(/^Username/), 'dana');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid username or password')).toBeInTheDocument();
    expect(await answer()).toHaveTextContent('"isAuthenticated": false');
  });
});

import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthPage } from '@/features/accounts/components/auth-page';
import { json, mockApi } from '@/test-utils/mock-api';
import { renderRoutes, screen, waitFor, within } from '@/test-utils/render';

/** Typing through whole forms is slow on a busy machine; jsdom's default 5 s is too tight. */
const FORM_TEST_TIMEOUT = 20_000;

const signedOut = { 'GET /api/user': () => json({ message: 'Not signed in' }, 401) };
const parent = {
  id: 'u1',
  username: 'renee',
  email: 'r@example.com',
  role: 'parent',
  createdAt: '',
};

function renderAuth(route = '/auth') {
  return renderRoutes(
    {
      '/auth': <AuthPage />,
      '/': <p>Home page</p>,
      '/profile': <p>Profile page</p>,
    },
    route,
  );
}

/** The open tab's panel (the other tab's form stays mounted, hidden). */
const panel = () => within(screen.getByRole('tabpanel'));

/** The role cards offered, by their titles. */
const roleNames = () =>
  within(screen.getByRole('radiogroup'))
    .getAllByRole('radio')
    .map((radio) => radio.querySelector('p')?.textContent);

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('/auth', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('given an empty login form, when submitted, then the username and password messages', async () => {
    mockApi(signedOut);
    renderAuth();
    await userEvent.click(panel().getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('given the header asked for Sign Up, then Register is open with the YouScout roles', async () => {
    mockApi(signedOut);
    sessionStorage.setItem('authTab', 'register');
    renderAuth();
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Join the NOLA Sports community',
    );
    expect(roleNames()).toEqual(['Coach', 'Parent', 'Fan']);
  });

  it('given the nominate page sent a visitor here, then the YouScout variant, which names nominating', async () => {
    mockApi(signedOut);
    sessionStorage.setItem('redirectAfterLogin', '/you-scout/nominate');
    renderAuth();
    await screen.findByRole('heading', { level: 1 });
    expect(
      screen.getByText('Nominate baseball and softball athletes on YouScout'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Vote for your favourites on YouScout and the NOLA 100'),
    ).toBeInTheDocument();
    expect(screen.getByText('Request a professional prospect evaluation')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Matchups|shop|merchandise/i);
  });

  it('given an empty registration, when submitted, then every message', async () => {
    mockApi(signedOut);
    sessionStorage.setItem('authTab', 'register');
    renderAuth();
    await userEvent.type(panel().getByLabelText(/^Password/), 'secret1');
    await userEvent.type(panel().getByLabelText(/^Confirm password/), 'secret2');
    await userEvent.click(panel().getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Please select your role')).toBeInTheDocument();
  });

  it('given a stored redirect into matchups, then the Matchups variant and its roles', async () => {
    mockApi(signedOut);
    sessionStorage.setItem('redirectAfterLogin', '/matchups/coach-dashboard');
    sessionStorage.setItem('authTab', 'register');
    renderAuth();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/recruiting platform/i);
    expect(screen.getByText('Matchups · coming soon')).toBeInTheDocument();
    expect(roleNames()).toEqual(['Athlete', 'Coach', 'Scout']);
  });

  it('given a registration, then it sends no confirmPassword and lands on the stored path', async () => {
    const fetchMock = mockApi({
      ...signedOut,
      'POST /api/register': () => json(parent, 201),
    });
    sessionStorage.setItem('authTab', 'register');
    sessionStorage.setItem('redirectAfterLogin', '/profile');
    renderAuth();
    await userEvent.type(panel().getByLabelText(/^Username/), 'renee');
    await userEvent.type(panel().getByLabelText(/^Email/), 'r@example.com');
    await userEvent.type(panel().getByLabelText(/^Password/), 'batting-cage');
    await userEvent.type(panel().getByLabelText(/^Confirm password/), 'batting-cage');
    await userEvent.click(panel().getByRole('radio', { name: /Parent/ }));
    await userEvent.click(panel().getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/register');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      username: 'renee',
      email: 'r@example.com',
      password: 'batting-cage',
      role: 'parent',
    });
  });

  it('given a registration through the Matchups variant, then it says so, for the Matchups profile', async () => {
    const fetchMock = mockApi({
      ...signedOut,
      'POST /api/register': () => json({ ...parent, role: 'scout' }, 201),
    });
    sessionStorage.setItem('authTab', 'register');
    sessionStorage.setItem('redirectAfterLogin', '/matchups/coach-dashboard');
    renderAuth();
    await userEvent.type(panel().getByLabelText(/^Username/), 'renee');
    await userEvent.type(panel().getByLabelText(/^Email/), 'r@example.com');
    await userEvent.type(panel().getByLabelText(/^Password/), 'batting-cage');
    await userEvent.type(panel().getByLabelText(/^Confirm password/), 'batting-cage');
    await userEvent.click(panel().getByRole('radio', { name: /Scout/ }));
    await userEvent.click(panel().getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/register')).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/register');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      username: 'renee',
      email: 'r@example.com',
      password: 'batting-cage',
      role: 'scout',
      variant: 'matchups',
    });
  });

  it('given a login the server refuses, then its message in a toast', async () => {
    mockApi({
      ...signedOut,
      'POST /api/login': () => json({ message: 'Invalid username or password' }, 401),
    });
    renderAuth();
    await userEvent.type(panel().getByLabelText(/^Username/), 'renee');
    await userEvent.type(panel().getByLabelText(/^Password/), 'wrong-pass');
    await userEvent.click(panel().getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password')).toBeInTheDocument();
  });

  it('given a login, then "Login successful" and home when nothing was stored', async () => {
    mockApi({ ...signedOut, 'POST /api/login': () => json(parent) });
    renderAuth();
    await userEvent.type(panel().getByLabelText(/^Username/), 'renee');
    await userEvent.type(panel().getByLabelText(/^Password/), 'batting-cage');
    await userEvent.click(panel().getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, renee!')).toBeInTheDocument();
  });

  it('given a signed-in visitor, then /auth sends them home', async () => {
    mockApi({ 'GET /api/user': () => json(parent) });
    renderAuth();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });
});

describe('forgot password', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('given a bad address, then the email message; given a good one, then the generic answer', async () => {
    mockApi({
      ...signedOut,
      'POST /api/reset-password': () => json({ message: 'ok' }),
    });
    renderAuth();
    await userEvent.click(panel().getByRole('button', { name: 'Forgot your password?' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(
      await within(dialog).findByText('Please enter a valid email address'),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'r@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(
      await within(dialog).findByText(
        "If your email exists in our system, you'll receive password reset instructions shortly.",
      ),
    ).toBeInTheDocument();
  });

  it('given the request fails, then the failure message', async () => {
    mockApi({ ...signedOut, 'POST /api/reset-password': () => json({ message: 'x' }, 500) });
    renderAuth();
    await userEvent.click(panel().getByRole('button', { name: 'Forgot your password?' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'r@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(
      await within(dialog).findByText('Failed to send reset email. Please try again.'),
    ).toBeInTheDocument();
  });
});

describe('set a new password from a mailed link', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('given an invalid token, then "Invalid or Expired Token"', async () => {
    mockApi({ ...signedOut, 'GET /api/validate-reset-token/old': () => json({ valid: false }) });
    renderAuth('/auth?token=old');
    expect(await screen.findByText('Invalid or Expired Token')).toBeInTheDocument();
    expect(
      screen.getByText('This password reset link is no longer valid. Please request a new one.'),
    ).toBeInTheDocument();
  });

  it('given the check fails, then "Token Validation Error"', async () => {
    mockApi({ ...signedOut, 'GET /api/validate-reset-token/t': () => json({}, 500) });
    renderAuth('/auth?token=t');
    expect(await screen.findByText('Token Validation Error')).toBeInTheDocument();
  });

  it('given a valid token, then the rules, then "Password Updated"', async () => {
    mockApi({
      ...signedOut,
      'GET /api/validate-reset-token/good': () => json({ valid: true }),
      'POST /api/update-password': () => json({ message: 'Password Updated' }),
    });
    renderAuth('/auth?token=good');
    const dialog = await screen.findByRole('dialog');
    const submit = await within(dialog).findByRole('button', { name: 'Update password' });
    await userEvent.type(within(dialog).getByLabelText(/^New password/), '123');
    await userEvent.click(submit);
    expect(
      await within(dialog).findByText('Password must be at least 6 characters'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Confirm password is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^New password/), '456');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm new password/), '123457');
    await userEvent.click(submit);
    expect(await within(dialog).findByText('Passwords do not match')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/^Confirm new password/));
    await userEvent.type(within(dialog).getByLabelText(/^Confirm new password/), '123456');
    await userEvent.click(submit);
    await waitFor(() => expect(within(dialog).getByText('Password Updated')).toBeInTheDocument());
  });

  it('given the update is refused, then "Update Failed" with the reason', async () => {
    mockApi({
      ...signedOut,
      'GET /api/validate-reset-token/good': () => json({ valid: true }),
      'POST /api/update-password': () => json({ message: 'This link was used' }, 400),
    });
    renderAuth('/auth?token=good');
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(await within(dialog).findByLabelText(/^New password/), 'secret1');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm new password/), 'secret1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update password' }));
    expect(await within(dialog).findByText('Update Failed')).toBeInTheDocument();
    expect(within(dialog).getByText('This link was used')).toBeInTheDocument();
  });
});

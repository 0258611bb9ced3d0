import { notifications } from '@mantine/notifications';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_DENIED, AdminRoute } from '@/lib/admin-route';
import { peekRedirect } from '@/lib/auth';
import { userWithRole } from '@/test-utils/mock-api';
import { render, screen } from '@/test-utils/render';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

type Handler = (url: string) => Response | Promise<Response>;
let handler: Handler;
const fetchMock = vi.fn((input: RequestInfo | URL) => Promise.resolve(handler(String(input))));

beforeEach(() => {
  fetchMock.mockClear();
  sessionStorage.clear();
  // The toasts' store outlives a test's render.
  notifications.clean();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderGuarded(path = '/you-scout/admin') {
  return render(
    <Routes>
      <Route
        path="/you-scout/admin"
        element={
          <AdminRoute>
            <h1>The admin panel</h1>
          </AdminRoute>
        }
      />
      <Route path="/" element={<Where />} />
      <Route path="/auth" element={<Where />} />
    </Routes>,
    { route: path },
  );
}

const called = (path: string) => fetchMock.mock.calls.some(([url]) => String(url) === path);

describe('the admin guard', () => {
  it('shows the page to an admin the server confirms', async () => {
    handler = (url) =>
      url === '/api/user' ? json(200, userWithRole('admin')) : json(200, { isAdmin: true });
    renderGuarded();
    expect(await screen.findByRole('heading', { name: 'The admin panel' })).toBeInTheDocument();
    expect(called('/api/check-admin')).toBe(true);
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
  });

  it('sends a signed-in non-admin home with Access Denied, keeping the path, without asking the server', async () => {
    handler = (url) =>
      url === '/api/user' ? json(200, userWithRole('coach')) : json(200, { isAdmin: true });
    renderGuarded();
    expect(await screen.findByText(ACCESS_DENIED.notAdmin)).toBeInTheDocument();
    expect(screen.getByText('Access Denied')).toBeInTheDocument();
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
    expect(peekRedirect()).toBe('/you-scout/admin');
    expect(called('/api/check-admin')).toBe(false);
    expect(screen.queryByRole('heading', { name: 'The admin panel' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /auth with the path kept, and no toast', async () => {
    handler = () => json(401, { message: 'Not authenticated' });
    renderGuarded('/you-scout/admin?tab=badges');
    expect(await screen.findByTestId('where')).toHaveTextContent('/auth');
    expect(peekRedirect()).toBe('/you-scout/admin?tab=badges');
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
  });

  it('says the privileges could not be verified when the server refuses an admin-role user', async () => {
    handler = (url) =>
      url === '/api/user' ? json(200, userWithRole('admin')) : json(403, { message: 'Forbidden' });
    renderGuarded();
    expect(await screen.findByText(ACCESS_DENIED.notVerified)).toBeInTheDocument();
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
    expect(screen.queryByRole('heading', { name: 'The admin panel' })).not.toBeInTheDocument();
  });

  it('says the same when the check cannot reach the server', async () => {
    handler = (url) => {
      if (url === '/api/user') return json(200, userWithRole('admin'));
      throw new TypeError('Failed to fetch');
    };
    renderGuarded();
    expect(await screen.findByText(ACCESS_DENIED.notVerified)).toBeInTheDocument();
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });
});

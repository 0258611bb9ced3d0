import { describe, expect, it, vi } from 'vitest';
import { ACCESS_DENIED } from './accessDenied';
import { createAuthProvider } from './authProvider';

type Route = { status: number; body?: unknown };

/** A fetch answering by path, recording what was called. */
function fakeFetch(routes: Record<string, Route>) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    const route = routes[path] ?? { status: 404, body: { message: 'Not found' } };
    return new Response(route.body === undefined ? null : JSON.stringify(route.body), {
      status: route.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const parent = { id: 'u1', username: 'parent_one', email: null, role: 'parent' };
const admin = { id: 'u2', username: 'staff_admin', email: null, role: 'admin' };
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  return done;
};

describe('the authProvider', () => {
  it('refuses a signed-in non-admin: the Access Denied message, then home', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetch } = fakeFetch({
      '/api/check-admin': {
        status: 403,
        body: { message: 'You do not have administrator privileges' },
      },
      '/api/user': { status: 200, body: parent },
    });
    const deny = vi.fn();
    const goHome = vi.fn();
    const auth = createAuthProvider({ fetch, deny, goHome, homeDelayMs: 1000 });

    const check = auth.checkAuth({});
    expect(await settled(check)).toBe(false); // the back office never opens
    expect(deny).toHaveBeenCalledWith(ACCESS_DENIED);
    expect(ACCESS_DENIED).toBe('You need administrator privileges to access the admin area.');
    expect(goHome).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(goHome).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });

  it('refuses a non-admin right after sign-in, without asking again', async () => {
    const { fetch, calls } = fakeFetch({ '/api/login': { status: 200, body: parent } });
    const deny = vi.fn();
    const goHome = vi.fn();
    const auth = createAuthProvider({ fetch, deny, goHome, homeDelayMs: 0 });
    expect(await settled(auth.login({ username: 'parent_one', password: 'batting-cage' }))).toBe(
      false,
    );
    expect(deny).toHaveBeenCalledWith(ACCESS_DENIED);
    await vi.waitFor(() => expect(goHome).toHaveBeenCalledOnce());
    expect(calls).toEqual(['POST /api/login']);
  });

  it('sends a signed-out visitor to the login page, quietly', async () => {
    const { fetch } = fakeFetch({
      '/api/check-admin': { status: 403, body: { message: 'no' } },
      '/api/user': { status: 401, body: { message: 'You must be signed in' } },
    });
    const deny = vi.fn();
    const auth = createAuthProvider({ fetch, deny, goHome: vi.fn() });
    await expect(auth.checkAuth({})).rejects.toEqual({ message: false });
    expect(deny).not.toHaveBeenCalled();
  });

  it('lets an admin in, and passes on the server’s sign-in message', async () => {
    const { fetch } = fakeFetch({
      '/api/login': { status: 200, body: admin },
      '/api/check-admin': { status: 200, body: { isAdmin: true } },
    });
    const auth = createAuthProvider({ fetch, deny: vi.fn(), goHome: vi.fn() });
    await expect(auth.login({ username: 'staff_admin', password: 'x' })).resolves.toBeUndefined();
    await expect(auth.checkAuth({})).resolves.toBeUndefined();

    const refused = fakeFetch({
      '/api/login': { status: 401, body: { message: 'Invalid username or password' } },
    });
    const other = createAuthProvider({ fetch: refused.fetch, deny: vi.fn(), goHome: vi.fn() });
    await expect(other.login({ username: 'nobody', password: 'wrong1' })).rejects.toThrow(
      'Invalid username or password',
    );
  });
});

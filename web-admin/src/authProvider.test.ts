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

  it('sends a signed-out visitor to the site’s /auth, the path kept, quietly', async () => {
    const { fetch } = fakeFetch({
      '/api/check-admin': { status: 403, body: { message: 'no' } },
      '/api/user': { status: 401, body: { message: 'You must be signed in' } },
    });
    const deny = vi.fn();
    const remember = vi.fn();
    const toSignIn = vi.fn();
    const auth = createAuthProvider({
      fetch,
      deny,
      goHome: vi.fn(),
      remember,
      toSignIn,
      here: () => '/admin/prospects?filter=%7B%7D',
    });
    expect(await settled(auth.checkAuth({}))).toBe(false); // no toast, no back office
    expect(remember).toHaveBeenCalledWith('/admin/prospects?filter=%7B%7D');
    expect(toSignIn).toHaveBeenCalledOnce();
    expect(deny).not.toHaveBeenCalled();
  });

  it('keeps a signed-in non-admin’s path too, as it sends them home', async () => {
    const { fetch } = fakeFetch({
      '/api/check-admin': { status: 403, body: { message: 'no' } },
      '/api/user': { status: 200, body: parent },
    });
    const remember = vi.fn();
    const toSignIn = vi.fn();
    const auth = createAuthProvider({
      fetch,
      deny: vi.fn(),
      goHome: vi.fn(),
      homeDelayMs: 0,
      remember,
      toSignIn,
      here: () => '/admin/users',
    });
    expect(await settled(auth.checkAuth({}))).toBe(false);
    expect(remember).toHaveBeenCalledWith('/admin/users');
    expect(toSignIn).not.toHaveBeenCalled();
  });

  it('lets an admin in; signing out leads to the site’s one sign-in page', async () => {
    const { fetch, calls } = fakeFetch({
      '/api/check-admin': { status: 200, body: { isAdmin: true } },
      '/api/logout': { status: 204 },
    });
    const toSignIn = vi.fn();
    const auth = createAuthProvider({ fetch, deny: vi.fn(), goHome: vi.fn(), toSignIn });
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(toSignIn).not.toHaveBeenCalled();
    await expect(auth.logout({})).resolves.toBe(`${window.location.origin}/auth`);
    expect(calls).toEqual(['GET /api/check-admin', 'POST /api/logout']);
  });
});

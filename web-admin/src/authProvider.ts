import type { AuthProvider } from 'react-admin';
import { ACCESS_DENIED, accessDenied, HOME_DELAY_MS } from '@/accessDenied';
import type { CurrentUser } from '@/types';

type Deps = {
  fetch: typeof fetch;
  /** Shows the Access Denied notice. */
  deny: (message: string) => void;
  /** Leaves the back office for the public site's home page. */
  goHome: () => void;
  homeDelayMs: number;
};

const browserDeps: Deps = {
  fetch: (input, init) => window.fetch(input, init),
  deny: accessDenied.raise,
  goHome: () => window.location.assign('/'),
  homeDelayMs: HOME_DELAY_MS,
};

export class AuthError extends Error {}

async function readMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
      return body.message;
  } catch {}
  return undefined;
}

/**
 * Signs staff in with the session cookie and lets only admins in: the server's
 * GET /api/check-admin decides. Nothing here holds a credential.
 */
export function createAuthProvider(overrides: Partial<Deps> = {}): AuthProvider {
  const deps = { ...browserDeps, ...overrides };
  const call = (path: string, init: RequestInit = {}) =>
    deps.fetch(path, { credentials: 'include', ...init });

  const currentUser = async (): Promise<CurrentUser | null> => {
    const response = await call('/api/user', { headers: { Accept: 'application/json' } });
    return response.ok ? ((await response.json()) as CurrentUser) : null;
  };

  /** A signed-in non-admin sees the notice and is sent home; the promise never settles. */
  const refuse = (): Promise<never> => {
    deps.deny(ACCESS_DENIED);
    setTimeout(deps.goHome, deps.homeDelayMs);
    return new Promise<never>(() => {});
  };

  /** Resolves for an admin; refuses a signed-in non-admin; rejects when signed out. */
  const requireAdmin = async (): Promise<void> => {
    const check = await call('/api/check-admin', { headers: { Accept: 'application/json' } });
    if (check.ok) return;
    if (await currentUser()) return refuse();
    // Signed out: off to the login page, without an error toast on a first visit.
    return Promise.reject({ message: false });
  };

  return {
    async login({ username, password }: { username: string; password: string }) {
      const response = await call('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      if (!response.ok) {
        throw new AuthError((await readMessage(response)) ?? 'Invalid username or password');
      }
      const user = (await response.json()) as CurrentUser;
      if (user.role !== 'admin') return refuse();
      await requireAdmin();
    },
    async logout() {
      await call('/api/logout', { method: 'POST' }).catch(() => undefined);
    },
    checkAuth: requireAdmin,
    async checkError(error: { status?: number }) {
      if (error?.status === 401) throw new AuthError('Your session has ended; please sign in');
      // 403 on an admin call: the account lost the admin role since it signed in.
      if (error?.status === 403 && (await currentUser())) await refuse();
    },
    async getIdentity() {
      const user = await currentUser();
      if (!user) throw new AuthError('Please sign in');
      return { id: user.id, fullName: user.username };
    },
    async getPermissions() {
      return (await currentUser())?.role ?? null;
    },
  };
}

export const authProvider = createAuthProvider();

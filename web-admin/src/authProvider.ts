import type { AuthProvider } from 'react-admin';
import { ACCESS_DENIED, accessDenied, HOME_DELAY_MS } from '@/accessDenied';
import { rememberBackOfficePath, SIGN_IN_PATH } from '@/signInRedirect';
import type { CurrentUser } from '@/types';

type Deps = {
  fetch: typeof fetch;
  /** Shows the Access Denied notice. */
  deny: (message: string) => void;
  /** Leaves the back office for the public site's home page. */
  goHome: () => void;
  homeDelayMs: number;
  /** The address asked for: the path, its query and fragment. */
  here: () => string;
  /** Keeps that address for after sign-in. */
  remember: (path: string) => void;
  /** The site's one sign-in page, the public site's /auth (another app: a full page load). */
  toSignIn: () => void;
};

const browserDeps: Deps = {
  fetch: (input, init) => window.fetch(input, init),
  deny: accessDenied.raise,
  goHome: () => window.location.assign('/'),
  homeDelayMs: HOME_DELAY_MS,
  here: () => window.location.pathname + window.location.search + window.location.hash,
  remember: (path) => rememberBackOfficePath(path),
  toSignIn: () => window.location.assign(SIGN_IN_PATH),
};

export class AuthError extends Error {}

/**
 * Lets only admins in, by the session cookie: the server's GET /api/check-admin decides. Staff
 * sign in on the public site's /auth like everyone else; nothing here holds a credential.
 */
export function createAuthProvider(overrides: Partial<Deps> = {}): AuthProvider {
  const deps = { ...browserDeps, ...overrides };
  const call = (path: string, init: RequestInit = {}) =>
    deps.fetch(path, { credentials: 'include', ...init });

  const currentUser = async (): Promise<CurrentUser | null> => {
    const response = await call('/api/user', { headers: { Accept: 'application/json' } });
    return response.ok ? ((await response.json()) as CurrentUser) : null;
  };

  /** Leaving for another page: the promise never settles, so the back office never opens. */
  const leaving = () => new Promise<never>(() => {});

  /** A signed-in non-admin sees the notice and is sent home, the path kept (document 2 §2). */
  const refuse = (): Promise<never> => {
    deps.remember(deps.here());
    deps.deny(ACCESS_DENIED);
    setTimeout(deps.goHome, deps.homeDelayMs);
    return leaving();
  };

  /** Signed out: to /auth, the path kept for the way back, without an error toast. */
  const signIn = (): Promise<never> => {
    deps.remember(deps.here());
    deps.toSignIn();
    return leaving();
  };

  /** Resolves for an admin; refuses a signed-in non-admin; sends the signed-out to /auth. */
  const requireAdmin = async (): Promise<void> => {
    const check = await call('/api/check-admin', { headers: { Accept: 'application/json' } });
    if (check.ok) return;
    return (await currentUser()) ? refuse() : signIn();
  };

  return {
    // The back office has no sign-in form of its own (react-admin's is switched off).
    login: () => signIn(),
    /** Signs out, then react-admin loads the site's sign-in page (an absolute address). */
    async logout() {
      await call('/api/logout', { method: 'POST' }).catch(() => undefined);
      return new URL(SIGN_IN_PATH, window.location.origin).href;
    },
    checkAuth: requireAdmin,
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        // The session ended: after signing in again, back to this page.
        deps.remember(deps.here());
        throw new AuthError('Your session has ended; please sign in');
      }
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

/**
 * One sign-in page for the whole site: the public site's /auth (document 2 §2). The admin guard
 * sends a visitor there with the back-office path kept under its own marker ("admin targets get
 * special markers"), and the back office takes it once an admin is in. The public site's own
 * `redirectAfterLogin` is left alone: a non-admin signing in is not sent into the back office.
 */
export const SIGN_IN_PATH = '/auth';
export const ADMIN_REDIRECT_KEY = 'adminRedirectAfterLogin';

const BASENAME = '/admin';
const LOGIN_PATH = `${BASENAME}/login`;

/** Within the back office, and not its retired login page. */
function isBackOfficePath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const inside = pathname === BASENAME || pathname.startsWith(`${BASENAME}/`);
  return inside && pathname.replace(/\/$/, '') !== LOGIN_PATH;
}

/** Keeps the path a visitor asked for (with its query), for after they have signed in. */
export function rememberBackOfficePath(path: string, storage: Storage = sessionStorage): void {
  if (isBackOfficePath(path)) storage.setItem(ADMIN_REDIRECT_KEY, path);
}

/** The kept path, consumed, relative to the back office's basename; null if none. */
export function takeBackOfficePath(storage: Storage = sessionStorage): string | null {
  const path = storage.getItem(ADMIN_REDIRECT_KEY);
  storage.removeItem(ADMIN_REDIRECT_KEY);
  if (!path || !isBackOfficePath(path)) return null;
  const inner = path.slice(BASENAME.length);
  return inner === '' || inner === '/' ? null : inner;
}

import type { User } from '@/lib/auth';

export type Destination = { kind: 'admin'; href: '/admin' } | { kind: 'route'; path: string };

/**
 * Document 2 §2: an admin with nothing else asked for goes to YouScout's admin address, which
 * leads on to the back office's YouScout screen (decision 0041).
 */
export const ADMIN_HOME = '/you-scout/actual-admin';

/**
 * Where a visitor goes after signing in or registering (document 2 §2, decision 0035). An admin
 * goes where the admin guard sent them from (the back office, another app, so a full page load;
 * or an admin page of this site), else to YouScout's admin address; anyone else to the stored
 * redirect or home.
 */
export function destinationAfterSignIn(
  user: Pick<User, 'role'>,
  takeRedirect: () => string | null,
  backOfficeTarget = false,
): Destination {
  const stored = takeRedirect();
  const usable = stored && !stored.startsWith('/auth') ? stored : null;
  if (user.role !== 'admin') return { kind: 'route', path: usable ?? '/' };
  if (backOfficeTarget) return { kind: 'admin', href: '/admin' };
  return { kind: 'route', path: usable ?? ADMIN_HOME };
}

import type { User } from '@/lib/auth';

export type Destination = { kind: 'admin'; href: '/admin' } | { kind: 'route'; path: string };

/**
 * Where a visitor goes after signing in or registering (document 2 §2): an admin to the back
 * office (another app, so a full page load), anyone else to the stored redirect or home.
 */
export function destinationAfterSignIn(
  user: Pick<User, 'role'>,
  takeRedirect: () => string | null,
): Destination {
  if (user.role === 'admin') return { kind: 'admin', href: '/admin' };
  const stored = takeRedirect();
  return { kind: 'route', path: stored && !stored.startsWith('/auth') ? stored : '/' };
}

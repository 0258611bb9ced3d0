import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { GuardLoading, storeRedirect, useIsAdmin, useUser } from './auth';
import { toast } from './notify';

// The admin guard is its own module, loaded with the admin pages only: the board's first load
// stays within its budget (scripts/bundle-size.ts).

/** Document 2 §7's Access Denied texts (the back office's own is web-admin/src/accessDenied.ts). */
export const ACCESS_DENIED = {
  title: 'Access Denied',
  /** A signed-in user whose role is not admin. */
  notAdmin: 'You need administrator privileges to access this area.',
  /** An admin-role user the server did not confirm (GET /api/check-admin not ok, or failed). */
  notVerified: 'Your admin privileges could not be verified.',
} as const;

/** The destructive Access Denied toast, then home (the toast outlives the page it was on). */
function DeniedToHome({ message }: { message: string }) {
  useEffect(() => {
    toast({ title: ACCESS_DENIED.title, description: message, variant: 'destructive' });
  }, [message]);
  return <Navigate to="/" replace />;
}

/**
 * Document 2's admin guard: signed out, /auth with the path kept; a signed-in user without the
 * admin role, Access Denied and home with the path kept; an admin, verified with the server
 * first (GET /api/check-admin), and Access Denied and home when it does not confirm. The
 * server checks every admin call again, whatever the page shows.
 */
export function AdminRoute({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  const isAdmin = useIsAdmin(user?.role === 'admin' ? user : null);
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  if (isPending) return <GuardLoading />;
  if (!user) {
    storeRedirect(here);
    return <Navigate to="/auth" replace />;
  }
  if (user.role !== 'admin') {
    storeRedirect(here);
    return <DeniedToHome message={ACCESS_DENIED.notAdmin} />;
  }
  if (isAdmin.isPending) return <GuardLoading />;
  if (isAdmin.data !== true) return <DeniedToHome message={ACCESS_DENIED.notVerified} />;
  return children;
}

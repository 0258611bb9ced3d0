import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { destinationAfterSignIn } from '@/features/accounts/utils/destination';
import { hasBackOfficeTarget, takeRedirect, type User } from '@/lib/auth';

/** Sends a visitor who has just signed in (or registered) where document 2 §2 says. */
export function useAfterSignIn(): (user: User) => void {
  const navigate = useNavigate();
  return useCallback(
    (user: User) => {
      const destination = destinationAfterSignIn(user, takeRedirect, hasBackOfficeTarget());
      // The back office is another app: a full page load, never a client-side route.
      if (destination.kind === 'admin') window.location.assign(destination.href);
      else navigate(destination.path, { replace: true });
    },
    [navigate],
  );
}

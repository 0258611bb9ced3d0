import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogout } from '@/lib/auth';
import { toast } from '@/lib/notify';

/** Logout with document 2 §8's toasts; the visitor lands on the home page. */
export function useSignOut(): { signOut: () => void; pending: boolean } {
  const logout = useLogout();
  const navigate = useNavigate();
  const signOut = useCallback(() => {
    logout.mutate(undefined, {
      onSuccess: () => {
        navigate('/');
        toast({ title: 'Logged out', description: 'See you next time.' });
      },
      onError: () => toast({ title: 'Failed to log out', variant: 'destructive' }),
    });
  }, [logout, navigate]);
  return { signOut, pending: logout.isPending };
}

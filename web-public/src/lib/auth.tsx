import { Center, Loader } from '@mantine/core';
import type { Role } from '@server/accounts/constants';
import type { User } from '@server/accounts/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { api, getOrNullOn401 } from './api-client';

// GET /api/user, POST /api/login and /api/register: the server's answer schema.
export type { Role, User };

export type LoginInput = { username: string; password: string };
/** `variant` only for /auth's Matchups variant, which also gives the account its Matchups profile. */
export type RegisterInput = {
  username: string;
  email: string;
  password: string;
  role: Role;
  variant?: 'matchups';
};

export const userQueryKey = ['/api/user'] as const;

/** The signed-in user, or null: a 401 from GET /api/user means signed out (document 2 §7). */
export const userQueryOptions = () =>
  queryOptions({ queryKey: userQueryKey, queryFn: () => getOrNullOn401<User>('/api/user') });

export const useUser = () => useQuery(userQueryOptions());

/** Whether the server says this user is an admin (GET /api/check-admin: ok means yes). */
export const useIsAdmin = (user: User | null | undefined) =>
  useQuery({
    queryKey: ['/api/check-admin', user?.id],
    queryFn: async () => {
      const response = await fetch('/api/check-admin', { credentials: 'include' });
      // The answer's body is not needed, but left unread it holds the request open.
      await response.body?.cancel();
      return response.ok;
    },
    enabled: Boolean(user),
  });

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api.post<User>('/api/login', input),
    onSuccess: (user) => {
      client.setQueryData(userQueryKey, user);
      client.removeQueries({ queryKey: ['/api/check-admin'] });
    },
  });
}

export function useRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => api.post<User>('/api/register', input),
    onSuccess: (user) => client.setQueryData(userQueryKey, user),
  });
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<unknown>('/api/logout'),
    onSuccess: () => {
      client.setQueryData(userQueryKey, null);
      // Nothing a signed-in user read may linger for the next person at this browser.
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
    },
  });
}

/* ---------- where to go after signing in ---------- */

const REDIRECT_KEY = 'redirectAfterLogin';

export const storeRedirect = (path: string) => sessionStorage.setItem(REDIRECT_KEY, path);

/** The stored post-login path, consumed: only a same-site path is ever honoured. */
export function takeRedirect(): string | null {
  const path = sessionStorage.getItem(REDIRECT_KEY);
  sessionStorage.removeItem(REDIRECT_KEY);
  return path?.startsWith('/') && !path.startsWith('//') ? path : null;
}

export const peekRedirect = () => sessionStorage.getItem(REDIRECT_KEY);

/**
 * Whether the back office sent the visitor to sign in: its guard keeps the path under its own
 * key (web-admin/src/signInRedirect.ts, `ADMIN_REDIRECT_KEY`) and takes it once an admin is in.
 */
export const BACK_OFFICE_REDIRECT_KEY = 'adminRedirectAfterLogin';
export const hasBackOfficeTarget = () => sessionStorage.getItem(BACK_OFFICE_REDIRECT_KEY) !== null;

/* ---------- which /auth tab to open (the header's Sign Up pre-selects Register) ---------- */

export type AuthTab = 'login' | 'register';

const AUTH_TAB_KEY = 'authTab';

export const storeAuthTab = (tab: AuthTab) => sessionStorage.setItem(AUTH_TAB_KEY, tab);

/** The tab the header asked for, if any; read once, then forgotten. */
export function takeAuthTab(): AuthTab | null {
  const tab = sessionStorage.getItem(AUTH_TAB_KEY);
  sessionStorage.removeItem(AUTH_TAB_KEY);
  return tab === 'login' || tab === 'register' ? tab : null;
}

/** A guard's spinner while it finds out who the visitor is. */
export const GuardLoading = () => (
  <Center mih="60vh" role="status" aria-label="Loading">
    <Loader />
  </Center>
);

/** Document 2's signed-in guard: a spinner while the user loads, else /auth with the path kept. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  const location = useLocation();
  if (isPending) return <GuardLoading />;
  if (!user) {
    storeRedirect(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to="/auth" replace />;
  }
  return children;
}

/* ---------- the admin guard (document 2 §2) ---------- */

import type { AuthTest } from '@server/accounts/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { AuthTest };

/** Keyed by the signed-in user, so signing in or out reads the answer again. */
export const authTestQueryKey = (userId: string | null) => ['/api/auth-test', userId] as const;

export const getAuthTest = () => api.get<AuthTest>('/api/auth-test');

export const authTestQueryOptions = (userId: string | null) =>
  queryOptions({ queryKey: authTestQueryKey(userId), queryFn: getAuthTest });

/** GET /api/auth-test: whether the server sees a session, and whose. */
export const useAuthTest = (userId: string | null) => useQuery(authTestQueryOptions(userId));

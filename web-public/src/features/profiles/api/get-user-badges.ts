import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserBadgesAnswer } from '@/features/profiles/types';
import { api } from '@/lib/api-client';

export const userBadgesQueryKey = (userId: string) =>
  ['/api/you-scout/users', userId, 'badges'] as const;

/** A user's YouScout badges, the newest first. */
export const getUserBadges = async (userId: string) =>
  (await api.get<UserBadgesAnswer>(`/api/you-scout/users/${encodeURIComponent(userId)}/badges`))
    .data;

export const userBadgesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userBadgesQueryKey(userId), queryFn: () => getUserBadges(userId) });

export const useUserBadges = (userId: string) => useQuery(userBadgesQueryOptions(userId));

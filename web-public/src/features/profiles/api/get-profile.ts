import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile, ProfileFound } from '@/features/profiles/types';
import { ApiError, api } from '@/lib/api-client';

export const profileQueryKey = ['/api/user-profile'] as const;

/** The signed-in user's profile, or null before one is saved (a 404 is not an error). */
export async function getProfile(): Promise<Profile | null> {
  try {
    const { data } = await api.get<ProfileFound>(profileQueryKey[0]);
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });

export const useProfile = () => useQuery(profileQueryOptions());

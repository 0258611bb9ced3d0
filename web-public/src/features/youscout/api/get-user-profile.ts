import type { ProfileFound, UserProfile } from '@server/profiles/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

/** The profile's key and answer as the profile page reads them, so both share one cache entry. */
export const userProfileQueryKey = ['/api/user-profile'] as const;

/** The signed-in user's profile, or null before one is saved (a 404 is not an error). */
export async function getUserProfile(): Promise<UserProfile | null> {
  try {
    const { data } = await api.get<ProfileFound>(userProfileQueryKey[0]);
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** For the nominator's name: the profile's display name, when there is one. */
export const useUserProfile = (enabled: boolean) =>
  useQuery({
    ...queryOptions({ queryKey: userProfileQueryKey, queryFn: getUserProfile }),
    enabled,
  });

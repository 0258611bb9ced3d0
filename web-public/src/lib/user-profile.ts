import type { ProfileFound, UserProfile } from '@server/profiles/schemas';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

/**
 * The signed-in user's profile, read once for the whole site: the profile page, the header's
 * avatar and YouScout's nomination (the nominator's name) share its cache entry.
 */
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

export const userProfileQueryOptions = () =>
  queryOptions({ queryKey: userProfileQueryKey, queryFn: getUserProfile });

import { useQuery } from '@tanstack/react-query';
import { userProfileQueryKey, userProfileQueryOptions } from '@/lib/user-profile';

/** The signed-in user's profile (src/lib/user-profile.ts), or null before one is saved. */
export const profileQueryKey = userProfileQueryKey;

export const useProfile = () => useQuery(userProfileQueryOptions());

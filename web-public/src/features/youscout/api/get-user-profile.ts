import { useQuery } from '@tanstack/react-query';
import { userProfileQueryOptions } from '@/lib/user-profile';

/**
 * For the nominator's name: the profile's display name, when there is one. The profile page's
 * read (src/lib/user-profile.ts), so both share one cache entry.
 */
export const useUserProfile = (enabled: boolean) =>
  useQuery({ ...userProfileQueryOptions(), enabled });

import { activityQueryKey } from '@/features/profiles/api/get-activity';
import { profileQueryKey } from '@/features/profiles/api/get-profile';
import type { ProfileInput, ProfileSaved } from '@/features/profiles/types';
import { usePost } from '@/lib/use-post';

/** Saves the whole form; the saved profile replaces the cached one, and the history refetches. */
export const useUpdateProfile = () =>
  usePost<ProfileInput, ProfileSaved>('/api/user-profile', async (saved, queryClient) => {
    queryClient.setQueryData(profileQueryKey, saved.data);
    await queryClient.invalidateQueries({ queryKey: activityQueryKey });
  });

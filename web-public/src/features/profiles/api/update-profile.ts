import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activityQueryKey } from '@/features/profiles/api/get-activity';
import { profileQueryKey } from '@/features/profiles/api/get-profile';
import type { ProfileInput, ProfileSaved } from '@/features/profiles/types';
import { api } from '@/lib/api-client';

export const updateProfile = (input: ProfileInput) =>
  api.post<ProfileSaved>('/api/user-profile', input);

/** Saves the whole form; the saved profile replaces the cached one, and the history refetches. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (saved) => {
      queryClient.setQueryData(profileQueryKey, saved.data);
      await queryClient.invalidateQueries({ queryKey: activityQueryKey });
    },
  });
}

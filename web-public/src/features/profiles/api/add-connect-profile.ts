import { useMutation, useQueryClient } from '@tanstack/react-query';
import { areaProfilesQueryKey } from '@/features/profiles/api/get-area-profiles';
import type { AreaProfilesFound, ConnectProfileSaved } from '@/features/profiles/types';
import type { ConnectProfileInput } from '@/features/profiles/utils/connect-form';
import { api } from '@/lib/api-client';

export const addConnectProfile = (input: ConnectProfileInput) =>
  api.post<ConnectProfileSaved>('/api/user-profile/connect', input);

/** Adds the account's Connect profile; the saved one goes straight into the cached list. */
export function useAddConnectProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addConnectProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData<AreaProfilesFound['data']>(areaProfilesQueryKey, (areas) =>
        areas ? { ...areas, connect: saved.data } : { matchups: null, connect: saved.data },
      );
    },
  });
}

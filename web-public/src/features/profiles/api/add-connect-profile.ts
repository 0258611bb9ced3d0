import { areaProfilesQueryKey } from '@/features/profiles/api/get-area-profiles';
import type { AreaProfilesFound, ConnectProfileSaved } from '@/features/profiles/types';
import type { ConnectProfileInput } from '@/features/profiles/utils/connect-form';
import { usePost } from '@/lib/use-post';

/** Adds the account's Connect profile; the saved one goes straight into the cached list. */
export const useAddConnectProfile = () =>
  usePost<ConnectProfileInput, ConnectProfileSaved>(
    '/api/user-profile/connect',
    (saved, queryClient) => {
      queryClient.setQueryData<AreaProfilesFound['data']>(areaProfilesQueryKey, (areas) =>
        areas ? { ...areas, connect: saved.data } : { matchups: null, connect: saved.data },
      );
    },
  );

import type { PreferencesAnswer } from '@server/matchups/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedQueryKey } from '@/features/matchups/api/get-feed';
import { preferencesQueryKey } from '@/features/matchups/api/get-preferences';
import { api } from '@/lib/api-client';

export const savePreferences = (input: PreferencesAnswer) =>
  api.put<PreferencesAnswer>(preferencesQueryKey[0], input);

/** Save the preferences; the discovery feed they choose is read again. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (answer) => {
      queryClient.setQueryData(preferencesQueryKey, answer);
      void queryClient.invalidateQueries({ queryKey: feedQueryKey });
    },
  });
}

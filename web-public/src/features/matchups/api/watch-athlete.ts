import type { WatchPriority } from '@server/matchups/constants';
import type { WatchAnswer } from '@server/matchups/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { heatMapQueryKey } from '@/features/matchups/api/get-heat-map';
import { watchlistQueryKey } from '@/features/matchups/api/get-watchlist';
import { api } from '@/lib/api-client';

export type WatchInput = { priority: WatchPriority; notes: string };

export const watchAthlete = (athleteId: string, input: WatchInput) =>
  api.put<WatchAnswer>(`${watchlistQueryKey[0]}/${encodeURIComponent(athleteId)}`, input);

/**
 * Watch an athlete (or change the priority and notes); the watchlist is read again, and the
 * heat map of the watched athletes' activity.
 */
export function useWatchAthlete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ athleteId, input }: { athleteId: string; input: WatchInput }) =>
      watchAthlete(athleteId, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: heatMapQueryKey });
      return queryClient.invalidateQueries({ queryKey: watchlistQueryKey });
    },
  });
}

import type { PipelineStage } from '@server/matchups/constants';
import type { WatchAnswer } from '@server/matchups/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { watchlistQueryKey } from '@/features/matchups/api/get-watchlist';
import { api } from '@/lib/api-client';

export const moveStage = (athleteId: string, stage: PipelineStage) =>
  api.post<WatchAnswer>(`${watchlistQueryKey[0]}/${encodeURIComponent(athleteId)}/stage`, {
    stage,
  });

type Move = { athleteId: string; stage: PipelineStage };

/**
 * Moves a card at once (the board follows the hand), then keeps the server's answer; a refused
 * move puts the card back where it was.
 */
export function useMoveStage() {
  const queryClient = useQueryClient();
  const update = (change: (row: WatchAnswer) => WatchAnswer) =>
    queryClient.setQueryData<WatchAnswer[]>(watchlistQueryKey, (rows) => rows?.map(change));
  return useMutation({
    mutationFn: ({ athleteId, stage }: Move) => moveStage(athleteId, stage),
    onMutate: async ({ athleteId, stage }: Move) => {
      await queryClient.cancelQueries({ queryKey: watchlistQueryKey });
      const before = queryClient.getQueryData<WatchAnswer[]>(watchlistQueryKey);
      update((row) => (row.athlete.id === athleteId ? { ...row, stage } : row));
      return { before };
    },
    onError: (_error, _move, context) => {
      if (context?.before) queryClient.setQueryData(watchlistQueryKey, context.before);
    },
    onSuccess: (answer) => update((row) => (row.athlete.id === answer.athlete.id ? answer : row)),
  });
}

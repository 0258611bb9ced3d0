import { type InvalidateQueryFilters, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Toast, toast } from '@/lib/notify';
import { voteErrorToast } from '@/lib/vote-toasts';

/**
 * One vote a click, on the NOLA 100 and on YouScout alike: `post` sends it; success toasts
 * `recorded` and refetches the lists `refetch` names (their counts), a refusal toasts why.
 */
export function useVote<Result>(
  post: (id: string) => Promise<Result>,
  recorded: Toast,
  refetch: InvalidateQueryFilters,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: post,
    onSuccess: async () => {
      toast(recorded);
      await queryClient.invalidateQueries(refetch);
    },
    onError: (error) => toast(voteErrorToast(error)),
  });
}

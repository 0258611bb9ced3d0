import type { VoteResult } from '@server/prospects/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { prospectsQueryKey } from '@/features/prospects/api/get-prospects';
import { VOTE_RECORDED } from '@/features/prospects/utils/vote-messages';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/notify';
import { voteErrorToast } from '@/lib/vote-toasts';

export type { VoteResult };

export const voteForProspect = (prospectId: string): Promise<VoteResult> =>
  api.post<VoteResult>(`/api/prospects/${encodeURIComponent(prospectId)}/vote`);

/** One vote a click; success refetches the live board (past boards cannot change). */
export function useVoteForProspect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voteForProspect,
    onSuccess: async () => {
      toast(VOTE_RECORDED);
      await queryClient.invalidateQueries({ queryKey: prospectsQueryKey, exact: true });
    },
    onError: (error) => toast(voteErrorToast(error)),
  });
}

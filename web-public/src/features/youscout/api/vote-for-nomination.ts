import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nominationsQueryKey } from '@/features/youscout/api/get-nominations';
import type { NominationVoteResult } from '@/features/youscout/types';
import { VOTE_RECORDED } from '@/features/youscout/utils/messages';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/notify';
import { voteErrorToast } from '@/lib/vote-toasts';

export const voteForNomination = (nominationId: string): Promise<NominationVoteResult> =>
  api.post<NominationVoteResult>(
    `${nominationsQueryKey[0]}/${encodeURIComponent(nominationId)}/vote`,
  );

/** One vote a click; success refetches every list and page of nominations (their counts). */
export function useVoteForNomination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voteForNomination,
    onSuccess: async () => {
      toast(VOTE_RECORDED);
      await queryClient.invalidateQueries({ queryKey: nominationsQueryKey });
    },
    onError: (error) => toast(voteErrorToast(error)),
  });
}

import { nominationsQueryKey } from '@/features/youscout/api/get-nominations';
import type { NominationVoteResult } from '@/features/youscout/types';
import { VOTE_RECORDED } from '@/features/youscout/utils/messages';
import { api } from '@/lib/api-client';
import { useVote } from '@/lib/use-vote';

export const voteForNomination = (nominationId: string): Promise<NominationVoteResult> =>
  api.post<NominationVoteResult>(
    `${nominationsQueryKey[0]}/${encodeURIComponent(nominationId)}/vote`,
  );

/** One vote a click; success refetches every list and page of nominations (their counts). */
export const useVoteForNomination = () =>
  useVote(voteForNomination, VOTE_RECORDED, { queryKey: nominationsQueryKey });

import type { VoteResult } from '@server/prospects/schemas';
import { prospectsQueryKey } from '@/features/prospects/api/get-prospects';
import { VOTE_RECORDED } from '@/features/prospects/utils/vote-messages';
import { api } from '@/lib/api-client';
import { useVote } from '@/lib/use-vote';

export type { VoteResult };

export const voteForProspect = (prospectId: string): Promise<VoteResult> =>
  api.post<VoteResult>(`/api/prospects/${encodeURIComponent(prospectId)}/vote`);

/** One vote a click; success refetches the live board (past boards cannot change). */
export const useVoteForProspect = () =>
  useVote(voteForProspect, VOTE_RECORDED, { queryKey: prospectsQueryKey, exact: true });

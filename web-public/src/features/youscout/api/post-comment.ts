import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentsQueryKey } from '@/features/youscout/api/get-comments';
import { nominationQueryKey } from '@/features/youscout/api/get-nomination';
import type { CommentCreated } from '@/features/youscout/types';
import { api } from '@/lib/api-client';

export const postComment = (nominationId: string, comment: string): Promise<CommentCreated> =>
  api.post<CommentCreated>(
    `/api/you-scout/nominations/${encodeURIComponent(nominationId)}/comments`,
    { comment },
  );

/** Posts a comment; the list and the count refresh (a held one shows to its author only). */
export function usePostComment(nominationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: string) => postComment(nominationId, comment),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: commentsQueryKey(nominationId) }),
        queryClient.invalidateQueries({ queryKey: nominationQueryKey(nominationId), exact: true }),
      ]);
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import type { YouScoutMessage } from '@/features/youscout/types';
import { api } from '@/lib/api-client';

export const reportComment = (commentId: string): Promise<YouScoutMessage> =>
  api.post<YouScoutMessage>(`/api/you-scout/comments/${encodeURIComponent(commentId)}/report`, {});

/** Reports a comment to the moderators (once per person; never one's own: 409). */
export const useReportComment = () => useMutation({ mutationFn: reportComment });

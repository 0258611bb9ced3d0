import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { nominationsQueryKey } from '@/features/youscout/api/get-nominations';
import type { CommentsPage } from '@/features/youscout/types';
import { api } from '@/lib/api-client';

export const COMMENTS_PER_PAGE = 20;

export const commentsQueryKey = (nominationId: string) =>
  [...nominationsQueryKey, 'comments', nominationId] as const;

/** A nomination's comments, oldest first, a page at a time (1-based). */
export const commentsQueryOptions = (nominationId: string, page: number) =>
  queryOptions({
    queryKey: [...commentsQueryKey(nominationId), page],
    queryFn: () =>
      api.get<CommentsPage>(
        `${nominationsQueryKey[0]}/${encodeURIComponent(nominationId)}/comments?page=${page}&perPage=${COMMENTS_PER_PAGE}`,
      ),
    placeholderData: keepPreviousData,
  });

export const useComments = (nominationId: string, page: number) =>
  useQuery(commentsQueryOptions(nominationId, page));

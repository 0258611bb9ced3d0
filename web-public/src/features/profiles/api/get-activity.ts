import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityPage } from '@/features/profiles/types';
import { api } from '@/lib/api-client';

export const ACTIVITY_PAGE_SIZE = 10;

/** Every page shares this prefix, so one invalidation refreshes them all. */
export const activityQueryKey = ['/api/user-activity'] as const;

export const getActivity = (page: number, pageSize = ACTIVITY_PAGE_SIZE) =>
  api.get<ActivityPage>(`${activityQueryKey[0]}?page=${page}&pageSize=${pageSize}`);

export const activityQueryOptions = (page: number, pageSize = ACTIVITY_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...activityQueryKey, { page, pageSize }],
    queryFn: () => getActivity(page, pageSize),
    placeholderData: keepPreviousData,
  });

/** The signed-in user's history, newest first, a page at a time. */
export const useActivity = (page: number) => useQuery(activityQueryOptions(page));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { nominationsQueryKey } from '@/features/youscout/api/get-nominations';
import type { TopWeek } from '@/features/youscout/types';
import { api } from '@/lib/api-client';

const path = `${nominationsQueryKey[0]}/top-week`;

/** The ten public nominations with the most counted votes of the last 7 days. */
export const topWeekQueryOptions = () =>
  queryOptions({
    queryKey: [...nominationsQueryKey, 'top-week'],
    queryFn: async () => (await api.get<TopWeek>(path)).data,
  });

export const useTopWeek = () => useQuery(topWeekQueryOptions());

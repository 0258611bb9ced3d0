import { queryOptions, useQuery } from '@tanstack/react-query';
import { nominationsQueryKey } from '@/features/youscout/api/get-nominations';
import type { Nomination } from '@/features/youscout/types';
import { api } from '@/lib/api-client';

export const nominationQueryKey = (id: string) => [...nominationsQueryKey, 'one', id] as const;

/** One nomination as the caller may see it; a 404 when it is not public. */
export const nominationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: nominationQueryKey(id),
    queryFn: () => api.get<Nomination>(`${nominationsQueryKey[0]}/${encodeURIComponent(id)}`),
  });

export const useNomination = (id: string) => useQuery(nominationQueryOptions(id));

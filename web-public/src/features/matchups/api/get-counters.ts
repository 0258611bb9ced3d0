import type { CountersAnswer } from '@server/matchups/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { CountersAnswer };

export const countersQueryKey = ['/api/matchups/counters'] as const;

export const getCounters = () => api.get<CountersAnswer>(countersQueryKey[0]);

/** /matchups' live counters; read again each time the page opens (never cached for long). */
export const countersQueryOptions = () =>
  queryOptions({ queryKey: countersQueryKey, queryFn: getCounters, staleTime: 0 });

export const useCounters = () => useQuery(countersQueryOptions());

import type { MetricAnswer } from '@server/matchups/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { athleteQueryKey } from '@/features/matchups/api/get-athlete';
import { athleteApi } from '@/features/matchups/utils/paths';
import { api } from '@/lib/api-client';

export type { MetricAnswer };

export const metricHistoryQueryKey = (athleteId: string) =>
  [...athleteQueryKey(athleteId), 'metrics'] as const;

export const getMetricHistory = (athleteId: string) =>
  api.get<MetricAnswer[]>(athleteApi(athleteId, '/metrics'));

export const metricHistoryQueryOptions = (athleteId: string) =>
  queryOptions({
    queryKey: metricHistoryQueryKey(athleteId),
    queryFn: () => getMetricHistory(athleteId),
  });

/** Every value of the athlete with its provenance, oldest first. */
export const useMetricHistory = (athleteId: string) =>
  useQuery(metricHistoryQueryOptions(athleteId));

import type { AlertAnswer } from '@server/matchups/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { AlertAnswer };

export const alertsQueryKey = ['/api/matchups/alerts'] as const;

export const getAlerts = () => api.get<AlertAnswer[]>(alertsQueryKey[0]);

export const alertsQueryOptions = () =>
  queryOptions({ queryKey: alertsQueryKey, queryFn: getAlerts });

/** The coach's metric alerts. */
export const useAlerts = () => useQuery(alertsQueryOptions());

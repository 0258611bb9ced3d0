import type { PreferencesAnswer } from '@server/matchups/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { PreferencesAnswer };

export const preferencesQueryKey = ['/api/matchups/preferences'] as const;

export const getPreferences = () => api.get<PreferencesAnswer>(preferencesQueryKey[0]);

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: preferencesQueryKey, queryFn: getPreferences });

/** The coach's discovery preferences: positions, graduation years, states, metrics. */
export const usePreferences = () => useQuery(preferencesQueryOptions());

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NominationsPage } from '@/features/youscout/types';
import { api } from '@/lib/api-client';

/** Every list of nominations starts with this key, so a vote refreshes them all. */
export const nominationsQueryKey = ['/api/you-scout/nominations'] as const;

/** The leaderboard's filters: empty strings filter nothing. */
export type NominationFilters = {
  sport: string;
  ageGroup: string;
  position: string;
  q: string;
  page: number;
};
export const NO_NOMINATION_FILTERS: NominationFilters = {
  sport: '',
  ageGroup: '',
  position: '',
  q: '',
  page: 1,
};
export const PER_PAGE = 25;

export function nominationsSearch(filters: NominationFilters): string {
  const params = new URLSearchParams();
  for (const key of ['sport', 'ageGroup', 'position'] as const)
    if (filters[key]) params.set(key, filters[key]);
  const q = filters.q.trim();
  if (q) params.set('q', q);
  params.set('page', String(filters.page));
  params.set('perPage', String(PER_PAGE));
  return params.toString();
}

export const getNominations = (filters: NominationFilters): Promise<NominationsPage> =>
  api.get<NominationsPage>(`${nominationsQueryKey[0]}?${nominationsSearch(filters)}`);

export const nominationsQueryOptions = (filters: NominationFilters) =>
  queryOptions({
    queryKey: [...nominationsQueryKey, 'list', filters],
    queryFn: () => getNominations(filters),
    // A new filter keeps the last rows on screen until its answer comes.
    placeholderData: keepPreviousData,
  });

export const useNominations = (filters: NominationFilters) =>
  useQuery(nominationsQueryOptions(filters));

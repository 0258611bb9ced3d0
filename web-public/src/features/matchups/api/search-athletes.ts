import type { AlertOperator, MetricTypeKey } from '@server/matchups/constants';
import type { SearchAnswer } from '@server/matchups/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { SearchAnswer };

export type Threshold = { metricType: MetricTypeKey; operator: AlertOperator; value: number };

/** The search form's filters: empty strings filter nothing. */
export type SearchFilters = {
  q: string;
  position: string;
  graduationYear: string;
  state: string;
  thresholds: Threshold[];
  page: number;
};
export const NO_FILTERS: SearchFilters = {
  q: '',
  position: '',
  graduationYear: '',
  state: '',
  thresholds: [],
  page: 1,
};
export const SEARCH_PAGE_SIZE = 12;

export const searchQueryKey = ['/api/matchups/search'] as const;

/** The query string: each threshold its own `threshold=exit_velocity>=85`. */
export function searchParams(filters: SearchFilters): string {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  for (const key of ['position', 'graduationYear', 'state'] as const)
    if (filters[key]) params.set(key, filters[key]);
  for (const t of filters.thresholds)
    params.append('threshold', `${t.metricType}${t.operator}${t.value}`);
  params.set('page', String(filters.page));
  params.set('limit', String(SEARCH_PAGE_SIZE));
  return params.toString();
}

export const searchAthletes = (filters: SearchFilters) =>
  api.get<SearchAnswer>(`${searchQueryKey[0]}?${searchParams(filters)}`);

export const searchQueryOptions = (filters: SearchFilters) =>
  queryOptions({
    queryKey: [...searchQueryKey, filters],
    queryFn: () => searchAthletes(filters),
    placeholderData: keepPreviousData,
  });

/** Signed-in coaches' and scouts' search; nothing is asked until a search is made. */
export const useSearchAthletes = (filters: SearchFilters | null) =>
  useQuery({
    ...searchQueryOptions(filters ?? NO_FILTERS),
    enabled: filters !== null,
  });

import type { WatchAnswer } from '@server/matchups/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { WatchAnswer };

export const watchlistQueryKey = ['/api/matchups/watchlist'] as const;

export const getWatchlist = () => api.get<WatchAnswer[]>(watchlistQueryKey[0]);

export const watchlistQueryOptions = () =>
  queryOptions({ queryKey: watchlistQueryKey, queryFn: getWatchlist });

/** The coach's watchlist with each athlete's pipeline stage. */
export const useWatchlist = () => useQuery(watchlistQueryOptions());

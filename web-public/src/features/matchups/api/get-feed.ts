import type { FeedAnswer } from '@server/matchups/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { FeedAnswer };
export type FeedItem = FeedAnswer['items'][number];

export const feedQueryKey = ['/api/matchups/feed'] as const;

export const getFeed = () => api.get<FeedAnswer>(feedQueryKey[0]);

export const feedQueryOptions = () => queryOptions({ queryKey: feedQueryKey, queryFn: getFeed });

/** The coach's discovery feed from their preferences: the last 14 days, newest first. */
export const useFeed = () => useQuery(feedQueryOptions());

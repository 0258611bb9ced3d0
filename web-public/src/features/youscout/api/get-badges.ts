import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BadgeCatalogueAnswer } from '@/features/youscout/types';
import { api } from '@/lib/api-client';

/** The active badge catalogue: how badges are earned. */
export const badgeCatalogueQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/you-scout/badges'],
    queryFn: async () => (await api.get<BadgeCatalogueAnswer>('/api/you-scout/badges')).data,
  });

export const useBadgeCatalogue = () => useQuery(badgeCatalogueQueryOptions());

import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '@/dataProvider';

export const STATS_QUERY_KEY = ['dashboard', 'stats'] as const;

/** GET /api/admin/stats: the cards' figures, refreshed each minute while the page is open. */
export function useStats() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: STATS_QUERY_KEY,
    queryFn: () => dataProvider.stats(),
    retry: false,
    refetchInterval: 60_000,
  });
}

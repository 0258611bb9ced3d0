import { useQuery } from '@tanstack/react-query';
import { fetchSales, SALES_QUERY_KEY } from '../api';

/** GET /api/admin/shop-sales?days=: the card's figures, refreshed each minute while it is open. */
export const useSales = (days: number) =>
  useQuery({
    queryKey: [...SALES_QUERY_KEY, days],
    queryFn: () => fetchSales(days),
    retry: false,
    refetchInterval: 60_000,
  });

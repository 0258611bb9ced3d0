import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '@/dataProvider';

export const boardQueryKey = (asOf: string) => ['board', 'asOf', asOf] as const;

/** The board as it stood at an instant (a replay of the log on the server). */
export function useBoardAt(asOf: string | undefined) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: boardQueryKey(asOf ?? ''),
    queryFn: () => dataProvider.board(asOf),
    enabled: asOf !== undefined,
    retry: false,
    // A past board never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

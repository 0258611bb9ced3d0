import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider, FormRecords } from '@/dataProvider';

export const formRecordsKey = (kind: keyof FormRecords) => ['dashboard', kind] as const;

/** One of document 1 §7's admin reads (GET /api/contact, /newsletter, /prospect-evaluations). */
export function useFormRecords<K extends keyof FormRecords>(kind: K) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: formRecordsKey(kind),
    queryFn: () => dataProvider.formRecords(kind),
    retry: false,
  });
}

import { useDocumentTitle } from '@mantine/hooks';
import { RemovalPage } from '@/features/youscout/components/removal/removal-page';
import { useSearchValues } from '@/lib/search-values';

/** /you-scout/removal (public): ?token= from a mailed link, or ?nomination= to prefill the form. */
export function Component() {
  useDocumentTitle('Remove a nomination | NOLA Sports');
  const { token = '', nomination } = useSearchValues();
  return <RemovalPage token={token} nomination={nomination} />;
}

import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router-dom';
import { RemovalPage } from '@/features/youscout/components/removal/removal-page';

/** /you-scout/removal (public): ?token= from a mailed link, or ?nomination= to prefill the form. */
export function Component() {
  useDocumentTitle('Remove a nomination | NOLA Sports');
  const [params] = useSearchParams();
  return (
    <RemovalPage
      token={params.get('token') ?? ''}
      nomination={params.get('nomination') ?? undefined}
    />
  );
}

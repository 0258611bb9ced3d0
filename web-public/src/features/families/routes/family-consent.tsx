import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router-dom';
import { ConsentPage } from '@/features/families/components/consent-page';

/** /profile/family/consent?token= (open to all; consent itself is given signed in). */
export function Component() {
  useDocumentTitle('Guardian consent | NOLA Sports');
  const [params] = useSearchParams();
  return <ConsentPage token={params.get('token') ?? ''} />;
}

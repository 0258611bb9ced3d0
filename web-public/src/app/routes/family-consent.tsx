import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router-dom';
import { ConsentPage } from '@/features/families/components/consent-page';

/** /profile/family/consent?token= (public: the mailed link is the proof). */
export function Component() {
  useDocumentTitle('Guardian consent | NOLA Sports');
  const [params] = useSearchParams();
  return <ConsentPage token={params.get('token') ?? ''} />;
}

import { useDocumentTitle } from '@mantine/hooks';
import { ConsentPage } from '@/features/families/components/consent-page';
import { useSearchValues } from '@/lib/search-values';

/** /profile/family/consent?token= (open to all; consent itself is given signed in). */
export function Component() {
  useDocumentTitle('Guardian consent | NOLA Sports');
  const { token = '' } = useSearchValues();
  return <ConsentPage token={token} />;
}

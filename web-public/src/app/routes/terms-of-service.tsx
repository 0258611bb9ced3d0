import { useDocumentTitle } from '@mantine/hooks';
import { LegalPage } from '@/features/legal/components/legal-page';
import { TERMS_OF_SERVICE } from '@/features/legal/data/terms-of-service';

/** /terms-of-service (document 2 §2). */
export function Component() {
  useDocumentTitle('Terms of Service | NOLA Sports');
  return (
    <LegalPage
      document={TERMS_OF_SERVICE}
      related={{ to: '/privacy-policy', label: 'Privacy Policy' }}
    />
  );
}

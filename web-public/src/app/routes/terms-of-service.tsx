import { useDocumentTitle } from '@mantine/hooks';
import { PAGES } from '@/app/route-table';
import { LegalPage } from '@/features/legal/components/legal-page';
import { TERMS_OF_SERVICE } from '@/features/legal/data/terms-of-service';

/** /terms-of-service (document 2 §2). */
export function Component() {
  useDocumentTitle(PAGES['/terms-of-service'].title);
  return (
    <LegalPage
      document={TERMS_OF_SERVICE}
      related={{ to: '/privacy-policy', label: 'Privacy Policy' }}
    />
  );
}

import { useDocumentTitle } from '@mantine/hooks';
import { LegalPage } from '@/features/legal/components/legal-page';
import { TERMS_OF_SERVICE } from '@/features/legal/data/terms-of-service';
import { LEGAL_PAGES } from '@/features/legal/pages';

/** /terms-of-service (document 2 §2). */
export function Component() {
  useDocumentTitle(LEGAL_PAGES['/terms-of-service'].title);
  return (
    <LegalPage
      document={TERMS_OF_SERVICE}
      related={{ to: '/privacy-policy', label: 'Privacy Policy' }}
    />
  );
}

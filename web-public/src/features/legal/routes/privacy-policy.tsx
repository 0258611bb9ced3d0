import { useDocumentTitle } from '@mantine/hooks';
import { LegalPage } from '@/features/legal/components/legal-page';
import { PRIVACY_POLICY } from '@/features/legal/data/privacy-policy';
import { LEGAL_PAGES } from '@/features/legal/pages';

/** /privacy-policy (document 2 §2). */
export function Component() {
  useDocumentTitle(LEGAL_PAGES['/privacy-policy'].title);
  return (
    <LegalPage
      document={PRIVACY_POLICY}
      related={{ to: '/terms-of-service', label: 'Terms of Service' }}
    />
  );
}

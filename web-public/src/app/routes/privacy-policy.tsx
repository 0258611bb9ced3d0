import { useDocumentTitle } from '@mantine/hooks';
import { LegalPage } from '@/features/legal/components/legal-page';
import { PRIVACY_POLICY } from '@/features/legal/data/privacy-policy';

/** /privacy-policy (document 2 §2). */
export function Component() {
  useDocumentTitle('Privacy Policy | NOLA Sports');
  return (
    <LegalPage
      document={PRIVACY_POLICY}
      related={{ to: '/terms-of-service', label: 'Terms of Service' }}
    />
  );
}

// The family page's own Mantine stylesheet, before its styles (app/mantine-styles.ts).
import '@mantine/core/styles/Table.css';
import { useDocumentTitle } from '@mantine/hooks';
import { FamilyPage } from '@/features/families/components/family-page';

/** /profile/family (signed in; the router guards it). */
export function Component() {
  useDocumentTitle('Family | NOLA Sports');
  return <FamilyPage />;
}

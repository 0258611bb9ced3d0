// The panel's own Mantine stylesheets, before its styles (app/mantine-styles.ts).
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/SegmentedControl.css';
import { useDocumentTitle } from '@mantine/hooks';
import { PAGES } from '@/app/route-table';
import { YouScoutAdmin } from '@/features/youscout/components/admin/youscout-admin';

/** /you-scout/admin and /you-scout/actual-admin (the router puts the admin guard in front). */
export function Component() {
  useDocumentTitle(PAGES['/you-scout/admin'].title);
  return <YouScoutAdmin />;
}

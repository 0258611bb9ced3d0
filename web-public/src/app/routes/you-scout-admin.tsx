import { useDocumentTitle } from '@mantine/hooks';
import { PAGES } from '@/app/route-table';
import { YouScoutAdmin } from '@/features/youscout/components/admin/youscout-admin';

/** /you-scout/admin and /you-scout/actual-admin (the router puts the admin guard in front). */
export function Component() {
  useDocumentTitle(PAGES['/you-scout/admin'].title);
  return <YouScoutAdmin />;
}

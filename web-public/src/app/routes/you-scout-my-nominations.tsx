import { useDocumentTitle } from '@mantine/hooks';
import { PAGES } from '@/app/route-table';
import { MyNominationsPage } from '@/features/youscout/components/my-nominations/my-nominations-page';

/** /you-scout/my-nominations (signed in; the router guards it). */
export function Component() {
  useDocumentTitle(PAGES['/you-scout/my-nominations'].title);
  return <MyNominationsPage />;
}

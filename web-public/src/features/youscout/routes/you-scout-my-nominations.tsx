import { useDocumentTitle } from '@mantine/hooks';
import { MyNominationsPage } from '@/features/youscout/components/my-nominations/my-nominations-page';
import { YOUSCOUT_PAGES } from '@/features/youscout/pages';

/** /you-scout/my-nominations (signed in; the router guards it). */
export function Component() {
  useDocumentTitle(YOUSCOUT_PAGES['/you-scout/my-nominations'].title);
  return <MyNominationsPage />;
}

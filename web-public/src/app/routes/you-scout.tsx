import '@mantine/core/styles/Skeleton.css';
import { useDocumentTitle } from '@mantine/hooks';
import { PAGES } from '@/app/route-table';
import { YouScoutHome } from '@/features/youscout/components/you-scout-home';

/** /you-scout (and /youscout): YouScout's home (document 2 §2). */
export function Component() {
  useDocumentTitle(PAGES['/you-scout'].title);
  return <YouScoutHome />;
}

import '@mantine/core/styles/Skeleton.css';
import { useDocumentTitle } from '@mantine/hooks';
import { YouScoutHome } from '@/features/youscout/components/you-scout-home';
import { YOUSCOUT_PAGES } from '@/features/youscout/pages';

/** /you-scout (and /youscout): YouScout's home (document 2 §2). */
export function Component() {
  useDocumentTitle(YOUSCOUT_PAGES['/you-scout'].title);
  return <YouScoutHome />;
}

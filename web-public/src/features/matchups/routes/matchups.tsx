import '@mantine/core/styles/Skeleton.css';
import { useDocumentTitle } from '@mantine/hooks';
import { MatchupsHome } from '@/features/matchups/components/home/matchups-home';
import { MATCHUPS_PAGES } from '@/features/matchups/pages';

/** /matchups: the module's home (document 2 §2, PLATFORM.md §2). */
export function Component() {
  useDocumentTitle(MATCHUPS_PAGES['/matchups'].title);
  return <MatchupsHome />;
}

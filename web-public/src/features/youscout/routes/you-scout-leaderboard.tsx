// The leaderboard's own Mantine stylesheets, before its styles (app/mantine-styles.ts).
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Table.css';
import { useDocumentTitle } from '@mantine/hooks';
import { ScoutLeaderboard } from '@/features/youscout/components/scout-leaderboard';
import { YOUSCOUT_PAGES } from '@/features/youscout/pages';

/** /you-scout/leaderboard (and /youscout/leaderboard): nominations by community votes. */
export function Component() {
  useDocumentTitle(YOUSCOUT_PAGES['/you-scout/leaderboard'].title);
  return <ScoutLeaderboard />;
}

// The leaderboard's own Mantine stylesheets, before its styles (app/mantine-styles.ts).
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Table.css';
import { useDocumentTitle } from '@mantine/hooks';
import { PAGES } from '@/app/route-table';
import { ScoutLeaderboard } from '@/features/youscout/components/scout-leaderboard';

/** /you-scout/leaderboard (and /youscout/leaderboard): nominations by community votes. */
export function Component() {
  useDocumentTitle(PAGES['/you-scout/leaderboard'].title);
  return <ScoutLeaderboard />;
}

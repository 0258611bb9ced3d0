// The board's own Mantine stylesheets, before its styles (app/mantine-styles.ts).
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Table.css';
import { useDocumentTitle } from '@mantine/hooks';
import { Leaderboard } from '@/features/prospects/components/leaderboard';
import { PROSPECTS_PAGES } from '@/features/prospects/pages';

/** /leaderboard, labelled NOLA 100 (document 1 §2). */
export function Component() {
  useDocumentTitle(PROSPECTS_PAGES['/leaderboard'].title);
  return <Leaderboard />;
}

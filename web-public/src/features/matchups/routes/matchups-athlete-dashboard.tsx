import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Table.css';
import { useDocumentTitle } from '@mantine/hooks';
import { AthleteDashboard } from '@/features/matchups/components/athlete-dashboard/athlete-dashboard';
import { MATCHUPS_PAGES } from '@/features/matchups/pages';

/** /matchups/athlete-dashboard (public; asks a signed-out visitor to sign in). */
export function Component() {
  useDocumentTitle(MATCHUPS_PAGES['/matchups/athlete-dashboard'].title);
  return <AthleteDashboard />;
}

import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Switch.css';
import { useDocumentTitle } from '@mantine/hooks';
import { CoachDashboard } from '@/features/matchups/components/coach-dashboard/coach-dashboard';
import { MATCHUPS_PAGES } from '@/features/matchups/pages';

/** /matchups/coach-dashboard (signed in; the router guards it). */
export function Component() {
  useDocumentTitle(MATCHUPS_PAGES['/matchups/coach-dashboard'].title);
  return <CoachDashboard />;
}

import '@mantine/core/styles/Table.css';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router-dom';
import { ReportPage } from '@/features/matchups/components/report/report-page';
import { MATCHUPS_PAGES } from '@/features/matchups/pages';

/** /matchups/athletes/:athleteId/report: verified bests against the cohort, printable. */
export function Component() {
  useDocumentTitle(MATCHUPS_PAGES['/matchups/athletes/:athleteId/report'].title);
  const { athleteId = '' } = useParams();
  return <ReportPage key={athleteId} athleteId={athleteId} />;
}

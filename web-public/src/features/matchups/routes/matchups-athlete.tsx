import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Table.css';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router-dom';
import { AthletePage } from '@/features/matchups/components/athlete/athlete-page';
import { MATCHUPS_PAGES } from '@/features/matchups/pages';

/** /matchups/athletes/:athleteId: the athlete's profile as the viewer may see it. */
export function Component() {
  useDocumentTitle(MATCHUPS_PAGES['/matchups/athletes/:athleteId'].title);
  const { athleteId = '' } = useParams();
  return <AthletePage key={athleteId} athleteId={athleteId} />;
}

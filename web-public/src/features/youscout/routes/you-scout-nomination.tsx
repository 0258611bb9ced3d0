import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Skeleton.css';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router-dom';
import { NominationDetail } from '@/features/youscout/components/nomination-detail';
import { YOUSCOUT_PAGES } from '@/features/youscout/pages';

/** /you-scout/nomination/:id (and /youscout/...): one nomination, its votes and comments. */
export function Component() {
  useDocumentTitle(YOUSCOUT_PAGES['/you-scout/nomination/:id'].title);
  const { id = '' } = useParams();
  return <NominationDetail key={id} id={id} />;
}

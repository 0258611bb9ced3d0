import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Skeleton.css';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router-dom';
import { PAGES } from '@/app/route-table';
import { NominationDetail } from '@/features/youscout/components/nomination-detail';

/** /you-scout/nomination/:id (and /youscout/...): one nomination, its votes and comments. */
export function Component() {
  useDocumentTitle(PAGES['/you-scout/nomination/:id'].title);
  const { id = '' } = useParams();
  return <NominationDetail key={id} id={id} />;
}

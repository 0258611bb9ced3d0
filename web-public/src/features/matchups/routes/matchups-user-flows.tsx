import { useDocumentTitle } from '@mantine/hooks';
import { UserFlows } from '@/features/matchups/components/user-flows';
import { MATCHUPS_PAGES } from '@/features/matchups/pages';

/** /matchups/user-flows: step by step, each step linking to its screen. */
export function Component() {
  useDocumentTitle(MATCHUPS_PAGES['/matchups/user-flows'].title);
  return <UserFlows />;
}

import { useDocumentTitle } from '@mantine/hooks';
import { Leaderboard } from '@/features/board/components/leaderboard';

/** /leaderboard, labelled NOLA 100 (document 1 §2). */
export function Component() {
  useDocumentTitle('NOLA 100 | NOLA Sports');
  return <Leaderboard />;
}

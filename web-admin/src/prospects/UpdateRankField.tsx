import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '@/dataProvider';
import { failureText } from '@/errors';
import type { Prospect } from '@/types';
import { HISTORY_QUERY_KEY } from './history/ProspectHistory';
import { type Direction, RankButtons } from './RankButtons';

/** Every rank move shares this key, so all arrows wait while any move is under way. */
export const MOVE_MUTATION_KEY = ['prospects', 'move'] as const;

/** The list's Update Rank column: POST /api/admin/prospects/{id}/move, then a fresh list. */
export function UpdateRankField() {
  const record = useRecordContext<Prospect>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const pending = useIsMutating({ mutationKey: MOVE_MUTATION_KEY }) > 0;
  const move = useMutation({
    mutationKey: MOVE_MUTATION_KEY,
    mutationFn: ({ id, direction }: { id: string; direction: Direction }) =>
      dataProvider.moveProspect(id, direction),
    onSuccess: () => {
      notify('Prospect updated successfully', { type: 'success' });
      queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY });
      refresh();
    },
    onError: (error) => notify(failureText('Error updating prospect', error), { type: 'error' }),
  });
  if (!record) return null;
  return (
    <RankButtons
      rank={record.nolaRank}
      name={`${record.firstName} ${record.lastName}`}
      pending={pending}
      onMove={(direction) => move.mutate({ id: record.id, direction })}
    />
  );
}

import type { NominationStatusChanged } from '@server/youscout/write-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myNominationsQueryKey } from '@/features/youscout/api/get-my-nominations';
import { api } from '@/lib/api-client';

export type { NominationStatusChanged };

export const withdrawNomination = (id: string) =>
  api.post<NominationStatusChanged>(
    `/api/you-scout/nominations/${encodeURIComponent(id)}/withdraw`,
  );

/** The nominator withdraws a pending nomination; the list is read again either way. */
export function useWithdrawNomination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawNomination,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myNominationsQueryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { familyQueryKey } from '@/features/families/api/get-family';
import type {
  ChildCreated,
  ChildInput,
  FamilyMessage,
  LinkRequested,
} from '@/features/families/types';
import { api } from '@/lib/api-client';

/** Each family action, as one mutation that refetches the family afterwards. */
function useFamilyAction<Input, Answer>(call: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyQueryKey }),
  });
}

const athlete = (athleteId: string, action: string) =>
  `/api/families/athletes/${encodeURIComponent(athleteId)}/${action}`;

export const useCreateChild = () =>
  useFamilyAction((child: ChildInput) => api.post<ChildCreated>('/api/families/children', child));

export const useRequestLink = () =>
  useFamilyAction((athleteUsername: string) =>
    api.post<LinkRequested>('/api/families/links', { athleteUsername }),
  );

export const useAnswerLink = () =>
  useFamilyAction(({ guardianId, accept }: { guardianId: string; accept: boolean }) =>
    api.post<FamilyMessage>(
      `/api/families/links/${encodeURIComponent(guardianId)}/${accept ? 'accept' : 'decline'}`,
    ),
  );

export const useRequestConsent = () =>
  useFamilyAction((athleteId: string) =>
    api.post<FamilyMessage>(athlete(athleteId, 'consent-requests')),
  );

export const useWithdrawConsent = () =>
  useFamilyAction((athleteId: string) =>
    api.post<FamilyMessage>(athlete(athleteId, 'consent/withdraw')),
  );

export const useEraseAthlete = () =>
  useFamilyAction((athleteId: string) => api.post<FamilyMessage>(athlete(athleteId, 'erasure')));

import type { OwnAthleteAnswer } from '@server/matchups/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownAthleteQueryKey } from '@/features/matchups/api/get-own-athlete';

/**
 * A change to the athlete's own profile whose answer is the whole profile again: the answer
 * becomes the profile's query, so the meter and lists show it at once.
 */
export function useOwnAthleteMutation<Input>(
  athleteId: string,
  call: (input: Input) => Promise<OwnAthleteAnswer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => queryClient.setQueryData(ownAthleteQueryKey(athleteId), answer),
  });
}

import type { Weekday } from '@server/matchups/constants';
import type { OwnAthleteAnswer } from '@server/matchups/schemas';
import { useOwnAthleteMutation } from '@/features/matchups/api/own-athlete-mutation';
import { athleteApi } from '@/features/matchups/utils/paths';
import { api } from '@/lib/api-client';

export type AvailabilityWindow = { day: Weekday; start: string; end: string };
export type AvailabilityInput = { windows: AvailabilityWindow[]; timeZone: string };

export const setAvailability = (athleteId: string, input: AvailabilityInput) =>
  api.put<OwnAthleteAnswer>(athleteApi(athleteId, '/availability'), input);

export const useSetAvailability = (athleteId: string) =>
  useOwnAthleteMutation(athleteId, (input: AvailabilityInput) => setAvailability(athleteId, input));

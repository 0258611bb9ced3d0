import type { OwnAthleteAnswer } from '@server/matchups/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { athleteApi } from '@/features/matchups/utils/paths';
import { api } from '@/lib/api-client';

export type { OwnAthleteAnswer };

export const ownAthleteQueryKey = (athleteId: string) =>
  ['/api/matchups/athletes', athleteId, 'own'] as const;

export const getOwnAthlete = (athleteId: string) =>
  api.get<OwnAthleteAnswer>(athleteApi(athleteId, '/own'));

export const ownAthleteQueryOptions = (athleteId: string) =>
  queryOptions({
    queryKey: ownAthleteQueryKey(athleteId),
    queryFn: () => getOwnAthlete(athleteId),
  });

/** The athlete's own profile with every value, as the athlete or a linked parent edits it. */
export const useOwnAthlete = (athleteId: string) => useQuery(ownAthleteQueryOptions(athleteId));

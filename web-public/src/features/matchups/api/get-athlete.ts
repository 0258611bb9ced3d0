import type { AthleteAnswer } from '@server/matchups/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { athleteApi } from '@/features/matchups/utils/paths';
import { api } from '@/lib/api-client';

export type { AthleteAnswer };

/** Every read of one athlete starts with this key, so a verification refreshes them all. */
export const athleteQueryKey = (athleteId: string) =>
  ['/api/matchups/athletes', athleteId] as const;

export const getAthlete = (athleteId: string) => api.get<AthleteAnswer>(athleteApi(athleteId));

export const athleteQueryOptions = (athleteId: string) =>
  queryOptions({ queryKey: athleteQueryKey(athleteId), queryFn: () => getAthlete(athleteId) });

/** An athlete as the viewer may see them (the server shapes the name and what is shown). */
export const useAthlete = (athleteId: string) => useQuery(athleteQueryOptions(athleteId));

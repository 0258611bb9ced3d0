import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AreaProfilesFound } from '@/features/profiles/types';
import { api } from '@/lib/api-client';

export const areaProfilesQueryKey = ['/api/user-profile/areas'] as const;

/** The account's Matchups and Connect profiles, null for each it does not have. */
export const getAreaProfiles = async () =>
  (await api.get<AreaProfilesFound>(areaProfilesQueryKey[0])).data;

export const areaProfilesQueryOptions = () =>
  queryOptions({ queryKey: areaProfilesQueryKey, queryFn: getAreaProfiles });

export const useAreaProfiles = () => useQuery(areaProfilesQueryOptions());

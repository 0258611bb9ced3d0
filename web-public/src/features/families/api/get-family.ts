import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FamilyOverview } from '@/features/families/types';
import { api } from '@/lib/api-client';

export const familyQueryKey = ['/api/families'] as const;

export const getFamily = () => api.get<FamilyOverview>(familyQueryKey[0]);

export const familyQueryOptions = () =>
  queryOptions({ queryKey: familyQueryKey, queryFn: getFamily });

export const useFamily = () => useQuery(familyQueryOptions());

import type { myNominationsAnswer } from '@server/youscout/nominations/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** GET /api/you-scout/my-nominations: the server's answer schema. */
export type MyNominations = z.output<typeof myNominationsAnswer>;
export type MyNomination = MyNominations['data'][number];

export const myNominationsQueryKey = ['/api/you-scout/my-nominations'] as const;

export const getMyNominations = () => api.get<MyNominations>(myNominationsQueryKey[0]);

export const myNominationsQueryOptions = () =>
  queryOptions({ queryKey: myNominationsQueryKey, queryFn: getMyNominations });

/** The signed-in user's nominations in any status, newest first. */
export const useMyNominations = () => useQuery(myNominationsQueryOptions());

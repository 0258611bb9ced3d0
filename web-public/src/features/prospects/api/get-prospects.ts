import type { Board, BoardProspect } from '@server/prospects/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A prospect as GET /api/prospects answers it: the server's answer schema. */
export type Prospect = BoardProspect;

/** The live board's key; a past board adds `{ asOf }`, so invalidating this covers both. */
export const prospectsQueryKey = ['/api/prospects'] as const;

export const getProspects = async (asOf?: string): Promise<Prospect[]> => {
  const path = asOf
    ? `${prospectsQueryKey[0]}?asOf=${encodeURIComponent(asOf)}`
    : prospectsQueryKey[0];
  const response = await api.get<Board>(path);
  return response.data;
};

/** The live board, or the board as it stood at `asOf` (an ISO instant). */
export const prospectsQueryOptions = (asOf?: string) =>
  queryOptions({
    queryKey: asOf ? [...prospectsQueryKey, { asOf }] : prospectsQueryKey,
    queryFn: () => getProspects(asOf),
  });

export const useProspects = (asOf?: string) => useQuery(prospectsQueryOptions(asOf));

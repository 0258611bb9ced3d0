import type { Board, BoardProspect } from '@server/prospects/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A prospect as GET /api/prospects answers it: the server's answer schema. */
export type Prospect = BoardProspect;

/** The live board's key; a past board adds `{ asOf }`, so invalidating this covers both. */
export const prospectsQueryKey = ['/api/prospects'] as const;

/**
 * A past board counts what had happened by then (`by=occurred`): the site's own events are
 * recorded as they happen, so that is also what it showed, and imported or seeded history (the
 * demo board's five weeks) shows on the days it is dated. An auditor asks the API or the CLI for
 * what the site showed (`by=recorded`) where the two differ.
 */
export const getProspects = async (asOf?: string): Promise<Prospect[]> => {
  const path = asOf
    ? `${prospectsQueryKey[0]}?asOf=${encodeURIComponent(asOf)}&by=occurred`
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

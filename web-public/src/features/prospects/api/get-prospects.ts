import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A prospect as GET /api/prospects answers it (document 1 §3, plus the API's extras). */
export type Prospect = {
  id: string;
  firstName: string;
  lastName: string;
  school: string;
  /** Shown when school is empty. */
  teamName?: string | null;
  positionPrimary: string;
  positionSecondary?: string | null;
  battingThrowingHand?: string | null;
  gradYear: number;
  /** The official rank; null (or absent) when unranked. */
  nolaRank?: number | null;
  /** Absent counts as 0. */
  communityVotes?: number | null;
  /** Official rank 7 days earlier minus now (positive: climbed); null when unranked then or now. */
  rankChange?: number | null;
};

type ProspectsResponse = { data: Prospect[] };

/** The live board's key; a past board adds `{ asOf }`, so invalidating this covers both. */
export const prospectsQueryKey = ['/api/prospects'] as const;

export const getProspects = async (asOf?: string): Promise<Prospect[]> => {
  const path = asOf
    ? `${prospectsQueryKey[0]}?asOf=${encodeURIComponent(asOf)}`
    : prospectsQueryKey[0];
  const response = await api.get<ProspectsResponse>(path);
  return response.data;
};

/** The live board, or the board as it stood at `asOf` (an ISO instant). */
export const prospectsQueryOptions = (asOf?: string) =>
  queryOptions({
    queryKey: asOf ? [...prospectsQueryKey, { asOf }] : prospectsQueryKey,
    queryFn: () => getProspects(asOf),
  });

export const useProspects = (asOf?: string) => useQuery(prospectsQueryOptions(asOf));

import type { HeatMapAnswer } from '@server/matchups/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { HeatMapAnswer };

export const heatMapQueryKey = ['/api/matchups/heat-map'] as const;

export const getHeatMap = (timeZone: string) =>
  api.get<HeatMapAnswer>(`${heatMapQueryKey[0]}?${new URLSearchParams({ timeZone })}`);

export const heatMapQueryOptions = (timeZone: string) =>
  queryOptions({
    queryKey: [...heatMapQueryKey, timeZone],
    queryFn: () => getHeatMap(timeZone),
    // Another zone keeps the grid on screen until its counts arrive.
    placeholderData: keepPreviousData,
  });

/** When the coach's watched athletes are active, day of week by hour in `timeZone`. */
export const useHeatMap = (timeZone: string) => useQuery(heatMapQueryOptions(timeZone));

import type { MetricAnswer } from '@server/matchups/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { athleteQueryKey } from '@/features/matchups/api/get-athlete';
import { api } from '@/lib/api-client';

export const rejectMetric = (metricId: string, reason: string) =>
  api.post<MetricAnswer>(`/api/matchups/metrics/${encodeURIComponent(metricId)}/reject`, {
    reason,
  });

/** A verified coach or staff rejects a value with a reason. */
export function useRejectMetric(athleteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ metricId, reason }: { metricId: string; reason: string }) =>
      rejectMetric(metricId, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: athleteQueryKey(athleteId) }),
  });
}

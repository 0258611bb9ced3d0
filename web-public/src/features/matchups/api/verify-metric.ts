import type { MetricAnswer } from '@server/matchups/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { athleteQueryKey } from '@/features/matchups/api/get-athlete';
import { api } from '@/lib/api-client';

export type Evidence =
  | { kind: 'video'; url: string }
  | { kind: 'event'; name: string; date: string; place: string };

export const verifyMetric = (metricId: string, evidence: Evidence) =>
  api.post<MetricAnswer>(`/api/matchups/metrics/${encodeURIComponent(metricId)}/verify`, {
    evidence,
  });

/** A verified coach or staff verifies a value; the athlete's page and history are read again. */
export function useVerifyMetric(athleteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ metricId, evidence }: { metricId: string; evidence: Evidence }) =>
      verifyMetric(metricId, evidence),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: athleteQueryKey(athleteId) }),
  });
}

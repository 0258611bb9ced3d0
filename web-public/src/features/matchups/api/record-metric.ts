import type { MetricTypeKey } from '@server/matchups/constants';
import type { MetricAnswer } from '@server/matchups/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownAthleteQueryKey } from '@/features/matchups/api/get-own-athlete';
import { athleteApi } from '@/features/matchups/utils/paths';
import { api } from '@/lib/api-client';

export type RecordMetricInput = {
  metricType: MetricTypeKey;
  value: number | null;
  measuredOn: string;
  notes: string;
  videoUrl: string;
};

export const recordMetric = (athleteId: string, input: RecordMetricInput) =>
  api.post<MetricAnswer>(athleteApi(athleteId, '/metrics'), input);

/** A self-reported value; the profile (its history and meter) is read again. */
export function useRecordMetric(athleteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordMetricInput) => recordMetric(athleteId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownAthleteQueryKey(athleteId) }),
  });
}

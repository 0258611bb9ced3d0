import type { AlertFrequency, AlertOperator, MetricTypeKey } from '@server/matchups/constants';
import type { AlertAnswer } from '@server/matchups/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertsQueryKey } from '@/features/matchups/api/get-alerts';
import { api } from '@/lib/api-client';

export type AlertInput = {
  metricType: MetricTypeKey;
  operator: AlertOperator;
  targetValue: number | null;
  position: string | null;
  graduationYear: number | null;
  location: string | null;
  frequency: AlertFrequency;
};

export const createAlert = (input: AlertInput) => api.post<AlertAnswer>(alertsQueryKey[0], input);

export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsQueryKey }),
  });
}

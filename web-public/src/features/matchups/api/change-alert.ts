import type { AlertAnswer } from '@server/matchups/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlertInput } from '@/features/matchups/api/create-alert';
import { alertsQueryKey } from '@/features/matchups/api/get-alerts';
import { api } from '@/lib/api-client';

export type AlertChange = AlertInput & { isActive: boolean };

export const changeAlert = (alertId: string, change: AlertChange) =>
  api.put<AlertAnswer>(`${alertsQueryKey[0]}/${encodeURIComponent(alertId)}`, change);

/** The whole alert as it is, with what changes (turning it off or on is `isActive`). */
export const alertChangeOf = (alert: AlertAnswer, isActive: boolean): AlertChange => ({
  metricType: alert.metricType,
  operator: alert.operator,
  targetValue: alert.targetValue,
  position: alert.position,
  graduationYear: alert.graduationYear,
  location: alert.location,
  frequency: alert.frequency,
  isActive,
});

export function useChangeAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ alertId, change }: { alertId: string; change: AlertChange }) =>
      changeAlert(alertId, change),
    onSuccess: (answer) =>
      queryClient.setQueryData<AlertAnswer[]>(alertsQueryKey, (alerts) =>
        alerts?.map((alert) => (alert.id === answer.id ? answer : alert)),
      ),
  });
}

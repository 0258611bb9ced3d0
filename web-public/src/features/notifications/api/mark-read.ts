import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsQueryKey } from '@/features/notifications/api/get-notifications';
import type { NotificationsMarked } from '@/features/notifications/types';
import { api } from '@/lib/api-client';

export const markRead = (id: string) =>
  api.post<NotificationsMarked>(`/api/notifications/${encodeURIComponent(id)}/read`);
export const markAllRead = () => api.post<NotificationsMarked>('/api/notifications/read-all');

/** Marks one read; the list refetches. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

/** Marks all read; the list refetches. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

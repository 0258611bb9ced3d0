import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification, NotificationList } from '@/features/notifications/types';
import { api } from '@/lib/api-client';

export const notificationsQueryKey = ['/api/notifications'] as const;

export const getNotifications = () => api.get<NotificationList>(notificationsQueryKey[0]);

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationsQueryKey, queryFn: getNotifications });

/** The signed-in user's newest notifications and unread count (the bell). */
export const useNotifications = (enabled = true) =>
  useQuery({ ...notificationsQueryOptions(), enabled });

/** The list with a notification the stream sent added on top (once, however often it came). */
export function withArrived(list: NotificationList, arrived: Notification): NotificationList {
  if (list.data.some((n) => n.id === arrived.id)) return list;
  return {
    data: [arrived, ...list.data],
    unread: list.unread + (arrived.read ? 0 : 1),
  };
}

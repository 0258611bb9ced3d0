import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { notificationsQueryKey, withArrived } from '@/features/notifications/api/get-notifications';
import type { Notification, NotificationList } from '@/features/notifications/types';

export const STREAM_URL = '/api/notifications/stream';

/**
 * Keeps the bell's list live: opens the server's event stream after the newest notification
 * the list holds (`after`), and adds each one that arrives. After a network drop or the
 * server's periodic end of the stream, the browser reconnects by itself and sends the last id
 * it saw (Last-Event-ID), so nothing is missed and nothing comes twice.
 */
export function useNotificationStream(
  /** Where the stream starts; set once per page (later arrivals move the browser's own cursor). */
  after: string | undefined,
  onArrived?: (notification: Notification) => void,
): void {
  const queryClient = useQueryClient();
  const arrived = useRef(onArrived);
  arrived.current = onArrived;
  useEffect(() => {
    if (after === undefined || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${STREAM_URL}?after=${encodeURIComponent(after)}`);
    const onNotification = (message: MessageEvent<string>) => {
      const notification = JSON.parse(message.data) as Notification;
      queryClient.setQueryData<NotificationList>(notificationsQueryKey, (list) =>
        list ? withArrived(list, notification) : list,
      );
      arrived.current?.(notification);
    };
    source.addEventListener('notification', onNotification);
    return () => {
      source.removeEventListener('notification', onNotification);
      source.close();
    };
  }, [after, queryClient]);
}

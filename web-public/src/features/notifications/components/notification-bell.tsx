import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { useMarkAllRead, useMarkRead } from '@/features/notifications/api/mark-read';
import { useNotificationStream } from '@/features/notifications/api/use-notification-stream';
import type { Notification } from '@/features/notifications/types';
import classes from './notification-bell.module.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Unread counts over 99 read as 99+. */
export const countLabel = (unread: number) => (unread > 99 ? '99+' : String(unread));

function Item({ notification }: { notification: Notification }) {
  const markRead = useMarkRead();
  return (
    <UnstyledButton
      className={classes.item}
      data-unread={!notification.read || undefined}
      onClick={() => {
        if (!notification.read) markRead.mutate(notification.id);
      }}
      aria-label={`${notification.read ? '' : 'Unread: '}${notification.title}`}
    >
      <Text size="sm" fw={notification.read ? 500 : 700}>
        {notification.title}
      </Text>
      <Text size="sm" c="dimmed">
        {notification.message}
      </Text>
      <Text size="xs" c="dimmed">
        {when(notification.createdAt)}
      </Text>
    </UnstyledButton>
  );
}

/** The header's bell: the unread count, the newest notifications, live (see the stream hook). */
export function NotificationBell() {
  const { data } = useNotifications();
  const markAll = useMarkAllRead();
  const [after, setAfter] = useState<string>();
  useEffect(() => {
    if (after === undefined && data) setAfter(data.data[0]?.streamId ?? '0.0');
  }, [after, data]);
  useNotificationStream(after);

  const unread = data?.unread ?? 0;
  const label = unread > 0 ? `Notifications, ${countLabel(unread)} unread` : 'Notifications';
  return (
    // The count is on the button's name; the Indicator is for the eye, around the popover, so
    // the popover's ARIA attributes land on the button.
    <Indicator label={countLabel(unread)} size={18} color="red" disabled={unread === 0} offset={4}>
      <Popover
        position="bottom-end"
        width="min(340px, calc(100vw - 16px))"
        shadow="lg"
        withinPortal
      >
        <Popover.Target>
          <ActionIcon variant="subtle" color="gray.0" size="lg" radius="xl" aria-label={label}>
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0}>
          <Group justify="space-between" px="md" py="xs" className={classes.head}>
            <Text fw={700} size="sm">
              Notifications
            </Text>
            <Button
              variant="subtle"
              size="compact-xs"
              disabled={unread === 0}
              loading={markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              Mark all as read
            </Button>
          </Group>
          <ScrollArea.Autosize mah={380}>
            {data && data.data.length > 0 ? (
              <Stack component="ul" gap={0} aria-label="Notifications" className={classes.list}>
                {data.data.map((notification) => (
                  <li key={notification.id}>
                    <Item notification={notification} />
                  </li>
                ))}
              </Stack>
            ) : (
              <Text size="sm" c="dimmed" p="md">
                No notifications yet.
              </Text>
            )}
          </ScrollArea.Autosize>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}

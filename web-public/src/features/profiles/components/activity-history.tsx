import { Alert, Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import {
  IconAlertCircle,
  IconClipboardList,
  IconMessageCircle,
  IconStar,
  IconThumbUp,
  IconUserCircle,
  IconUserEdit,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Loading } from '@/components/ui/loading/loading';
import { PageNumbers } from '@/components/ui/page-numbers/page-numbers';
import { ACTIVITY_PAGE_SIZE, useActivity } from '@/features/profiles/api/get-activity';
import type { ActivityItem, ActivityType } from '@/features/profiles/types';
import {
  ACTIVITY_LABELS,
  describeActivity,
  whenOf,
} from '@/features/profiles/utils/activity-display';
import classes from './profile.module.css';

const ICONS: Record<ActivityType, typeof IconStar> = {
  profile_update: IconUserEdit,
  nomination: IconStar,
  vote: IconThumbUp,
  comment: IconMessageCircle,
  other: IconUserCircle,
};

/** The signed-in user's own history, newest first, a page at a time. */
export function ActivityHistory() {
  const [page, setPage] = useState(1);
  const activity = useActivity(page);

  if (activity.isPending) {
    return <Loading py="xl" label="Loading activity" />;
  }
  if (activity.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        classNames={{ title: classes.alertTitle }}
        title="Error loading activity"
        icon={<IconAlertCircle aria-hidden />}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">Your history could not be loaded right now.</Text>
          <Button size="xs" variant="light" color="red" onClick={() => activity.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }

  const { data: items, total } = activity.data;
  if (items.length === 0) {
    return (
      <Stack align="center" py="xl" gap="xs">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconClipboardList size={26} aria-hidden />
        </ThemeIcon>
        <Text c="dimmed">
          No activity yet. Save your profile or vote on the NOLA 100 to get started.
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {total} {total === 1 ? 'entry' : 'entries'}
      </Text>
      <Stack component="ol" gap="xs" className={classes.activityList} aria-label="Activity history">
        {items.map((item) => (
          <ActivityRow key={item.id} item={item} />
        ))}
      </Stack>
      <PageNumbers
        count={total}
        perPage={ACTIVITY_PAGE_SIZE}
        value={page}
        onChange={setPage}
        aria-label="Activity pages"
      />
    </Stack>
  );
}

function ActivityRow({ item }: { item: ActivityItem }) {
  const { title, details } = describeActivity(item);
  const when = whenOf(item.createdAt);
  const Icon = ICONS[item.activityType];
  return (
    <Paper component="li" withBorder radius="md" p="sm" className={classes.activityItem}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden>
          <Icon size={18} />
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Group gap="xs" wrap="nowrap">
              <Text fw={600} size="sm">
                {title}
              </Text>
              <Badge size="xs" variant="default" radius="sm">
                {ACTIVITY_LABELS[item.activityType]}
              </Badge>
            </Group>
            <Tooltip label={when.exact}>
              <Text component="time" dateTime={item.createdAt} size="xs" c="dimmed">
                {when.relative}
              </Text>
            </Tooltip>
          </Group>
          {details && (
            <Text size="sm" c="dimmed">
              {details}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

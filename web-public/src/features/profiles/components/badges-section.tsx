import { Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { badgeIconOf } from '@/components/ui/badge-icon/badge-icon';
import { useUserBadges } from '@/features/profiles/api/get-user-badges';
import type { UserBadgesAnswer } from '@/features/profiles/types';
import { longDate } from '@/lib/long-date';

type UserBadge = UserBadgesAnswer['data'][number];

/** The YouScout badges a user has earned (PLATFORM.md §1: badges show on the profile). */
export function BadgesSection({ userId }: { userId: string }) {
  const badges = useUserBadges(userId);
  return (
    <Paper
      component="section"
      aria-labelledby="badges-title"
      withBorder
      radius="lg"
      shadow="sm"
      p={{ base: 'md', sm: 'xl' }}
    >
      <Title id="badges-title" order={2} size="h3" mb="lg">
        YouScout badges
      </Title>
      {badges.isPending && <Text size="sm">Loading your badges…</Text>}
      {badges.isError && (
        <Text size="sm" c="red.8" role="alert">
          Your badges could not be loaded.{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => badges.refetch()}>
            Try again
          </Button>
        </Text>
      )}
      {badges.data &&
        (badges.data.length === 0 ? (
          <Text size="sm">
            No badges yet. Nominate an athlete on YouScout, or join the conversation, to earn your
            first.
          </Text>
        ) : (
          <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="md" p={0} m={0}>
            {badges.data.map((badge) => (
              <BadgeItem key={badge.badgeId} badge={badge} />
            ))}
          </SimpleGrid>
        ))}
    </Paper>
  );
}

function BadgeItem({ badge }: { badge: UserBadge }) {
  const Icon = badgeIconOf(badge.icon);
  return (
    <Group component="li" wrap="nowrap" align="flex-start" style={{ listStyle: 'none' }}>
      <ThemeIcon size="lg" radius="xl" variant="light" color="yellow" aria-hidden>
        <Icon size={20} />
      </ThemeIcon>
      <Stack gap={2}>
        <Text fw={600}>{badge.name}</Text>
        <Text size="sm" c="dimmed">
          {badge.description}
        </Text>
        <Text size="xs" c="dimmed">
          Earned {longDate(badge.awardedAt.slice(0, 10))}
        </Text>
      </Stack>
    </Group>
  );
}

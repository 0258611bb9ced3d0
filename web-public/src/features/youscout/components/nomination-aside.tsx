import { Anchor, Badge, Group, Paper, Stack, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { Link } from 'react-router-dom';
import { leaderboardClasses } from '@/components/leaderboard/leaderboard-classes';
import { badgeIconOf } from '@/components/ui/badge-icon/badge-icon';
import { NominationVoteButton } from '@/features/youscout/components/nomination-vote-button';
import type { Nomination, Nominator } from '@/features/youscout/types';
import { votesLine } from '@/features/youscout/utils/messages';
import { useScoutPaths } from '@/features/youscout/utils/paths';

/**
 * The nominator's badges: dark amber on its own 10% tint (about 6:1). A theme colour with a shade
 * (`yellow.9`) in Mantine's light variant paints the shade itself as the ground, under a label of
 * the same orange: a solid bar (issue 36).
 */
export const NOMINATOR_BADGE_TONE = '#8a5a00';

function NominatorCard({ nominator }: { nominator: Nominator }) {
  return (
    <Paper component="section" aria-labelledby="nominator-title" withBorder radius="md" p="lg">
      <Title id="nominator-title" order={2} size="h4" mb="xs">
        Nominated by
      </Title>
      <Text fw={700}>{nominator.username}</Text>
      {nominator.badges.length > 0 && (
        <Group gap={6} mt="xs" aria-label={`${nominator.username}'s badges`} role="list">
          {nominator.badges.map((badge) => {
            const Icon = badgeIconOf(badge.icon);
            return (
              <Tooltip key={badge.id} label={badge.description || badge.name}>
                <Badge
                  role="listitem"
                  variant="light"
                  color={NOMINATOR_BADGE_TONE}
                  leftSection={
                    <ThemeIcon
                      size="xs"
                      variant="transparent"
                      color={NOMINATOR_BADGE_TONE}
                      aria-hidden
                    >
                      <Icon size={12} />
                    </ThemeIcon>
                  }
                >
                  {badge.name}
                </Badge>
              </Tooltip>
            );
          })}
        </Group>
      )}
    </Paper>
  );
}

/** Beside a nomination: its votes and the button, who nominated it, and how to have it removed. */
export function NominationAside({ nomination }: { nomination: Nomination }) {
  const paths = useScoutPaths();
  const { athlete } = nomination;
  return (
    <Stack gap="lg">
      <Paper component="section" aria-labelledby="votes-title" withBorder radius="md" p="lg">
        <Title id="votes-title" order={2} size="h4" mb="xs">
          Community votes
        </Title>
        <Text className={leaderboardClasses.rank} data-testid="votes" mb="sm">
          {votesLine(nomination.communityVotes)}
        </Text>
        {nomination.isPublic && (
          <NominationVoteButton id={nomination.id} name={athlete.name} fullWidth />
        )}
      </Paper>
      {nomination.nominator && <NominatorCard nominator={nomination.nominator} />}
      <Text size="sm" c="dimmed">
        Are you this athlete or their parent or guardian?{' '}
        {/* Underlined: in a line of dimmed text its colour alone does not set it apart (axe). */}
        <Anchor component={Link} to={paths.removal(nomination.id)} size="sm" underline="always">
          Ask for this nomination to be removed
        </Anchor>
      </Text>
    </Stack>
  );
}

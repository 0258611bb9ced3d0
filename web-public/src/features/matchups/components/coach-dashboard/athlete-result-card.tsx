import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { AthleteCard } from '@server/matchups/schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatValue, metricName, percentileText } from '@/features/matchups/utils/metrics';
import { MATCHUPS_PATHS } from '@/features/matchups/utils/paths';

/** The facts line: positions, class, age group, state (and school, where the server sends it). */
export function athleteFacts(athlete: AthleteCard): string {
  return [
    athlete.positions.join(' / '),
    `Class of ${athlete.graduationYear}`,
    athlete.ageGroup ? `Ages ${athlete.ageGroup}` : null,
    athlete.state,
    athlete.school,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** An athlete as the search finds them: the name the server gives, facts, verified bests. */
export function AthleteResultCard({
  athlete,
  children,
}: {
  athlete: AthleteCard;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={athlete.displayName}>
      <Stack gap="xs">
        <div>
          <Anchor component={Link} to={MATCHUPS_PATHS.athlete(athlete.id)} fw={700} size="lg">
            {athlete.displayName}
          </Anchor>
          <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {athleteFacts(athlete)}
          </Text>
        </div>
        {athlete.bests.length === 0 ? (
          <Text size="sm" c="dimmed">
            No verified values yet
          </Text>
        ) : (
          <Stack
            component="ul"
            gap={4}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Verified bests"
          >
            {athlete.bests.map((best) => (
              <Group
                component="li"
                key={best.metricType}
                justify="space-between"
                gap="xs"
                wrap="nowrap"
              >
                <Text size="sm">
                  {metricName(best.metricType)}:{' '}
                  <strong>{formatValue(best.metricType, best.value, best.unit)}</strong>
                </Text>
                {/* The top tenth filled teal.9: teal's light badge reads 4.3:1, short of 4.5:1. */}
                <Badge
                  variant={best.percentile !== null && best.percentile >= 90 ? 'filled' : 'light'}
                  color={best.percentile !== null && best.percentile >= 90 ? 'teal.9' : 'navy'}
                  style={{ flex: 'none' }}
                >
                  {percentileText(best.percentile, best.cohortSize)}
                </Badge>
              </Group>
            ))}
          </Stack>
        )}
        {children}
      </Stack>
    </Paper>
  );
}

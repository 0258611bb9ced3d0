import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { FEED_DAYS, metricTypeOf } from '@server/matchups/constants';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/ui/load-error/load-error';
import { Loading } from '@/components/ui/loading/loading';
import { type FeedItem, useFeed } from '@/features/matchups/api/get-feed';
import {
  dateTimeText,
  formatValue,
  metricName,
  relativeTime,
} from '@/features/matchups/utils/metrics';
import { MATCHUPS_PATHS } from '@/features/matchups/utils/paths';

// A verified best is filled teal.9, as a verified value is everywhere: teal's light badge reads
// 4.3:1, short of 4.5:1.
const KINDS: Record<
  FeedItem['kind'],
  { label: string; color: string; variant: 'light' | 'filled' }
> = {
  verified_best: { label: 'Verified best', color: 'teal.9', variant: 'filled' },
  value_rose: { label: 'Improved', color: 'navy', variant: 'light' },
  new_athlete: { label: 'New athlete', color: 'grape', variant: 'light' },
};

/**
 * What the line says after the athlete's name: "Exit velocity 91.2 mph, first verified best",
 * "Exit velocity 93.0 mph, rose from 91.2 mph" (a dash "improved from", being lower), "new
 * athlete · SS, P · Class of 2028 · LA".
 */
export function feedItemText(item: FeedItem): string {
  if (item.kind === 'new_athlete')
    return [
      'new athlete',
      item.athlete.positions.join(', ') || null,
      `Class of ${item.athlete.graduationYear}`,
      item.athlete.state,
    ]
      .filter(Boolean)
      .join(' · ');
  const what =
    item.metricType === null
      ? 'a verified value'
      : item.value === null
        ? metricName(item.metricType)
        : `${metricName(item.metricType)} ${formatValue(item.metricType, item.value)}`;
  if (item.kind === 'verified_best') return `${what}, first verified best`;
  if (item.previous === null || item.metricType === null) return `${what}, a new verified best`;
  const verb = metricTypeOf(item.metricType)?.direction === 'lower' ? 'improved' : 'rose';
  return `${what}, ${verb} from ${formatValue(item.metricType, item.previous)}`;
}

function FeedRow({ item }: { item: FeedItem }) {
  const kind = KINDS[item.kind];
  return (
    <Paper component="li" withBorder radius="sm" p="sm">
      <Group gap="xs" wrap="wrap" align="baseline">
        <Badge color={kind.color} variant={kind.variant} size="sm">
          {kind.label}
        </Badge>
        <Text size="sm" style={{ overflowWrap: 'anywhere', flex: '1 1 12rem' }}>
          <Anchor component={Link} to={MATCHUPS_PATHS.athlete(item.athlete.id)} fw={600}>
            {item.athlete.displayName}
          </Anchor>
          : {feedItemText(item)}
        </Text>
        <Text
          size="xs"
          c="gray.7"
          component="time"
          dateTime={item.at}
          title={dateTimeText(item.at)}
        >
          {relativeTime(item.at)}
        </Text>
      </Group>
    </Paper>
  );
}

/** GET /api/matchups/feed: what is new among the athletes the coach's preferences name. */
export function DiscoveryFeed() {
  const feed = useFeed();
  if (feed.isError)
    return (
      <LoadError
        title="Your feed could not be loaded"
        error={feed.error}
        onRetry={() => void feed.refetch()}
      />
    );
  if (!feed.data) return <Loading label="Loading your feed" mih={80} />;
  const { personalised, items } = feed.data;
  return (
    <Stack gap="sm" aria-live="polite">
      {!personalised && (
        <Text size="sm" c="gray.8">
          This is what is new across Matchups.{' '}
          <Anchor href="#preferences" underline="always">
            Save your discovery preferences
          </Anchor>{' '}
          (positions, classes, states, metrics) to see only the athletes you look for.
        </Text>
      )}
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {personalised
            ? `Nothing new in the last ${FEED_DAYS} days among the athletes your preferences name. Widen them to see more.`
            : `Nothing new on Matchups in the last ${FEED_DAYS} days.`}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Discovery feed"
        >
          {items.map((item) => (
            <FeedRow
              key={`${item.kind}-${item.athlete.id}-${item.metricType}-${item.at}`}
              item={item}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { BestAnswer } from '@server/matchups/schemas';
import {
  formatValue,
  metricName,
  percentileText,
  shortDate,
} from '@/features/matchups/utils/metrics';

/** Each metric's best verified value and its place in the cohort; self-reported ones never count. */
export function VerifiedBests({ bests }: { bests: readonly BestAnswer[] }) {
  if (bests.length === 0)
    return (
      <Text c="dimmed">
        No verified values yet. Self-reported values count once staff or a verified coach verifies
        them.
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      {bests.map((best) => (
        <Paper
          key={best.metricType}
          withBorder
          radius="md"
          p="sm"
          component="article"
          aria-label={metricName(best.metricType)}
        >
          <Text size="sm" c="gray.7" fw={600}>
            {metricName(best.metricType)}
          </Text>
          <Text fw={700} size="xl">
            {formatValue(best.metricType, best.value, best.unit)}
          </Text>
          <Text size="sm">{percentileText(best.percentile, best.cohortSize)}</Text>
          <Text size="xs" c="gray.7">
            Verified {shortDate(best.verifiedAt)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { MetricAnswer } from '@server/matchups/schemas';
import type { ReactNode } from 'react';
import { MetricChart } from '@/features/matchups/components/line-chart';
import { MetricStatus } from '@/features/matchups/components/metric-status';
import { byMetric, formatValue, metricName, shortDate } from '@/features/matchups/utils/metrics';

/**
 * Every value by metric: its chart, then each value with its provenance. `actions`, when
 * given, adds what the viewer may do to a value (a verified coach's Verify and Reject).
 */
export function MetricHistory({
  values,
  actions,
  headingLevel = 3,
}: {
  values: readonly MetricAnswer[];
  actions?: (value: MetricAnswer) => ReactNode;
  headingLevel?: 3 | 4;
}) {
  if (values.length === 0) return <Text c="dimmed">No metric values yet.</Text>;
  return (
    <Stack gap="md">
      {byMetric(values).map(([key, list]) => (
        <Paper
          key={key}
          withBorder
          radius="md"
          p={{ base: 'xs', sm: 'md' }}
          component="article"
          aria-label={metricName(key)}
        >
          <Title order={headingLevel} size="h4" mb="xs">
            {metricName(key)}
          </Title>
          <MetricChart values={list} />
          {/* Three columns that fit a phone: what a verified coach may do sits under the
              value's status, not in a fourth column that pushed the status out of sight. */}
          <Table verticalSpacing="xs" mt="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Value</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list
                .slice()
                .reverse()
                .map((value) => (
                  <Table.Tr key={value.id} data-testid="metric-value">
                    <Table.Td style={{ verticalAlign: 'top' }}>
                      {shortDate(value.measuredOn)}
                    </Table.Td>
                    <Table.Td style={{ verticalAlign: 'top' }}>
                      <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {formatValue(value.metricType, value.value, value.unit)}
                      </Text>
                      {value.notes && (
                        <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                          {value.notes}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td style={{ verticalAlign: 'top' }}>
                      <MetricStatus value={value} />
                      {actions && (
                        <Group gap="xs" mt={6}>
                          {actions(value)}
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ))}
    </Stack>
  );
}

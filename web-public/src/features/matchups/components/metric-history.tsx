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
          p="md"
          component="article"
          aria-label={metricName(key)}
        >
          <Title order={headingLevel} size="h4" mb="xs">
            {metricName(key)}
          </Title>
          <MetricChart values={list} />
          <Table.ScrollContainer minWidth={360}>
            <Table verticalSpacing="xs" mt="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Value</Table.Th>
                  <Table.Th>Status</Table.Th>
                  {actions && <Table.Th>Review</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list
                  .slice()
                  .reverse()
                  .map((value) => (
                    <Table.Tr key={value.id} data-testid="metric-value">
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {shortDate(value.measuredOn)}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <Text fw={700} size="sm">
                          {formatValue(value.metricType, value.value, value.unit)}
                        </Text>
                        {value.notes && (
                          <Text size="xs" c="gray.7">
                            {value.notes}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <MetricStatus value={value} />
                      </Table.Td>
                      {actions && (
                        <Table.Td>
                          <Group gap="xs">{actions(value)}</Group>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ))}
    </Stack>
  );
}

import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { AthleteAnswer, MetricAnswer } from '@server/matchups/schemas';
import { IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/ui/load-error/load-error';
import { Loading } from '@/components/ui/loading/loading';
import { useAthlete } from '@/features/matchups/api/get-athlete';
import { useMetricHistory } from '@/features/matchups/api/get-metric-history';
import { athleteFacts } from '@/features/matchups/components/coach-dashboard/athlete-result-card';
import { MetricChart } from '@/features/matchups/components/line-chart';
import { PageLoadError } from '@/features/matchups/components/query-states';
import {
  byMetric,
  formatValue,
  metricName,
  percentileText,
  shortDate,
} from '@/features/matchups/utils/metrics';
import { MATCHUPS_PATHS } from '@/features/matchups/utils/paths';
import classes from './report.module.css';

/** Each verified metric's first and latest value, and which way it went. */
function trendOf(values: readonly MetricAnswer[]): string {
  const first = values[0];
  const last = values[values.length - 1];
  if (!first || !last || values.length < 2) return 'One verified value so far';
  const change = last.value - first.value;
  if (change === 0) return `Unchanged since ${shortDate(first.measuredOn)}`;
  const sign = change > 0 ? '+' : '−';
  return `${sign}${formatValue(last.metricType, Math.abs(change), last.unit)} since ${shortDate(first.measuredOn)}`;
}

function Trends({ athleteId }: { athleteId: string }) {
  const history = useMetricHistory(athleteId);
  if (history.isError)
    return (
      <LoadError
        title="The trend could not be loaded"
        error={history.error}
        onRetry={() => void history.refetch()}
      />
    );
  if (!history.data) return <Loading label="Loading the trend" mih={120} />;
  const verified = byMetric(history.data.filter((v) => v.status === 'verified'));
  if (verified.length === 0)
    return <Text c="dimmed">No verified values yet, so no trend to show.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {verified.map(([key, values]) => (
        <Paper
          key={key}
          withBorder
          radius="md"
          p="md"
          className={classes.trend}
          component="article"
          aria-label={`${metricName(key)} trend`}
        >
          <Title order={3} size="h5">
            {metricName(key)}
          </Title>
          <Text size="sm" mb="xs">
            {trendOf(values)}
          </Text>
          <MetricChart values={values} />
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function Report({ athlete }: { athlete: AthleteAnswer }) {
  return (
    <Container size="lg" className={classes.report}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Text size="sm" fw={700} c="red.8" tt="uppercase">
              Matchups performance report
            </Text>
            <Title order={1}>{athlete.displayName}</Title>
            <Text c="gray.7">{athleteFacts(athlete)}</Text>
            <Text size="xs" c="gray.7">
              Printed from NOLA Sports on {shortDate(new Date().toISOString())}. Verified values
              only.
            </Text>
          </div>
          <Group gap="sm" className={classes.noPrint}>
            <Anchor component={Link} to={MATCHUPS_PATHS.athlete(athlete.id)}>
              Back to the profile
            </Anchor>
            <Button
              leftSection={<IconPrinter size={18} aria-hidden />}
              color="navy"
              onClick={() => window.print()}
            >
              Print
            </Button>
          </Group>
        </Group>
        <section aria-labelledby="report-bests">
          <Title id="report-bests" order={2} size="h3" mb="sm">
            Verified bests against the cohort
          </Title>
          <Text size="sm" c="gray.7" mb="sm">
            The cohort is athletes of the same graduation year and first position; the percentile
            counts which way each metric is better.
          </Text>
          {athlete.bests.length === 0 ? (
            <Alert color="gray">No verified values yet.</Alert>
          ) : (
            // Fits 375 px, its cells wrapping: wider, it scrolled and hid the percentile.
            <Table.ScrollContainer minWidth={300}>
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Metric</Table.Th>
                    <Table.Th>Best verified</Table.Th>
                    <Table.Th>Percentile</Table.Th>
                    <Table.Th>Verified</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {athlete.bests.map((best) => (
                    <Table.Tr key={best.metricType}>
                      <Table.Td>{metricName(best.metricType)}</Table.Td>
                      <Table.Td fw={700}>
                        {formatValue(best.metricType, best.value, best.unit)}
                      </Table.Td>
                      <Table.Td>{percentileText(best.percentile, best.cohortSize)}</Table.Td>
                      <Table.Td>{shortDate(best.verifiedAt)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </section>
        <section aria-labelledby="report-trend">
          <Title id="report-trend" order={2} size="h3" mb="sm">
            Trend over time
          </Title>
          <Trends athleteId={athlete.id} />
        </section>
      </Stack>
    </Container>
  );
}

/** /matchups/athletes/:athleteId/report: the printable performance report. */
export function ReportPage({ athleteId }: { athleteId: string }) {
  const athlete = useAthlete(athleteId);
  if (athlete.isError)
    return (
      <PageLoadError what="report" error={athlete.error} onRetry={() => void athlete.refetch()} />
    );
  if (!athlete.data) return <Loading label="Loading the report" mih="50vh" />;
  return <Report athlete={athlete.data} />;
}

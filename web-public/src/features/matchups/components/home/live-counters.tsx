import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { LoadError } from '@/components/ui/load-error/load-error';
import { useCounters } from '@/features/matchups/api/get-counters';
import classes from '@/features/matchups/components/matchups.module.css';

const COUNTERS = [
  { key: 'activeAlerts', label: 'Active alerts' },
  { key: 'liveMatchups', label: 'Live matchups' },
  { key: 'athletesTracked', label: 'Athletes tracked' },
] as const;

/** GET /api/matchups/counters, read from the read models (the home page keeps its own figures). */
export function LiveCounters() {
  const counters = useCounters();
  if (counters.isError)
    return (
      <LoadError
        title="The live counters could not be loaded"
        error={counters.error}
        onRetry={() => void counters.refetch()}
      />
    );
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 3 }}
      spacing="md"
      aria-live="polite"
      aria-busy={counters.isPending}
    >
      {COUNTERS.map(({ key, label }) => (
        <Paper key={key} withBorder radius="md" p="lg" className={classes.counter}>
          {counters.data ? (
            <Text className={classes.counterValue}>
              {counters.data[key].toLocaleString('en-US')}
            </Text>
          ) : (
            <Skeleton height={40} width="50%" mx="auto" aria-hidden />
          )}
          <Text size="sm" fw={600} c="gray.8">
            {label}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

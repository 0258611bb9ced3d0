import { Alert, Box, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh, IconSearchOff } from '@tabler/icons-react';

/** Loading: grey bars the shape of a list of nominations. */
export function ScoutSkeleton({ label, rows = 6 }: { label: string; rows?: number }) {
  return (
    <Stack gap="xs" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders never reorder
        <Group key={i} gap="md" wrap="nowrap" px="md" py="xs">
          <Skeleton height={24} width={32} />
          <Skeleton height={16} width="30%" />
          <Skeleton height={16} width="25%" visibleFrom="sm" />
          <Skeleton height={28} width={72} ml="auto" />
        </Group>
      ))}
    </Stack>
  );
}

type ScoutErrorProps = { title: string; onRetry: () => void; retrying: boolean; detail?: string };

export function ScoutError({ title, onRetry, retrying, detail }: ScoutErrorProps) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={title}
      m="md"
    >
      <Text size="sm" mb="sm">
        {detail ?? 'It could not be loaded. Check your connection and try again.'}
      </Text>
      <Button
        color="red.8"
        size="xs"
        leftSection={<IconRefresh size={14} aria-hidden />}
        onClick={onRetry}
        loading={retrying}
      >
        Try Again
      </Button>
    </Alert>
  );
}

/** Nothing matches the filters; one button lifts them all. */
export function ScoutEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <Box p="xl" ta="center">
      <Stack align="center" gap="sm">
        <IconSearchOff size={40} color="var(--mantine-color-navy-4)" aria-hidden />
        <Title order={2} size="h4">
          {filtered
            ? 'No nominations found. Try adjusting your filters.'
            : 'No nominations are on the leaderboard yet.'}
        </Title>
        {filtered && (
          <Button variant="default" size="xs" onClick={onClear}>
            Clear filters
          </Button>
        )}
      </Stack>
    </Box>
  );
}

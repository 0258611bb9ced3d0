import { Alert, Box, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh, IconSearchOff } from '@tabler/icons-react';
import { memo } from 'react';

/** Loading: rows of grey bars the shape of the board. */
export const BoardSkeleton = memo(function BoardSkeleton() {
  return (
    <Stack gap="xs" role="status" aria-label="Loading prospects">
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders never reorder
        <Group key={i} gap="md" wrap="nowrap" px="md" py="xs">
          <Skeleton height={24} width={32} />
          <Skeleton height={16} width="30%" />
          <Skeleton height={16} width="15%" visibleFrom="sm" />
          <Skeleton height={16} width="25%" visibleFrom="sm" />
          <Skeleton height={28} width={72} ml="auto" />
        </Group>
      ))}
    </Stack>
  );
});

type BoardErrorProps = { onRetry: () => void; retrying: boolean; detail?: string };

export function BoardError({ onRetry, retrying, detail }: BoardErrorProps) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title="Error loading prospect data"
      m="md"
    >
      <Text size="sm" mb="sm">
        {detail ?? 'The board could not be loaded. Check your connection and try again.'}
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

type BoardEmptyProps = {
  onClearPosition: () => void;
  onClearYear: () => void;
  onClearSearch: () => void;
};

/**
 * What the list shows when nothing matches. Not a Paper: a Paper inside the list's frame takes
 * the frame's shadow (Mantine's --paper-shadow is inherited), and on phones, where the frame has
 * none, that shadow fell over the "Showing" line below.
 */
export function BoardEmpty({ onClearPosition, onClearYear, onClearSearch }: BoardEmptyProps) {
  return (
    <Box p="xl" ta="center">
      <Stack align="center" gap="sm">
        <IconSearchOff size={40} color="var(--mantine-color-navy-4)" aria-hidden />
        <Title order={2} size="h4">
          No prospects found. Try adjusting your filters.
        </Title>
        <Group justify="center" gap="xs">
          <Button variant="default" size="xs" onClick={onClearPosition}>
            Clear position filter
          </Button>
          <Button variant="default" size="xs" onClick={onClearYear}>
            Clear year filter
          </Button>
          <Button variant="default" size="xs" onClick={onClearSearch}>
            Clear search
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}

/** A past date before the board had anyone on it. */
export function BoardEmptyPast({ date }: { date: string }) {
  return (
    <Box p="xl" ta="center">
      <Text fw={600}>No prospects were on the board at the end of {date}.</Text>
    </Box>
  );
}

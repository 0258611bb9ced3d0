import { Alert, Box, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh, IconSearchOff } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';

type SkeletonProps = {
  label: string;
  rows: number;
  /** The widths of the bars between the name's and the button's, shown from tablets up. */
  details: readonly string[];
};

/**
 * Loading: rows of grey bars the shape of the list (a rank, a name, its details, a button).
 * Memoized: the props are constants, and the NOLA 100 re-renders while its rows arrive.
 */
export const LeaderboardSkeleton = memo(function LeaderboardSkeleton({
  label,
  rows,
  details,
}: SkeletonProps) {
  return (
    <Stack gap="xs" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders never reorder
        <Group key={i} gap="md" wrap="nowrap" px="md" py="xs">
          <Skeleton height={24} width={32} />
          <Skeleton height={16} width="30%" />
          {details.map((width, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders never reorder
            <Skeleton key={j} height={16} width={width} visibleFrom="sm" />
          ))}
          <Skeleton height={28} width={72} ml="auto" />
        </Group>
      ))}
    </Stack>
  );
});

type ErrorProps = {
  title: string;
  onRetry: () => void;
  retrying: boolean;
  /** The server's message, when it gave one; `fallback` otherwise. */
  detail?: string | undefined;
  fallback: string;
};

/** Loading failed: what the server said, and Try Again. */
export function LeaderboardError({ title, onRetry, retrying, detail, fallback }: ErrorProps) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={title}
      m="md"
    >
      <Text size="sm" mb="sm">
        {detail ?? fallback}
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

/**
 * What the list shows when nothing matches: `title`, and below it `children` (the buttons that
 * lift the filters). Not a Paper: a Paper inside the list's frame takes the frame's shadow
 * (Mantine's --paper-shadow is inherited), and on phones, where the frame has none, that shadow
 * fell over the "Showing" line below.
 */
export function LeaderboardEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box p="xl" ta="center">
      <Stack align="center" gap="sm">
        <IconSearchOff size={40} color="var(--mantine-color-navy-4)" aria-hidden />
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Box>
  );
}

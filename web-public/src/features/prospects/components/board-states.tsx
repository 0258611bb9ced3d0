import { Box, Button, Group, Text } from '@mantine/core';
import {
  LeaderboardEmpty,
  LeaderboardError,
  LeaderboardSkeleton,
} from '@/components/leaderboard/leaderboard-states';

// A prospect's row: rank, name, then position and school from tablets up, and VOTE.
const SKELETON_DETAILS = ['15%', '25%'] as const;

/** Loading: rows of grey bars the shape of the board. */
export function BoardSkeleton() {
  return <LeaderboardSkeleton label="Loading prospects" rows={8} details={SKELETON_DETAILS} />;
}

type BoardErrorProps = { onRetry: () => void; retrying: boolean; detail?: string | undefined };

export function BoardError(props: BoardErrorProps) {
  return (
    <LeaderboardError
      title="Error loading prospect data"
      fallback="The board could not be loaded. Check your connection and try again."
      {...props}
    />
  );
}

type BoardEmptyProps = {
  onClearPosition: () => void;
  onClearYear: () => void;
  onClearSearch: () => void;
};

/** Nothing matches the filters: a button to lift each of them. */
export function BoardEmpty({ onClearPosition, onClearYear, onClearSearch }: BoardEmptyProps) {
  return (
    <LeaderboardEmpty title="No prospects found. Try adjusting your filters.">
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
    </LeaderboardEmpty>
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

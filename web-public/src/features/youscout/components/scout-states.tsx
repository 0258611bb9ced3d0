import { Button } from '@mantine/core';
import {
  LeaderboardEmpty,
  LeaderboardError,
  LeaderboardSkeleton,
} from '@/components/leaderboard/leaderboard-states';

// A nomination's row: rank, name, then its details from tablets up, and VOTE.
const SKELETON_DETAILS = ['25%'] as const;

/** Loading: grey bars the shape of a list of nominations. */
export function ScoutSkeleton({ label, rows = 6 }: { label: string; rows?: number }) {
  return <LeaderboardSkeleton label={label} rows={rows} details={SKELETON_DETAILS} />;
}

type ScoutErrorProps = {
  title: string;
  onRetry: () => void;
  retrying: boolean;
  detail?: string | undefined;
};

export function ScoutError(props: ScoutErrorProps) {
  return (
    <LeaderboardError
      fallback="It could not be loaded. Check your connection and try again."
      {...props}
    />
  );
}

/** Nothing matches the filters; one button lifts them all. */
export function ScoutEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <LeaderboardEmpty
      title={
        filtered
          ? 'No nominations found. Try adjusting your filters.'
          : 'No nominations are on the leaderboard yet.'
      }
    >
      {filtered && (
        <Button variant="default" size="xs" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </LeaderboardEmpty>
  );
}

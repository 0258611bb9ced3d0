import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import { lazy, memo, Suspense } from 'react';
import {
  LeaderboardFilters,
  type LeaderboardSelect,
} from '@/components/leaderboard/leaderboard-filters';
import { ALL, GRAD_YEAR_OPTIONS, POSITION_OPTIONS } from '@/features/prospects/constants';
import type { BoardFilters, RankingMode } from '@/features/prospects/utils/board-rules';

// The calendar (and its date library) is fetched while the board loads, not before it.
const AsOfPicker = lazy(() =>
  import('@/features/prospects/components/as-of-picker').then(({ AsOfPicker }) => ({
    default: AsOfPicker,
  })),
);

/** Stands where the picker will be, the same size and switched off, until its code has arrived. */
function AsOfPickerPlaceholder() {
  return (
    <TextInput
      label="Board as of"
      placeholder="Today (live)"
      disabled
      leftSection={<IconCalendar size={16} aria-hidden />}
      w={{ base: '100%', sm: 220 }}
    />
  );
}

const MODES: { value: RankingMode; label: string }[] = [
  { value: 'official', label: 'Official Rankings' },
  { value: 'community', label: 'Community Rankings' },
];

const positionOptions = [
  { value: ALL, label: 'All positions' },
  ...POSITION_OPTIONS.map((p) => ({ value: p, label: p })),
];
const yearOptions = [
  { value: ALL, label: 'All years' },
  ...GRAD_YEAR_OPTIONS.map((y) => ({ value: y, label: y })),
];

const SELECTS: LeaderboardSelect<'position' | 'gradYear'>[] = [
  { field: 'position', label: 'Position', data: positionOptions },
  { field: 'gradYear', label: 'Grad year', data: yearOptions },
];

type BoardControlsProps = {
  mode: RankingMode;
  onModeChange: (mode: RankingMode) => void;
  filters: BoardFilters;
  onFiltersChange: (change: Partial<BoardFilters>) => void;
  asOfDay: string | null;
  onAsOfDayChange: (day: string | null) => void;
};

/** Memoized (see BoardHero): its props change only when the visitor changes them. */
export const BoardControls = memo(function BoardControls(props: BoardControlsProps) {
  const { mode, onModeChange, filters, onFiltersChange, asOfDay, onAsOfDayChange } = props;
  return (
    <>
      <Group justify="space-between" align="flex-end" gap="md" mb="md">
        <SegmentedControl<RankingMode>
          data={MODES}
          value={mode}
          onChange={onModeChange}
          color="navy"
          fullWidth
          role="radiogroup"
          aria-label="Ranking"
          w={{ base: '100%', sm: 'auto' }}
        />
        <Suspense fallback={<AsOfPickerPlaceholder />}>
          <AsOfPicker value={asOfDay} onChange={onAsOfDayChange} />
        </Suspense>
      </Group>
      <LeaderboardFilters
        cols={{ base: 1, sm: 3 }}
        search={{
          placeholder: 'Player name or school',
          icon: <IconSearch size={16} aria-hidden />,
          value: filters.search,
          onChange: (search) => onFiltersChange({ search }),
        }}
        selects={SELECTS}
        values={filters}
        onChange={onFiltersChange}
      />
    </>
  );
});

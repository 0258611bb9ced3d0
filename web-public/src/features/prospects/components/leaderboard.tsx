import { Container, Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useDeferredValue, useState } from 'react';
import { LeaderboardFrame } from '@/components/leaderboard/leaderboard-list';
import { useProspects } from '@/features/prospects/api/get-prospects';
import { AsOfNotice } from '@/features/prospects/components/as-of-notice';
import { BoardCards } from '@/features/prospects/components/board-cards';
import { BoardControls } from '@/features/prospects/components/board-controls';
import { BoardHero } from '@/features/prospects/components/board-hero';
import {
  BoardEmpty,
  BoardEmptyPast,
  BoardError,
  BoardSkeleton,
} from '@/features/prospects/components/board-states';
import { BoardTable } from '@/features/prospects/components/board-table';
import { ALL } from '@/features/prospects/constants';
import { boardRows } from '@/features/prospects/utils/board-rows';
import {
  type BoardFilters,
  boardOf,
  NO_FILTERS,
  type RankingMode,
} from '@/features/prospects/utils/board-rules';
import { endOfDayIso } from '@/features/prospects/utils/days';
import { serverMessageOf } from '@/lib/api-client';
import { longDate } from '@/lib/long-date';

const showingLine = (shown: number, total: number) =>
  `Showing ${shown} ${shown === 1 ? 'prospect' : 'prospects'} out of ${total} total`;

/** The NOLA 100: official or community order, filters, votes, and the board on a past day. */
export function Leaderboard() {
  const [mode, setMode] = useState<RankingMode>('official');
  const [filters, setFilters] = useState<BoardFilters>(NO_FILTERS);
  const [asOfDay, setAsOfDay] = useState<string | null>(null);
  const asOf = asOfDay ? endOfDayIso(asOfDay) : undefined;
  const board = useProspects(asOf);
  // When a board first arrives its hundred rows render in the background, in slices the browser
  // fits between other work, not in one long task; the skeleton stays until then. Later answers
  // for the same board (the count after a vote) show at once.
  const rendered = useDeferredValue(board.data);
  const prospects = rendered === undefined ? undefined : board.data;
  const isPhone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });

  const changeFilters = useCallback(
    (change: Partial<BoardFilters>) => setFilters((current) => ({ ...current, ...change })),
    [],
  );
  const asOfLabel = asOfDay ? longDate(asOfDay) : null;
  const caption = `NOLA 100, ${mode === 'official' ? 'official' : 'community'} rankings${
    asOfLabel ? ` as of ${asOfLabel}` : ''
  }`;

  const content = () => {
    if (board.isError)
      return (
        <BoardError
          onRetry={() => void board.refetch()}
          retrying={board.isFetching}
          detail={serverMessageOf(board.error)}
        />
      );
    if (!prospects) return <BoardSkeleton />;
    const rows = boardRows(prospects, filters, mode);
    if (prospects.length === 0 && asOfLabel) return <BoardEmptyPast date={asOfLabel} />;
    const list =
      rows.length === 0 ? (
        <BoardEmpty
          onClearPosition={() => changeFilters({ position: ALL })}
          onClearYear={() => changeFilters({ gradYear: ALL })}
          onClearSearch={() => changeFilters({ search: '' })}
        />
      ) : isPhone ? (
        <BoardCards rows={rows} caption={caption} votingClosed={Boolean(asOf)} />
      ) : (
        <BoardTable rows={rows} caption={caption} votingClosed={Boolean(asOf)} />
      );
    return (
      <>
        {list}
        <Text size="sm" c="gray.7" ta="center" py="md" role="status">
          {showingLine(rows.length, boardOf(prospects, mode).length)}
        </Text>
      </>
    );
  };

  return (
    <>
      <BoardHero />
      <Container size="xl" py="xl" px={{ base: 'xs', sm: 'md' }}>
        <Paper withBorder shadow="sm" p={{ base: 'sm', sm: 'lg' }} radius="md">
          <BoardControls
            mode={mode}
            onModeChange={setMode}
            filters={filters}
            onFiltersChange={changeFilters}
            asOfDay={asOfDay}
            onAsOfDayChange={setAsOfDay}
          />
          {asOfLabel && <AsOfNotice date={asOfLabel} onBack={() => setAsOfDay(null)} />}
        </Paper>
        {/* Framed from tablets up only, in CSS rather than from isPhone (LeaderboardFrame). */}
        <LeaderboardFrame>{content()}</LeaderboardFrame>
      </Container>
    </>
  );
}

import { Button, Container, Paper, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { AGE_GROUPS, POSITIONS, SPORTS } from '@server/youscout/constants';
import { IconUserSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  LeaderboardFilters,
  type LeaderboardSelect,
} from '@/components/leaderboard/leaderboard-filters';
import { LeaderboardFrame } from '@/components/leaderboard/leaderboard-list';
import { PageNumbers } from '@/components/ui/page-numbers/page-numbers';
import {
  NO_NOMINATION_FILTERS,
  type NominationFilters,
  PER_PAGE,
  useNominations,
} from '@/features/youscout/api/get-nominations';
import { heroClasses, ScoutHero } from '@/features/youscout/components/scout-hero';
import { ScoutCards, ScoutTable } from '@/features/youscout/components/scout-list';
import { ScoutEmpty, ScoutError, ScoutSkeleton } from '@/features/youscout/components/scout-states';
import { sportName } from '@/features/youscout/utils/display';
import { showingLine } from '@/features/youscout/utils/messages';
import { useScoutPaths } from '@/features/youscout/utils/paths';
import { serverMessageOf } from '@/lib/api-client';

const sportOptions = [
  { value: '', label: 'All sports' },
  ...SPORTS.map((sport) => ({ value: sport, label: sportName(sport) })),
];
const ageOptions = [
  { value: '', label: 'All ages' },
  ...AGE_GROUPS.map((group) => ({ value: group, label: `Ages ${group}` })),
];
const positionOptions = [
  { value: '', label: 'All positions' },
  ...POSITIONS.map((position) => ({ value: position, label: position })),
];

const SELECTS: LeaderboardSelect<'sport' | 'ageGroup' | 'position'>[] = [
  { field: 'sport', label: 'Sport', data: sportOptions },
  { field: 'ageGroup', label: 'Age group', data: ageOptions },
  { field: 'position', label: 'Position', data: positionOptions },
];

/** YouScout's leaderboard: public nominations by community votes, filtered, searched, paged. */
export function ScoutLeaderboard() {
  const paths = useScoutPaths();
  const [filters, setFilters] = useState<Omit<NominationFilters, 'q'>>(NO_NOMINATION_FILTERS);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const list = useNominations({ ...filters, q });
  const isPhone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const change = (next: Partial<Omit<NominationFilters, 'q'>>) =>
    setFilters((current) => ({ ...current, page: 1, ...next }));
  const filtered = Boolean(filters.sport || filters.ageGroup || filters.position || q.trim());
  const caption = 'YouScout leaderboard, by community votes';

  const content = () => {
    if (list.isError)
      return (
        <ScoutError
          title="Error loading nominations"
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
          detail={serverMessageOf(list.error)}
        />
      );
    if (!list.data) return <ScoutSkeleton label="Loading nominations" />;
    const { data, total, totalAll } = list.data;
    if (data.length === 0)
      return (
        <ScoutEmpty
          filtered={filtered}
          onClear={() => {
            setSearch('');
            setFilters(NO_NOMINATION_FILTERS);
          }}
        />
      );
    return (
      <>
        {isPhone ? (
          <ScoutCards rows={data} caption={caption} />
        ) : (
          <ScoutTable rows={data} caption={caption} />
        )}
        <PageNumbers
          count={total}
          perPage={PER_PAGE}
          value={filters.page}
          onChange={(page) => setFilters((current) => ({ ...current, page }))}
          color="navy"
          size="sm"
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
          })}
          pt="md"
        />
        <Text size="sm" c="gray.7" ta="center" py="md" role="status">
          {showingLine(data.length, totalAll)}
        </Text>
      </>
    );
  };

  return (
    <>
      <ScoutHero id="scout-leaderboard-title" title="Leaderboard">
        <Text className={heroClasses.lead}>
          Athletes nominated by coaches, parents and fans, ranked by your votes. Every nomination
          was reviewed by our staff before it appeared here.
        </Text>
        <Button component={Link} to={paths.nominate} color="red.7" mt="lg">
          Nominate an athlete
        </Button>
      </ScoutHero>
      <Container size="xl" py="xl" px={{ base: 'xs', sm: 'md' }}>
        <Paper withBorder shadow="sm" p={{ base: 'sm', sm: 'lg' }} radius="md">
          <LeaderboardFilters
            cols={{ base: 1, sm: 2, md: 4 }}
            search={{
              placeholder: 'First name or performance',
              icon: <IconUserSearch size={16} aria-hidden />,
              value: search,
              maxLength: 100,
              onChange: (value) => {
                setSearch(value);
                setFilters((current) => ({ ...current, page: 1 }));
              },
            }}
            selects={SELECTS}
            values={filters}
            onChange={change}
          />
        </Paper>
        <LeaderboardFrame>{content()}</LeaderboardFrame>
      </Container>
    </>
  );
}

import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { MAX_GRAD_YEAR, MIN_GRAD_YEAR, POSITIONS, STATES } from '@server/matchups/constants';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Loading } from '@/components/ui/loading/loading';
import { PageNumbers } from '@/components/ui/page-numbers/page-numbers';
import { useWatchlist } from '@/features/matchups/api/get-watchlist';
import {
  SEARCH_PAGE_SIZE,
  type SearchFilters,
  useSearchAthletes,
} from '@/features/matchups/api/search-athletes';
import { AthleteResultCard } from '@/features/matchups/components/coach-dashboard/athlete-result-card';
import {
  type DraftThreshold,
  ThresholdFields,
} from '@/features/matchups/components/coach-dashboard/threshold-fields';
import { WatchButton } from '@/features/matchups/components/coach-dashboard/watch-form';
import { FormRefusal } from '@/features/matchups/components/query-states';
import { numberFrom } from '@/features/matchups/utils/metrics';
import { fieldErrorsOf } from '@/lib/api-client';

type Draft = Omit<SearchFilters, 'thresholds' | 'page'> & { thresholds: DraftThreshold[] };
const EMPTY: Draft = { q: '', position: '', graduationYear: '', state: '', thresholds: [] };

/** What the form sends: thresholds with no number yet are left out. */
const filtersOf = (draft: Draft, page: number): SearchFilters => ({
  ...draft,
  thresholds: draft.thresholds.flatMap(({ key: _key, ...t }) => {
    const value = numberFrom(t.value);
    return value === null ? [] : [{ ...t, value }];
  }),
  page,
});

/** Search athletes (GET /api/matchups/search): results as cards with percentiles, each watchable. */
export function SearchPanel() {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [filters, setFilters] = useState<SearchFilters | null>(null);
  const search = useSearchAthletes(filters);
  const watchlist = useWatchlist();
  const watched = new Set(watchlist.data?.map((w) => w.athlete.id));
  const errors = fieldErrorsOf(search.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters(filtersOf(draft, 1));
  };
  const set = (key: 'q' | 'position' | 'graduationYear' | 'state') => (value: string | null) =>
    setDraft((d) => ({ ...d, [key]: value ?? '' }));

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate aria-label="Search athletes">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
            <TextInput
              label="Name or school"
              value={draft.q}
              onChange={(e) => set('q')(e.currentTarget.value)}
              error={errors.q}
            />
            <NativeSelect
              label="Position"
              data={[{ value: '', label: 'Any' }, ...POSITIONS]}
              value={draft.position ?? ''}
              onChange={(event) => set('position')(event.currentTarget.value || null)}
              error={errors.position}
            />
            <NumberInput
              label="Graduation year"
              min={MIN_GRAD_YEAR}
              max={MAX_GRAD_YEAR}
              allowDecimal={false}
              value={draft.graduationYear}
              onChange={(v) => set('graduationYear')(String(v))}
              error={errors.graduationYear}
            />
            <NativeSelect
              label="State"
              data={[{ value: '', label: 'Any' }, ...STATES]}
              value={draft.state ?? ''}
              onChange={(event) => set('state')(event.currentTarget.value || null)}
              error={errors.state}
            />
          </SimpleGrid>
          <ThresholdFields
            thresholds={draft.thresholds}
            onChange={(thresholds) => setDraft((d) => ({ ...d, thresholds }))}
          />
          {errors.threshold && (
            <Text c="red.8" size="sm" role="alert">
              {errors.threshold}
            </Text>
          )}
          <Group>
            <Button
              type="submit"
              leftSection={<IconSearch size={16} aria-hidden />}
              color="navy"
              loading={search.isFetching}
            >
              Search
            </Button>
          </Group>
        </Stack>
      </form>
      <div aria-live="polite">
        <FormRefusal
          action={search}
          errors={errors}
          title="The search could not be run"
          fallback="Please try again."
        />
        {filters && search.isPending && <Loading label="Searching" mih={120} />}
        {search.data && (
          <Stack gap="sm">
            <Text size="sm" fw={600}>
              {search.data.total === 0
                ? 'No athletes match. Try fewer filters or a lower threshold.'
                : `${search.data.total} ${search.data.total === 1 ? 'athlete matches' : 'athletes match'}`}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {search.data.athletes.map((athlete) => (
                <AthleteResultCard key={athlete.id} athlete={athlete}>
                  <WatchButton
                    athleteId={athlete.id}
                    name={athlete.displayName}
                    watched={watched.has(athlete.id)}
                  />
                </AthleteResultCard>
              ))}
            </SimpleGrid>
            {filters && (
              <PageNumbers
                count={search.data.total}
                perPage={SEARCH_PAGE_SIZE}
                value={filters.page}
                onChange={(page: number) => setFilters({ ...filters, page })}
              />
            )}
          </Stack>
        )}
      </div>
    </Stack>
  );
}

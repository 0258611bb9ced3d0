import { Button, Group, MultiSelect, SimpleGrid, Stack } from '@mantine/core';
import {
  MAX_GRAD_YEAR,
  METRIC_TYPES,
  type MetricTypeKey,
  MIN_GRAD_YEAR,
  POSITIONS,
  STATES,
} from '@server/matchups/constants';
import type { PreferencesAnswer } from '@server/matchups/schemas';
import { type FormEvent, useState } from 'react';
import { LoadError } from '@/components/ui/load-error/load-error';
import { Loading } from '@/components/ui/loading/loading';
import { usePreferences } from '@/features/matchups/api/get-preferences';
import { useSavePreferences } from '@/features/matchups/api/save-preferences';
import { FormRefusal } from '@/features/matchups/components/query-states';
import { fieldErrorsOf } from '@/lib/api-client';
import { toast } from '@/lib/notify';

const YEARS = Array.from({ length: MAX_GRAD_YEAR - MIN_GRAD_YEAR + 1 }, (_, i) =>
  String(MIN_GRAD_YEAR + i),
);
const METRIC_OPTIONS = METRIC_TYPES.map((m) => ({ value: m.key, label: m.name }));

function PreferencesForm({ saved }: { saved: PreferencesAnswer }) {
  const [values, setValues] = useState<PreferencesAnswer>(saved);
  const save = useSavePreferences();
  const errors = fieldErrorsOf(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values, { onSuccess: () => toast({ title: 'Preferences saved' }) });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Discovery preferences">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <MultiSelect
            label="Positions"
            data={[...POSITIONS]}
            value={values.positions}
            onChange={(positions) =>
              setValues((v) => ({ ...v, positions: positions as PreferencesAnswer['positions'] }))
            }
            error={errors.positions}
          />
          <MultiSelect
            label="Graduation years"
            data={YEARS}
            value={values.graduationYears.map(String)}
            onChange={(years) => setValues((v) => ({ ...v, graduationYears: years.map(Number) }))}
            error={errors.graduationYears}
          />
          <MultiSelect
            label="States"
            data={[...STATES]}
            searchable
            value={values.states}
            onChange={(states) =>
              setValues((v) => ({ ...v, states: states as PreferencesAnswer['states'] }))
            }
            error={errors.states}
          />
          <MultiSelect
            label="Metrics"
            data={METRIC_OPTIONS}
            value={values.metricTypes}
            onChange={(keys) => setValues((v) => ({ ...v, metricTypes: keys as MetricTypeKey[] }))}
            error={errors.metricTypes}
          />
        </SimpleGrid>
        <FormRefusal
          action={save}
          errors={errors}
          fallback="The preferences could not be saved. Please try again."
        />
        <Group>
          <Button type="submit" loading={save.isPending} color="navy">
            Save preferences
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** What the coach looks for (GET/PUT /api/matchups/preferences), for the discovery feed. */
export function PreferencesPanel() {
  const preferences = usePreferences();
  if (preferences.isError)
    return (
      <LoadError
        title="Your preferences could not be loaded"
        error={preferences.error}
        onRetry={() => void preferences.refetch()}
      />
    );
  if (!preferences.data) return <Loading label="Loading your preferences" mih={80} />;
  return <PreferencesForm saved={preferences.data} />;
}

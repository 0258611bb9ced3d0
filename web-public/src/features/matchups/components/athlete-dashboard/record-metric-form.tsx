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
import {
  METRIC_TYPES,
  type MetricTypeKey,
  metricTypeOf,
  outOfRangeMessage,
} from '@server/matchups/constants';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { type RecordMetricInput, useRecordMetric } from '@/features/matchups/api/record-metric';
import { FormRefusal } from '@/features/matchups/components/query-states';
import { directionHint, numberFrom, rangeHint, today } from '@/features/matchups/utils/metrics';
import { fieldErrorsOf } from '@/lib/api-client';
import { toast } from '@/lib/notify';

const METRIC_OPTIONS = METRIC_TYPES.map((m) => ({ value: m.key, label: `${m.name} (${m.unit})` }));

const blank = (metricType: MetricTypeKey = 'exit_velocity'): RecordMetricInput => ({
  metricType,
  value: null,
  measuredOn: today(),
  notes: '',
  videoUrl: '',
});

/**
 * POST .../metrics: a self-reported value. One outside the metric's plausible range is refused
 * in place with the server's own message (the catalogue's `outOfRangeMessage`) before it goes.
 */
export function RecordMetricForm({ athleteId }: { athleteId: string }) {
  const [values, setValues] = useState(() => blank());
  const [typed, setTyped] = useState<string | number>('');
  const [rangeError, setRangeError] = useState<string | undefined>();
  const record = useRecordMetric(athleteId);
  const errors = fieldErrorsOf(record.error);
  const metric = metricTypeOf(values.metricType);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = numberFrom(typed);
    const outside = metric && value !== null && (value < metric.min || value > metric.max);
    setRangeError(outside && metric ? outOfRangeMessage(metric) : undefined);
    if (outside) return;
    record.mutate(
      { ...values, value },
      {
        onSuccess: (saved) => {
          toast({
            title: 'Value recorded',
            description: 'It shows as self-reported until it is verified.',
          });
          setValues(blank(saved.metricType));
          setTyped('');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Record a metric">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NativeSelect
            label="Metric"
            data={METRIC_OPTIONS}
            value={values.metricType}
            onChange={(event) => {
              const key = event.currentTarget.value;
              setRangeError(undefined);
              setValues((v) => ({ ...v, metricType: key as MetricTypeKey }));
              setTyped('');
            }}
            error={errors.metricType}
          />
          <NumberInput
            label={`Value${metric ? ` (${metric.unit})` : ''}`}
            required
            decimalScale={metric?.decimals}
            description={metric ? `${rangeHint(metric)} · ${directionHint(metric)}` : undefined}
            value={typed}
            onChange={setTyped}
            error={rangeError ?? errors.value}
          />
          <TextInput
            label="Date measured"
            type="date"
            required
            max={today()}
            value={values.measuredOn}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setValues((v) => ({ ...v, measuredOn: value }));
            }}
            error={errors.measuredOn}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Notes"
            placeholder="Where and how it was measured"
            value={values.notes}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setValues((v) => ({ ...v, notes: value }));
            }}
            error={errors.notes}
          />
          <TextInput
            label="Video link"
            description="YouTube, Vimeo or Hudl; helps a coach verify it"
            value={values.videoUrl}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setValues((v) => ({ ...v, videoUrl: value }));
            }}
            error={errors.videoUrl}
          />
        </SimpleGrid>
        <FormRefusal
          action={record}
          errors={errors}
          fallback="The value could not be recorded. Please try again."
        />
        <Group>
          <Button
            type="submit"
            loading={record.isPending}
            leftSection={<IconPlus size={18} aria-hidden />}
            color="navy"
          >
            Record value
          </Button>
          <Text size="xs" c="gray.7">
            Recorded values are self-reported until staff or a verified coach verifies them.
          </Text>
        </Group>
      </Stack>
    </form>
  );
}

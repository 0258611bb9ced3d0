import { ActionIcon, Button, Group, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import {
  ALERT_OPERATORS,
  type AlertOperator,
  METRIC_TYPES,
  type MetricTypeKey,
  metricTypeOf,
} from '@server/matchups/constants';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Threshold } from '@/features/matchups/api/search-athletes';

export const METRIC_OPTIONS = METRIC_TYPES.map((m) => ({
  value: m.key,
  label: `${m.name} (${m.unit})`,
}));
export const OPERATOR_OPTIONS = ALERT_OPERATORS.map((op) => ({
  value: op,
  label: op.replace('>=', '≥').replace('<=', '≤'),
}));

/** A draft threshold: its number may still be empty while it is typed. */
export type DraftThreshold = Omit<Threshold, 'value'> & { value: string | number; key: number };
let lastKey = 0;

/** Metric thresholds for a search, each a metric, an operator and a number. */
export function ThresholdFields({
  thresholds,
  onChange,
}: {
  thresholds: DraftThreshold[];
  onChange: (next: DraftThreshold[]) => void;
}) {
  const change = (i: number, part: Partial<DraftThreshold>) =>
    onChange(thresholds.map((t, j) => (j === i ? { ...t, ...part } : t)));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        Metric thresholds
      </Text>
      {thresholds.map((t, i) => {
        const metric = metricTypeOf(t.metricType);
        return (
          <Group
            key={t.key}
            gap="xs"
            align="flex-end"
            wrap="wrap"
            role="group"
            aria-label={`Threshold ${i + 1}`}
          >
            <NativeSelect
              label="Metric"
              data={METRIC_OPTIONS}
              value={t.metricType}
              onChange={(event) => {
                const key = event.currentTarget.value;
                key && change(i, { metricType: key as MetricTypeKey });
              }}
              w={210}
            />
            <NativeSelect
              label="Operator"
              data={OPERATOR_OPTIONS}
              value={t.operator}
              onChange={(event) => {
                const op = event.currentTarget.value;
                op && change(i, { operator: op as AlertOperator });
              }}
              w={90}
            />
            <NumberInput
              label={`Value${metric ? ` (${metric.unit})` : ''}`}
              value={t.value}
              onChange={(v) => change(i, { value: v })}
              w={120}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Remove threshold ${i + 1}`}
              onClick={() => onChange(thresholds.filter((_, j) => j !== i))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={thresholds.length >= 8}
          onClick={() =>
            onChange([
              ...thresholds,
              { metricType: 'exit_velocity', operator: '>=', value: '', key: ++lastKey },
            ])
          }
        >
          Add a threshold
        </Button>
      </Group>
    </Stack>
  );
}

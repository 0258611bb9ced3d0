import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import {
  ALERT_FREQUENCIES,
  type AlertFrequency,
  type AlertOperator,
  DEFAULT_FREQUENCY,
  MAX_GRAD_YEAR,
  type MetricTypeKey,
  MIN_GRAD_YEAR,
  metricTypeOf,
  POSITIONS,
  STATES,
} from '@server/matchups/constants';
import type { AlertAnswer } from '@server/matchups/schemas';
import { IconBellPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { LoadError } from '@/components/ui/load-error/load-error';
import { Loading } from '@/components/ui/loading/loading';
import { alertChangeOf, useChangeAlert } from '@/features/matchups/api/change-alert';
import { type AlertInput, useCreateAlert } from '@/features/matchups/api/create-alert';
import { useAlerts } from '@/features/matchups/api/get-alerts';
import {
  METRIC_OPTIONS,
  OPERATOR_OPTIONS,
} from '@/features/matchups/components/coach-dashboard/threshold-fields';
import { FormRefusal } from '@/features/matchups/components/query-states';
import { formatValue, metricName, numberFrom, rangeHint } from '@/features/matchups/utils/metrics';
import { fieldErrorsOf, serverMessageOf } from '@/lib/api-client';
import { toast } from '@/lib/notify';

const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  real_time: 'Real time',
  daily: 'Daily digest',
  weekly: 'Weekly digest',
};
const FREQUENCY_OPTIONS = ALERT_FREQUENCIES.map((f) => ({ value: f, label: FREQUENCY_LABELS[f] }));
const operatorText = (op: AlertOperator) =>
  OPERATOR_OPTIONS.find((o) => o.value === op)?.label ?? op;

/** "Exit velocity ≥ 85.0 mph · SS · Class of 2028 · LA · Real time" */
export function alertText(alert: AlertAnswer): string {
  return [
    `${metricName(alert.metricType)} ${operatorText(alert.operator)} ${formatValue(alert.metricType, alert.targetValue, alert.unit)}`,
    alert.position,
    alert.graduationYear ? `Class of ${alert.graduationYear}` : null,
    alert.location,
    FREQUENCY_LABELS[alert.frequency],
  ]
    .filter(Boolean)
    .join(' · ');
}

const blank = (): AlertInput => ({
  metricType: 'exit_velocity',
  operator: '>=',
  targetValue: null,
  position: null,
  graduationYear: null,
  location: null,
  frequency: DEFAULT_FREQUENCY,
});

function NewAlertForm() {
  const [values, setValues] = useState(blank);
  const [target, setTarget] = useState<string | number>('');
  const create = useCreateAlert();
  const errors = fieldErrorsOf(create.error);
  const metric = metricTypeOf(values.metricType);
  const set = <K extends keyof AlertInput>(key: K, value: AlertInput[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { ...values, targetValue: numberFrom(target) },
      {
        onSuccess: () => {
          toast({ title: 'Alert created' });
          setValues(blank());
          setTarget('');
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label="New alert">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NativeSelect
            label="Metric"
            data={METRIC_OPTIONS}
            value={values.metricType}
            onChange={(event) => {
              const k = event.currentTarget.value;
              k && set('metricType', k as MetricTypeKey);
            }}
            error={errors.metricType}
          />
          <NativeSelect
            label="Operator"
            data={OPERATOR_OPTIONS}
            value={values.operator}
            onChange={(event) => {
              const op = event.currentTarget.value;
              op && set('operator', op as AlertOperator);
            }}
            error={errors.operator}
          />
          <NumberInput
            label={`Target${metric ? ` (${metric.unit})` : ''}`}
            required
            description={metric ? rangeHint(metric) : undefined}
            value={target}
            onChange={setTarget}
            error={errors.targetValue}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <NativeSelect
            label="Position"
            data={[{ value: '', label: 'Any' }, ...POSITIONS]}
            value={values.position ?? ''}
            onChange={(event) => {
              const p = event.currentTarget.value || null;
              set('position', p);
            }}
            error={errors.position}
          />
          <NumberInput
            label="Graduation year"
            min={MIN_GRAD_YEAR}
            max={MAX_GRAD_YEAR}
            allowDecimal={false}
            value={values.graduationYear ?? ''}
            onChange={(v) => set('graduationYear', typeof v === 'number' ? v : null)}
            error={errors.graduationYear}
          />
          <NativeSelect
            label="State"
            data={[{ value: '', label: 'Any' }, ...STATES]}
            value={values.location ?? ''}
            onChange={(event) => {
              const s = event.currentTarget.value || null;
              set('location', s);
            }}
            error={errors.location}
          />
          <NativeSelect
            label="Frequency"
            data={FREQUENCY_OPTIONS}
            value={values.frequency}
            onChange={(event) => {
              const f = event.currentTarget.value;
              f && set('frequency', f as AlertFrequency);
            }}
            error={errors.frequency}
          />
        </SimpleGrid>
        <FormRefusal
          action={create}
          errors={errors}
          fallback="The alert could not be created. Please try again."
        />
        <Group>
          <Button
            type="submit"
            loading={create.isPending}
            leftSection={<IconBellPlus size={16} aria-hidden />}
            color="navy"
          >
            Create alert
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AlertRow({ alert }: { alert: AlertAnswer }) {
  const change = useChangeAlert();
  return (
    <Paper component="li" withBorder radius="sm" p="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text
          size="sm"
          fw={600}
          c={alert.isActive ? undefined : 'gray.7'}
          style={{ overflowWrap: 'anywhere' }}
        >
          {alertText(alert)}
        </Text>
        <Switch
          label={alert.isActive ? 'On' : 'Off'}
          aria-label={`${alertText(alert)}: ${alert.isActive ? 'on' : 'off'}`}
          checked={alert.isActive}
          disabled={change.isPending}
          onChange={(e) =>
            change.mutate(
              { alertId: alert.id, change: alertChangeOf(alert, e.currentTarget.checked) },
              {
                onError: (error) =>
                  toast({
                    title: 'The alert could not be changed',
                    description: serverMessageOf(error) ?? 'Please try again.',
                    variant: 'destructive',
                  }),
              },
            )
          }
        />
      </Group>
    </Paper>
  );
}

/** The coach's metric alerts (GET, POST, PUT /api/matchups/alerts): list, create, turn off or on. */
export function AlertsPanel() {
  const alerts = useAlerts();
  return (
    <Stack gap="md">
      <div aria-live="polite">
        {alerts.isError ? (
          <LoadError
            title="Your alerts could not be loaded"
            error={alerts.error}
            onRetry={() => void alerts.refetch()}
          />
        ) : !alerts.data ? (
          <Loading label="Loading your alerts" mih={80} />
        ) : alerts.data.length === 0 ? (
          <Text c="dimmed" size="sm">
            No alerts yet. Create one to hear when a matching value is verified.
          </Text>
        ) : (
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Your alerts"
          >
            {alerts.data.map((alert) => (
              <AlertRow key={alert.id} alert={alert} />
            ))}
          </Stack>
        )}
      </div>
      <NewAlertForm />
    </Stack>
  );
}

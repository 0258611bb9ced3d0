import { Chip } from '@mui/material';
import {
  METRIC_STATUS_LABELS,
  METRIC_STATUSES,
  METRIC_TYPES,
  metricTypeOf,
} from '@server/matchups/constants';
import { SelectInput } from 'react-admin';
import type { MetricStatus } from './types';

/** "Exit velocity (mph)": the catalogue's name and unit, or the key of a type it lacks. */
export function metricLabel(key: string): string {
  const type = metricTypeOf(key);
  return type ? `${type.name} (${type.unit})` : key;
}

/** "88.5 mph", "6.85 s": with the catalogue's decimals for the type. */
export function formatValue(key: string, value: number, unit?: string): string {
  const type = metricTypeOf(key);
  const number = type ? value.toFixed(type.decimals) : String(value);
  const shown = unit ?? type?.unit;
  return shown ? `${number} ${shown}` : number;
}

const STATUS_COLOURS = {
  self_reported: 'warning',
  verified: 'success',
  rejected: 'error',
} as const satisfies Record<MetricStatus, string>;

export const MetricStatusChip = ({ status }: { status: MetricStatus }) => (
  <Chip size="small" color={STATUS_COLOURS[status]} label={METRIC_STATUS_LABELS[status]} />
);

export const statusChoices = METRIC_STATUSES.map((id) => ({ id, name: METRIC_STATUS_LABELS[id] }));
export const metricTypeChoices = METRIC_TYPES.map((m) => ({ id: m.key, name: m.name }));

/** The lists' filter by metric type (values, alerts), always shown. */
export const metricTypeFilter = (
  <SelectInput
    key="metricType"
    source="metricType"
    label="Metric"
    choices={metricTypeChoices}
    alwaysOn
  />
);

/** An athlete removed at their or their guardian's request: their values stay as numbers. */
export const RemovedChip = () => <Chip size="small" variant="outlined" label="Removed" />;

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
/** A calendar day (YYYY-MM-DD) as that day wherever the browser is: "Apr 30, 2026". */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : day.format(date);
}

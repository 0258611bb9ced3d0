import {
  METRIC_STATUS_LABELS,
  METRIC_TYPES,
  type MetricTypeDefinition,
  type MetricTypeKey,
  metricTypeOf,
} from '@server/matchups/constants';
import type { MetricAnswer } from '@server/matchups/schemas';

/** A value with the decimals its metric keeps and its unit: "92.5 mph", "6.85 s", "3.80 GPA". */
export function formatValue(metricType: string, value: number, unit?: string): string {
  const metric = metricTypeOf(metricType);
  const digits = metric?.decimals ?? 2;
  return `${value.toFixed(digits)} ${unit ?? metric?.unit ?? ''}`.trim();
}

export const metricName = (metricType: string): string =>
  metricTypeOf(metricType)?.name ?? metricType;

/** "Plausible range: 30–120 mph". */
export const rangeHint = (metric: MetricTypeDefinition): string =>
  `Plausible range: ${metric.min}–${metric.max} ${metric.unit}`;

/** "Lower is better" for a dash, "Higher is better" for a throw. */
export const directionHint = (metric: MetricTypeDefinition): string =>
  metric.direction === 'lower' ? 'Lower is better' : 'Higher is better';

/** "Top 8%" style, from the percentile the server computed among the cohort. */
export function percentileText(percentile: number | null, cohortSize: number): string {
  if (percentile === null) return 'No cohort yet';
  return `${ordinal(percentile)} percentile of ${cohortSize}`;
}

export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

export const statusLabel = (status: MetricAnswer['status']) => METRIC_STATUS_LABELS[status];

/** The values by metric, in the catalogue's order, each list oldest first. */
export function byMetric(values: readonly MetricAnswer[]): [MetricTypeKey, MetricAnswer[]][] {
  const groups: [MetricTypeKey, MetricAnswer[]][] = [];
  for (const metric of METRIC_TYPES) {
    const list = values
      .filter((v) => v.metricType === metric.key)
      .sort(
        (a, b) =>
          a.measuredOn.localeCompare(b.measuredOn) || a.recordedAt.localeCompare(b.recordedAt),
      );
    if (list.length > 0) groups.push([metric.key, list]);
  }
  return groups;
}

/** A date as people read it: "Apr 30, 2026" (the day as written, whatever the time zone). */
export function shortDate(isoDate: string): string {
  const day = isoDate.slice(0, 10);
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * When something happened, as people say it: "just now", "3 hours ago", "yesterday", "5 days
 * ago"; past a month, the date.
 */
export function relativeTime(iso: string, now = new Date()): string {
  const minutes = Math.round((now.getTime() - new Date(iso).getTime()) / 60_000);
  const words = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
  if (minutes < 1) return 'just now';
  if (minutes < 60) return words.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return words.format(-hours, 'hour');
  const days = Math.round(hours / 24);
  return days <= 30 ? words.format(-days, 'day') : shortDate(iso);
}

/** A moment in the visitor's own zone: "Apr 30, 2026, 3:05 PM". */
export const dateTimeText = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** What a verification rests on, in a line. */
export function evidenceText(evidence: MetricAnswer['evidence']): string | null {
  if (!evidence) return null;
  if (evidence.kind === 'video') return `Video: ${evidence.url}`;
  // Where and when a child played: the server tells staff and the family only.
  if (evidence.name === null || evidence.place === null || evidence.date === null)
    return 'An event (where and when are kept private)';
  return `${evidence.name}, ${evidence.place}, ${shortDate(evidence.date)}`;
}

/** Today as YYYY-MM-DD in the visitor's own calendar (a date input's value). */
export function today(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/**
 * A number input's value as a number, or null while it is empty or half typed ("92." on the way
 * to "92.5" is a string): the input keeps what is typed, the form sends this.
 */
export function numberFrom(raw: string | number): number | null {
  if (typeof raw === 'number') return raw;
  const trimmed = raw.trim();
  if (trimmed === '' || Number.isNaN(Number(trimmed))) return null;
  return Number(trimmed);
}

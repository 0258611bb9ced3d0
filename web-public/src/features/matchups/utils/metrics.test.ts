import { METRIC_TYPES } from '@server/matchups/constants';
import { describe, expect, it } from 'vitest';
import { metric } from '@/features/matchups/testing';
import {
  byMetric,
  evidenceText,
  formatValue,
  ordinal,
  percentileText,
  rangeHint,
  relativeTime,
} from '@/features/matchups/utils/metrics';

describe("Matchups' metric display", () => {
  it('shows a value with the decimals and unit of its metric', () => {
    expect(formatValue('exit_velocity', 92.456)).toBe('92.5 mph');
    expect(formatValue('sixty_yard_dash', 6.8)).toBe('6.80 s');
    expect(formatValue('spin_rate', 2250.4)).toBe('2250 rpm');
  });

  it("names the catalogue's plausible range", () => {
    const exit = METRIC_TYPES.find((m) => m.key === 'exit_velocity');
    expect(exit && rangeHint(exit)).toBe('Plausible range: 30–120 mph');
  });

  it('says a percentile in words, or that there is no cohort yet', () => {
    expect(percentileText(92, 40)).toBe('92nd percentile of 40');
    expect(percentileText(null, 1)).toBe('No cohort yet');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 101].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '101st',
    ]);
  });

  it("groups values by metric in the catalogue's order, oldest first", () => {
    const groups = byMetric([
      metric({ metricType: 'sixty_yard_dash', measuredOn: '2026-03-01' }),
      metric({ metricType: 'exit_velocity', measuredOn: '2026-04-01', value: 90 }),
      metric({ metricType: 'exit_velocity', measuredOn: '2026-02-01', value: 85 }),
    ]);
    expect(groups.map(([key, list]) => [key, list.map((v) => v.measuredOn)])).toEqual([
      ['exit_velocity', ['2026-02-01', '2026-04-01']],
      ['sixty_yard_dash', ['2026-03-01']],
    ]);
  });

  it('says what a verification rests on', () => {
    expect(evidenceText({ kind: 'video', url: 'https://youtu.be/x' })).toBe(
      'Video: https://youtu.be/x',
    );
    expect(
      evidenceText({ kind: 'event', name: 'Fall Showcase', date: '2026-04-30', place: 'Metairie' }),
    ).toBe('Fall Showcase, Metairie, Apr 30, 2026');
    expect(evidenceText({ kind: 'event', name: null, date: null, place: null })).toBe(
      'An event (where and when are kept private)',
    );
  });

  it('says when something happened relative to now, then the date past a month', () => {
    const now = new Date('2026-05-10T12:00:00Z');
    const ago = (ms: number) => relativeTime(new Date(now.getTime() - ms).toISOString(), now);
    expect(ago(10_000)).toBe('just now');
    expect(ago(5 * 60_000)).toBe('5 minutes ago');
    expect(ago(3 * 3_600_000)).toBe('3 hours ago');
    expect(ago(86_400_000)).toBe('yesterday');
    expect(ago(13 * 86_400_000)).toBe('13 days ago');
    expect(ago(40 * 86_400_000)).toBe('Mar 31, 2026');
  });
});

import { describe, expect, it } from 'vitest';
import { busiestText, countGrid, hourRange, shadeOf } from '@/features/matchups/utils/heat-map';
import { isIanaZone, timeZoneOptions } from '@/features/matchups/utils/time-zones';

describe("the heat map's words", () => {
  it('says an hour as people do, across noon and midnight', () => {
    expect([0, 9, 11, 12, 13, 23].map(hourRange)).toEqual([
      '12–1 am',
      '9–10 am',
      '11 am–12 pm',
      '12–1 pm',
      '1–2 pm',
      '11 pm–12 am',
    ]);
  });

  it('names the busiest hour, and how many others tie with it', () => {
    expect(busiestText(countGrid([]))).toBeNull();
    expect(busiestText(countGrid([{ day: 5, hour: 9, count: 3 }]))).toBe(
      'Most active: Saturday 9–10 am',
    );
    expect(
      busiestText(
        countGrid([
          { day: 6, hour: 20, count: 3 },
          { day: 0, hour: 7, count: 3 },
          { day: 2, hour: 7, count: 1 },
        ]),
      ),
    ).toBe('Most active: Monday 7–8 am (tied with 1 other hour)');
  });

  it('shades by the share of the busiest count', () => {
    expect([0, 1, 2, 3, 4, 8].map((n) => shadeOf(n, 8))).toEqual([0, 1, 1, 2, 2, 4]);
  });
});

describe('time zones', () => {
  it('takes IANA names the runtime knows, not offsets or made-up places', () => {
    expect(['America/Chicago', 'UTC', 'America/Argentina/Buenos_Aires'].map(isIanaZone)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['Mars/Olympus', '+05:00', '', 'Etc/Unknown'].map(isIanaZone)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('offers a zone the list lacks, first', () => {
    expect(timeZoneOptions('UTC')[0]).toBe('UTC');
    expect(timeZoneOptions()[0]).toBe('America/New_York');
    expect(timeZoneOptions('America/Chicago').filter((z) => z === 'America/Chicago')).toHaveLength(
      1,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { added, rankChange, updated, vote } from '@/test-utils/history';
import type { HistoryEntry } from '@/types';
import { fieldChanges, rankCause, showValue, timeline, votesPerDay } from './historyModel';

const ADA = 'prospect-ada';

describe('field changes', () => {
  it('reads each change as label: before → after, in the form’s order', () => {
    const entry = updated('2026-11-02T15:00:00Z', {
      nolaEvaluated: { from: false, to: true },
      school: { from: 'Jesuit High School', to: 'Brother Martin High School' },
      teamName: { from: '', to: 'Cajun Elite' },
    });
    if (entry.type !== 'ProspectUpdated') throw new Error('not an update');
    expect(fieldChanges(entry.changes)).toEqual([
      {
        field: 'school',
        label: 'School',
        before: 'Jesuit High School',
        after: 'Brother Martin High School',
      },
      { field: 'teamName', label: 'Team name', before: '—', after: 'Cajun Elite' },
      { field: 'nolaEvaluated', label: 'Evaluated', before: 'No', after: 'Yes' },
    ]);
  });

  it('shows empty values as a dash and numbers as they are', () => {
    expect(showValue('')).toBe('—');
    expect(showValue(null)).toBe('—');
    expect(showValue(2027)).toBe('2027');
  });
});

describe('rank causes', () => {
  const asEntry = (entry: HistoryEntry) => {
    if (entry.type !== 'RankSwapped' && entry.type !== 'RankAssigned' && entry.type !== 'RankFreed')
      throw new Error('not a rank change');
    return entry;
  };

  it('names the prospect’s own move', () => {
    const entry = asEntry(
      rankChange('2026-11-02T15:00:00Z', 5, 4, {
        action: 'moved up',
        prospectId: ADA,
        prospectName: 'Ada Guidry',
      }),
    );
    expect(rankCause(entry, ADA)).toBe('Moved up');
  });

  it('names the other prospect whose move pushed this one', () => {
    const swapped = asEntry(
      rankChange('2026-11-02T15:00:00Z', 4, 5, {
        action: 'moved down',
        prospectId: 'bea',
        prospectName: 'Bea Picou',
      }),
    );
    expect(rankCause(swapped, ADA)).toBe('Bea Picou moved down');
    const pushed = asEntry(
      rankChange(
        '2026-11-02T15:00:00Z',
        100,
        null,
        { action: 'assigned rank 3', prospectId: 'cy', prospectName: 'Cy Landry' },
        'RankAssigned',
      ),
    );
    expect(rankCause(pushed, ADA)).toBe('Cy Landry was assigned rank 3');
  });
});

describe('votes per day', () => {
  it('counts votes by New Orleans calendar day, zero-filled, oldest first', () => {
    const entries = [
      added('2026-10-30T12:00:00Z'),
      vote('2026-11-01T04:59:00Z'), // 11:59 pm on Oct 31 in New Orleans (CDT)
      vote('2026-11-01T05:00:00Z'), // midnight, Nov 1
      vote('2026-11-01T20:00:00Z'),
      vote('2026-11-04T15:00:00Z', true),
    ];
    expect(votesPerDay(entries)).toEqual([
      { day: '2026-10-31', votes: 1 },
      { day: '2026-11-01', votes: 2 },
      { day: '2026-11-02', votes: 0 },
      { day: '2026-11-03', votes: 0 },
      { day: '2026-11-04', votes: 1 },
    ]);
  });

  it('runs on to a given day, and is empty without votes', () => {
    expect(
      votesPerDay([vote('2026-11-01T15:00:00Z')], { until: new Date('2026-11-03T15:00:00Z') }),
    ).toEqual([
      { day: '2026-11-01', votes: 1 },
      { day: '2026-11-02', votes: 0 },
      { day: '2026-11-03', votes: 0 },
    ]);
    expect(votesPerDay([added('2026-11-01T15:00:00Z')])).toEqual([]);
  });

  it('starts on the day the prospect was added, when asked', () => {
    expect(votesPerDay([vote('2026-11-03T15:00:00Z')], { since: '2026-11-01T15:00:00Z' })).toEqual([
      { day: '2026-11-01', votes: 0 },
      { day: '2026-11-02', votes: 0 },
      { day: '2026-11-03', votes: 1 },
    ]);
  });

  it('crosses the change from daylight time without losing or doubling a day', () => {
    const days = votesPerDay([vote('2026-10-31T15:00:00Z'), vote('2026-11-03T15:00:00Z')]).map(
      (d) => d.day,
    );
    expect(days).toEqual(['2026-10-31', '2026-11-01', '2026-11-02', '2026-11-03']);
  });

  it('keeps votes out of the timeline of changes', () => {
    const entries = [added('2026-11-01T12:00:00Z'), vote('2026-11-01T13:00:00Z')];
    expect(timeline(entries).map((e) => e.type)).toEqual(['ProspectAdded']);
  });
});

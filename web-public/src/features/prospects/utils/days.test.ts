import { describe, expect, it } from 'vitest';
import { endOfDayIso } from './days';

describe('board days', () => {
  it('replays a chosen day up to its last millisecond, local time', () => {
    const end = new Date(endOfDayIso('2026-03-04'));
    expect([end.getFullYear(), end.getMonth(), end.getDate()]).toEqual([2026, 2, 4]);
    expect([end.getHours(), end.getMinutes(), end.getSeconds(), end.getMilliseconds()]).toEqual([
      23, 59, 59, 999,
    ]);
  });
});

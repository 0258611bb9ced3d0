import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextSlide } from '../utils/rotation';
import { useHeroRotation } from './use-hero-rotation';

describe('nextSlide', () => {
  it('loops back to the first slide after the last', () => {
    expect([0, 1, 2, 3].map((i) => nextSlide(i, 4))).toEqual([1, 2, 3, 0]);
  });
});

describe('useHeroRotation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every 5 s and restarts the count after a pick', () => {
    const { result } = renderHook(() => useHeroRotation(4, 5000, false));
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(3000));
    act(() => result.current.select(3));
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.index).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.index).toBe(0);
  });

  it('stays put while paused', () => {
    const { result } = renderHook(() => useHeroRotation(4, 5000, true));
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.index).toBe(0);
  });
});

import { useCallback, useEffect, useState } from 'react';
import { nextSlide } from '../utils/rotation';

/**
 * The hero's active slide: it advances every `interval` ms in a loop unless paused, and a
 * picked slide restarts the count so it stays up for a full interval.
 */
export function useHeroRotation(count: number, interval: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` restarts the timer after a manual pick
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => nextSlide(i, count)), interval);
    return () => window.clearInterval(timer);
  }, [count, interval, paused, round]);

  const select = useCallback((slide: number) => {
    setIndex(slide);
    setRound((r) => r + 1);
  }, []);

  return { index, select };
}

import type { Clock } from '../core/clock';

export type SettableClock = Clock & { set(at: Date): void; advance(ms: number): void };

/** A clock a test holds: it stands at `start` until the test moves it. */
export function settableClock(start: Date): SettableClock {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    set: (time) => {
      at = time.getTime();
    },
    advance: (ms) => {
      at += ms;
    },
  };
}

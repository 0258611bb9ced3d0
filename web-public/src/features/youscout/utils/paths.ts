import { useLocation } from 'react-router-dom';

/** YouScout's two spellings (document 2 §2); links keep the one the visitor came in on. */
export type ScoutBase = '/you-scout' | '/youscout';

export const scoutBaseOf = (pathname: string): ScoutBase =>
  /^\/youscout(\/|$)/i.test(pathname) ? '/youscout' : '/you-scout';

/** The visitor's spelling of YouScout, and its pages' paths under it. */
export function useScoutPaths() {
  const base = scoutBaseOf(useLocation().pathname);
  return {
    home: base,
    leaderboard: `${base}/leaderboard`,
    nominate: `${base}/nominate`,
    nomination: (id: string) => `${base}/nomination/${encodeURIComponent(id)}`,
    /** The removal request form, for this nomination (PLATFORM.md §0: a guardian or the athlete). */
    removal: (id: string) => `${base}/removal?nomination=${encodeURIComponent(id)}`,
  };
}

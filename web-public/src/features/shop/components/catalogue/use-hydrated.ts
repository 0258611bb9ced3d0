import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False while React adopts the prerendered /shop (build-tools/prerender.ts), whose markup is
 * the first screen of `/shop` before any answer: the page renders that markup then, whatever
 * the address's `?category=` or an answer already there, so the two match; React renders again
 * right after with the true values. True on any other render (a page rendered in the browser, or
 * reached by a link).
 */
export const useHydrated = () =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );

import { type RefObject, useEffect } from 'react';
import { HYDRATED_EVENT, HYDRATES_LATER } from '@/boot/page-modules';

/**
 * Tells a prerendered page's loader (src/boot) that the app now answers the page: all of it
 * when no part is given, else that part (one marked with `laterPart`), once it has hydrated.
 */
export function useAnnounceHydrated(part?: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const target = part ? part.current : document;
    target?.dispatchEvent(new Event(HYDRATED_EVENT, { bubbles: true }));
  }, [part]);
}

/** The attribute of a part whose code loads after the app's first commit, to spread on it. */
export const laterPart = { [HYDRATES_LATER]: true };

/**
 * A media query's answer that never changes. jsdom has no `matchMedia`, and Mantine and MUI ask
 * it: the test set-up answers every query with `false`, and a test that needs a screen of some
 * width answers with its own rule. Both sites' tests use it.
 */
export const mediaQueryList = (query: string, matches: boolean): MediaQueryList =>
  ({
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

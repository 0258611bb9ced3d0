/**
 * How a prerendered page and its loader (boot.ts) talk. The build (build-tools/prerender.ts)
 * writes the page's module scripts as JSON into the element of this id, for the loader to start.
 */
export const PAGE_MODULES_ID = 'page-modules';

/**
 * The app announces on `document` that it has taken over the prerendered markup (its first
 * commit), so the loader can hand it the taps that came before.
 */
export const HYDRATED_EVENT = 'nola:hydrated';

export type PageModules = {
  /** The entry script, run as a module. */
  entry: string;
  /** The chunks the entry and the page's route import, fetched beside it. */
  preload: string[];
};

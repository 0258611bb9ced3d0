/**
 * How a prerendered page and its loader (index.ts) talk. The build (build-tools/prerender.ts)
 * writes the page's module scripts as JSON into the element of this id, for the loader to start.
 */
export const PAGE_MODULES_ID = 'page-modules';

/**
 * The app announces when it starts to take over the prerendered markup (from then on React
 * answers the page's events) and when it has (its first commit), so the loader can hand it what
 * the visitor did before: both on `document`.
 */
export const HYDRATING_EVENT = 'nola:hydrating';
export const HYDRATED_EVENT = 'nola:hydrated';

/**
 * A part of the page whose code loads after the app's first commit (the footer) carries this
 * attribute and announces `HYDRATED_EVENT` from its own element once it has hydrated; until
 * then the loader keeps what the visitor does inside it.
 */
export const HYDRATES_LATER = 'data-hydrates-later';

export type PageModules = {
  /** The entry script, run as a module. */
  entry: string;
  /** The chunks the entry and the page's route import, fetched beside it. */
  preload: string[];
};

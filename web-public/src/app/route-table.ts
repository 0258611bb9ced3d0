import { FEATURES } from './features';

/**
 * The public site's pages, once: each feature declares its own (src/features/<feature>/pages.ts,
 * listed in features.ts), the app its few (APP_PAGES). The router (router.tsx) builds its routes
 * from this table, the build (vite.config.ts) writes a page per entry with its title, and its
 * `routes.json` tells the server (services/src/core/http/spa.ts) which paths exist, so any other
 * answers 404 with the not-found page. A path may have `:name` segments (`/prospect/:id`).
 * Imports only the pages' declarations, which import nothing, so Node reads it at build time.
 */

/** A page as its feature declares it. */
export type DeclaredPage = {
  /**
   * Its route module, `routes/<module>.tsx` in its feature. The name is the page's in the whole
   * site: the build writes its HTML file as `<module>.html`, so no two features share one.
   */
  readonly module: string;
  /** The tab's title, in the page's HTML and set again on client-side navigation. */
  readonly title: string;
  /** Behind the signed-in guard (document 2 §2). */
  readonly signedIn?: true;
  /** Behind the admin guard (document 2 §2): an admin the server confirms. */
  readonly admin?: true;
};

/** The pages of a feature (or of the app): each path with its page. */
type DeclaredPages = Readonly<Record<`/${string}`, DeclaredPage>>;

/** A page of the table: as declared, and where its route module is. */
export type Page = DeclaredPage & {
  /** Its route module's file from web-public/, for the router and the build to find it. */
  readonly source: string;
};

/**
 * The app's own pages, their modules in src/app/routes: the home page puts several features
 * together (home's sections and intake's contact form), as the layout does, and a feature never
 * imports another.
 */
const APP_PAGES = {
  '/': { module: 'home', title: 'NOLA Sports — Train hard. Rise higher.' },
} as const satisfies DeclaredPages;

/** Typed against what a feature declares: a feature's pages.ts imports nothing to type it. */
const REGISTRY: Readonly<Record<string, DeclaredPages>> = FEATURES;

type Features = typeof FEATURES;
export type PagePath =
  | keyof typeof APP_PAGES
  | { [Feature in keyof Features]: keyof Features[Feature] }[keyof Features];

/** Document 1 §2: what any other path shows, and the server answers it with a 404. */
export const NOT_FOUND_PAGE = {
  module: 'not-found',
  title: '404 Page Not Found | NOLA Sports',
  source: 'src/app/routes/not-found.tsx',
} as const satisfies Page;

/**
 * The pages of each owner, its modules in `dir`. A path is the site's once, and so is a module's
 * name, which names its HTML file (the not-found page's included).
 */
function tableOf(owners: readonly (readonly [dir: string, pages: DeclaredPages])[]) {
  const table: Record<string, Page> = {};
  const sourceOf = new Map<string, string>([[NOT_FOUND_PAGE.module, NOT_FOUND_PAGE.source]]);
  for (const [dir, pages] of owners) {
    for (const [path, page] of Object.entries(pages)) {
      const source = `${dir}/${page.module}.tsx`;
      if (table[path]) throw new Error(`route-table: ${path} is declared twice`);
      if ((sourceOf.get(page.module) ?? source) !== source)
        throw new Error(`route-table: two modules are named ${page.module}`);
      sourceOf.set(page.module, source);
      table[path] = { ...page, source };
    }
  }
  return table as Readonly<Record<PagePath, Page>>;
}

export const PAGES = tableOf([
  ['src/app/routes', APP_PAGES],
  ...Object.entries(REGISTRY).map(
    ([feature, pages]) => [`src/features/${feature}/routes`, pages] as const,
  ),
]);

/**
 * Document 2 §2: "the two spellings you-scout and youscout are interchangeable". Each entry is a
 * path prefix as PAGES spells it and the other spellings the site also answers under it, so any
 * `/you-scout...` page exists as `/youscout...` too, without an entry of its own.
 */
export const SPELLINGS: readonly (readonly [string, readonly string[]])[] = [
  ['/you-scout', ['/youscout']],
];

/** The paths a page of the table answers: its own, and the other spellings of its prefix. */
export function spellingsOf(path: string): string[] {
  const paths = [path];
  for (const [prefix, others] of SPELLINGS) {
    if (path !== prefix && !path.startsWith(`${prefix}/`)) continue;
    for (const other of others) paths.push(other + path.slice(prefix.length));
  }
  return paths;
}

/** Whether two paths are in the same area of a prefix with several spellings (YouScout's). */
export function sameSpelledArea(a: string, b: string): boolean {
  const areaOf = (path: string) => {
    const lower = path.toLowerCase();
    return SPELLINGS.find(([prefix, others]) =>
      [prefix, ...others].some((p) => lower === p || lower.startsWith(`${p}/`)),
    )?.[0];
  };
  const area = areaOf(a);
  return area !== undefined && area === areaOf(b);
}

/**
 * Every path the site answers, each with its page: the table and every other spelling of its
 * paths. The build writes a page for each and names them all in routes.json, so the server
 * answers `/youscout/leaderboard` as it answers `/you-scout/leaderboard`.
 */
export function sitePages(): Record<string, Page> {
  return Object.fromEntries(
    Object.entries(PAGES as Record<string, Page>).flatMap(([path, page]) =>
      spellingsOf(path).map((spelled) => [spelled, page] as const),
    ),
  );
}

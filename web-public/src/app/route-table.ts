/**
 * The public site's pages, once: the router (router.tsx) builds its routes from this table, the
 * build (vite.config.ts) writes a page per entry with its title, and its `routes.json` tells the
 * server (services/src/core/http/spa.ts) which paths exist, so any other answers 404 with the
 * not-found page. A path may have `:name` segments (`/prospect/:id`). Imports nothing, so Node
 * reads it at build time.
 */
type Page = {
  /** Its route module: src/app/routes/<module>.tsx. */
  readonly module: string;
  /** The tab's title, in the page's HTML and set again on client-side navigation. */
  readonly title: string;
  /** Behind the signed-in guard (document 2 §2). */
  readonly signedIn?: true;
  /** Behind the admin guard (document 2 §2): an admin the server confirms. */
  readonly admin?: true;
};

export const PAGES = {
  '/': { module: 'home', title: 'NOLA Sports — Train hard. Rise higher.' },
  '/auth': { module: 'auth', title: 'Sign In | NOLA Sports' },
  '/leaderboard': { module: 'leaderboard', title: 'NOLA 100 | NOLA Sports' },
  '/prospect-evaluation': {
    module: 'prospect-evaluation',
    title: 'Prospect Evaluation | NOLA Sports',
    signedIn: true,
  },
  '/profile': { module: 'profile', title: 'My Profile | NOLA Sports', signedIn: true },
  '/profile/family': { module: 'family', title: 'Family | NOLA Sports', signedIn: true },
  '/profile/family/consent': { module: 'family-consent', title: 'Guardian consent | NOLA Sports' },
  '/profile/family/card-check': {
    module: 'family-card-check',
    title: 'Card check | NOLA Sports',
    signedIn: true,
  },
  '/terms-of-service': { module: 'terms-of-service', title: 'Terms of Service | NOLA Sports' },
  '/privacy-policy': { module: 'privacy-policy', title: 'Privacy Policy | NOLA Sports' },
  '/you-scout': { module: 'you-scout', title: 'YouScout | NOLA Sports' },
  '/you-scout/leaderboard': {
    module: 'you-scout-leaderboard',
    title: 'YouScout Leaderboard | NOLA Sports',
  },
  '/you-scout/nomination/:id': {
    module: 'you-scout-nomination',
    title: 'Nomination | YouScout | NOLA Sports',
  },
  // Both lead an admin to the back office's YouScout screen (issue 37 item 7).
  '/you-scout/admin': {
    module: 'you-scout-back-office',
    title: 'YouScout Admin | NOLA Sports',
    admin: true,
  },
  '/you-scout/actual-admin': {
    module: 'you-scout-back-office',
    title: 'YouScout Admin | NOLA Sports',
    admin: true,
  },
  // YouScout's forms and the sign-in test pages (issue 23).
  '/you-scout/nominate': {
    module: 'you-scout-nominate',
    title: 'Nominate an Athlete | YouScout | NOLA Sports',
    signedIn: true,
  },
  '/you-scout/my-nominations': {
    module: 'you-scout-my-nominations',
    title: 'My Nominations | YouScout | NOLA Sports',
    signedIn: true,
  },
  '/you-scout/login-test': { module: 'you-scout-login-test', title: 'Login Test | NOLA Sports' },
  '/test-login': { module: 'login-test', title: 'Login Test | NOLA Sports' },
  '/admin-login': { module: 'admin-login', title: 'Admin Login | NOLA Sports' },
  '/you-scout/removal': { module: 'you-scout-removal', title: 'Remove a nomination | NOLA Sports' },
} as const satisfies Record<`/${string}`, Page>;

export type PagePath = keyof typeof PAGES;

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

/** Document 1 §2: what any other path shows, and the server answers it with a 404. */
export const NOT_FOUND_PAGE = {
  module: 'not-found',
  title: '404 Page Not Found | NOLA Sports',
} as const satisfies Page;

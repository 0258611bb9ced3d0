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
  '/terms-of-service': { module: 'terms-of-service', title: 'Terms of Service | NOLA Sports' },
  '/privacy-policy': { module: 'privacy-policy', title: 'Privacy Policy | NOLA Sports' },
  '/you-scout/removal': { module: 'you-scout-removal', title: 'Remove a nomination | NOLA Sports' },
} as const satisfies Record<`/${string}`, Page>;

export type PagePath = keyof typeof PAGES;

/** Document 1 §2: what any other path shows, and the server answers it with a 404. */
export const NOT_FOUND_PAGE = {
  module: 'not-found',
  title: '404 Page Not Found | NOLA Sports',
} as const satisfies Page;

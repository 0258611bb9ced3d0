/** The home-page sections the header and footer link to (document 2 §2), in order. */
export const SECTION_LINKS = [
  { id: 'about', label: 'About' },
  { id: 'solutions', label: 'Solutions' },
  { id: 'leadership', label: 'Leadership' },
  { id: 'podcast', label: 'Podcast' },
  { id: 'contact', label: 'Contact' },
] as const;

/**
 * Pages the header links to after the sections, in document 2 §2's order: NOLA 100, YouScout,
 * Shop, Matchups. YouScout's link is `/you-scout`: document 2 sends it to `/youscout` on one
 * hosting platform's domain, which this site is not served from; both work.
 */
export const PAGE_LINKS = [
  { to: '/leaderboard', label: 'NOLA 100' },
  { to: '/you-scout', label: 'YouScout' },
  { to: '/shop', label: 'Shop' },
  { to: '/matchups', label: 'Matchups' },
] as const;

/** The back office is another app on the same server: always a full page load. */
export const ADMIN_HREF = '/admin';

/** The mobile menu's Admin Login (document 2 §2): the site's own admin sign-in page. */
export const ADMIN_LOGIN_PATH = '/admin-login';
